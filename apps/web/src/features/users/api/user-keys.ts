import type { UserListFilter, UserListQuery } from '@aula/shared';

export const userKeys = {
  all: ['users'] as const,
  /** one page, however it was read (by offset or by keyset): `after` is no part of it */
  list: ({ after: _after, ...query }: UserListQuery) => ['users', 'list', query] as const,
  /** the total and the stat cards: the filters only, so turning the page or the order asks nothing */
  totals: (filter: UserListFilter) => ['users', 'totals', filter] as const,
};

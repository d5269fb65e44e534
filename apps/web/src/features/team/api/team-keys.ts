import type { TeamListFilter, TeamListQuery } from '@aula/shared';

export const teamKeys = {
  all: ['team'] as const,
  /** one page, however it was read (by offset or by keyset): `after` is no part of it */
  list: ({ after: _after, ...query }: TeamListQuery) => ['team', 'list', query] as const,
  /** the total: the search and unit only, so turning the page asks nothing */
  totals: (filter: TeamListFilter) => ['team', 'totals', filter] as const,
  units: ['team', 'units'] as const,
  member: (profileId: string) => ['team', 'member', profileId] as const,
};

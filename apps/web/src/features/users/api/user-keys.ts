import type { UserListQuery } from '@aula/shared';

export const userKeys = {
  all: ['users'] as const,
  list: (query: UserListQuery) => ['users', 'list', query] as const,
};

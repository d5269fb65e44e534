import type { UserListQuery } from '@aula/shared';

export const userKeys = {
  all: ['users'] as const,
  list: (query: UserListQuery) => ['users', 'list', query] as const,
};

/** The same key registration uses: one cached list of countries for every screen that reads it. */
export const countryKeys = {
  all: ['reference', 'countries'] as const,
};

/** Registration's key too, for the same reason. */
export const documentTypeKeys = {
  all: ['reference', 'identity-document-types'] as const,
};

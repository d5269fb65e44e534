import type { SecurityEventListQuery } from '@aula/shared';

export const securityEventKeys = {
  /** every page of the log, whatever its filters */
  lists: ['security-events', 'list'] as const,
  list: (query: SecurityEventListQuery) => ['security-events', 'list', query] as const,
};

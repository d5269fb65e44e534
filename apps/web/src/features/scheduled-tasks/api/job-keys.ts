import type { JobListQuery } from '@aula/shared';

export const jobKeys = {
  /** the list's pages and the summary: a retry changes both */
  all: ['jobs'] as const,
  list: (query: JobListQuery) => ['jobs', 'list', query] as const,
  summary: ['jobs', 'summary'] as const,
};

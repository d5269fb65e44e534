import type { CourseFacetsQuery, CourseListQuery } from '@aula/shared';

export const courseKeys = {
  all: ['courses'] as const,
  list: (query: CourseListQuery) => ['courses', 'list', query] as const,
  facets: (query: CourseFacetsQuery) => ['courses', 'facets', query] as const,
  edit: (id: string) => ['courses', 'edit', id] as const,
};

import type { CourseListQuery } from '@aula/shared';

export const courseKeys = {
  all: ['courses'] as const,
  list: (query: CourseListQuery) => ['courses', 'list', query] as const,
};

import type { StudentListQuery } from '@aula/shared';

export const studentKeys = {
  all: ['students'] as const,
  list: (query: StudentListQuery) => ['students', 'list', query] as const,
};

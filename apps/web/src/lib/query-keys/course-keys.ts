import type { CourseFacetsQuery, CourseListQuery } from '@aula/shared';

export const courseKeys = {
  all: ['courses'] as const,
  list: (query: CourseListQuery) => ['courses', 'list', query] as const,
  facets: (query: CourseFacetsQuery) => ['courses', 'facets', query] as const,
  edit: (id: string) => ['courses', 'edit', id] as const,
};

/** Reference lists, shared with every form that reads them (same keys, one cache entry). */
export const referenceKeys = {
  coins: ['reference', 'coins'] as const,
  languages: ['reference', 'languages'] as const,
  difficultyLevels: ['reference', 'difficulty-levels'] as const,
  industries: ['reference', 'industries'] as const,
  specialties: (industryId: string) => ['reference', 'industries', industryId, 'specialties'] as const,
};

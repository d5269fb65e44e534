import type { ManagedReviewsQuery } from '@aula/shared';

/** Everything about ratings sits under 'reviews': a saved rating refreshes it all at once. */
export const reviewKeys = {
  all: ['reviews'] as const,
  course: (courseId: string) => ['reviews', 'course', courseId] as const,
  mine: (courseId: string) => ['reviews', 'mine', courseId] as const,
  managed: (query: Pick<ManagedReviewsQuery, 'course'>) => ['reviews', 'managed', query] as const,
};

/** The reference API's plain lists (GET /api/reference/<catalogue>), each an array of id, code and name. */
export type ReferenceCatalogue =
  | 'genders'
  | 'identity-document-types'
  | 'industries'
  | 'difficulty-levels'
  | 'languages'
  | 'coins'
  | 'content-lesson-types';

/**
 * One key per reference endpoint, whatever screen reads it: registration, the course form and user
 * management share one cache entry per list instead of asking again.
 */
export const referenceKeys = {
  all: ['reference'] as const,
  list: (catalogue: ReferenceCatalogue) => ['reference', catalogue] as const,
  specialties: (industryId: string) => ['reference', 'industries', industryId, 'specialties'] as const,
  countries: ['reference', 'countries'] as const,
};

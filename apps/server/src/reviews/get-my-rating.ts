import type { Kysely } from 'kysely';
import type { Viewer } from '../auth/viewer';
import type { DB } from '../db/schema';
import { findRatingAccess, type RatingAccess } from './rating-access';
import { findOwnRating, type OwnRatingRow } from './review-queries';

export interface MyRatingFacts extends RatingAccess {
  /** null if the caller has not rated the course */
  rating: OwnRatingRow | null;
}

/**
 * What the rating form needs: whether the caller may rate the course and why not, how many lessons
 * they completed of how many needed, and their rating if they gave one (even if, since, they left
 * the course or it grew: it stays counted, and the form says why it cannot be changed now).
 */
export async function getMyRating(db: Kysely<DB>, auth: Viewer, courseId: string): Promise<MyRatingFacts> {
  const access = await findRatingAccess(db, auth, courseId);
  const row = await findOwnRating(db, courseId, auth.profileId);
  return { ...access, rating: row ?? null };
}

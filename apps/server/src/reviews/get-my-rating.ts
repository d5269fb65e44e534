import type { MyRating } from '@aula/shared';
import type { Kysely } from 'kysely';
import type { Viewer } from '../auth/viewer';
import type { DB } from '../db/schema';
import { findRatingAccess } from './rating-access';
import { presentOwnRating } from './save-rating';

/**
 * What the rating form needs: whether the caller may rate the course and why not, how many lessons
 * they completed of how many needed, and their rating if they gave one (even if, since, they left
 * the course or it grew: it stays counted, and the form says why it cannot be changed now).
 */
export async function getMyRating(db: Kysely<DB>, auth: Viewer, courseId: string): Promise<MyRating> {
  const access = await findRatingAccess(db, auth, courseId);
  const row = await db
    .selectFrom('Course_Ratings')
    .select(['stars', 'review', 'created_at', 'updated_at'])
    .where('id_course', '=', courseId)
    .where('id_profile', '=', auth.profileId)
    .executeTakeFirst();
  return { ...access, rating: row ? presentOwnRating(row) : null };
}

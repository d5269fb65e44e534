import type { CourseReviews, RatingSummary } from '@aula/shared';
import type { Kysely } from 'kysely';
import type { Viewer } from '../auth/viewer';
import { findVisibleCourse } from '../courses/course-access';
import type { DB } from '../db/schema';
import { presentReview, reviewPage, selectReviews } from './review-presenter';

/** A course's average and count as its row keeps them (save-rating.ts): no rating is read. */
export async function ratingSummary(db: Kysely<DB>, courseId: string): Promise<RatingSummary> {
  const row = await db
    .selectFrom('Courses')
    .select(['rating_count', 'rating_average'])
    .where('id_course', '=', courseId)
    .executeTakeFirstOrThrow();
  return { average: row.rating_count === 0 ? null : row.rating_average, count: row.rating_count };
}

/**
 * A course's ratings for its page: the summary and a page of reviews, most recent first. Whoever
 * may see the course may read them (docs/product/ratings.md); a draft stays its managers'.
 */
export async function listCourseReviews(
  db: Kysely<DB>,
  auth: Viewer,
  courseId: string,
  page: { cursor?: string; limit: number },
): Promise<CourseReviews> {
  await findVisibleCourse(db, auth, courseId);
  const { rows, nextCursor } = await reviewPage(selectReviews(db).where('r.id_course', '=', courseId), page);
  return {
    summary: await ratingSummary(db, courseId),
    items: rows.map((row) => presentReview(row, auth.profileId)),
    nextCursor,
  };
}

import type { Kysely } from 'kysely';
import type { Viewer } from '../auth/viewer';
import { findVisibleCourse } from '../courses/course-access';
import type { DB } from '../db/schema';
import {
  findRatingSummary,
  reviewPage,
  selectReviews,
  type ReviewPage,
  type RatingSummaryRow,
} from './review-queries';

export interface CourseReviewRows extends ReviewPage {
  summary: RatingSummaryRow;
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
): Promise<CourseReviewRows> {
  await findVisibleCourse(db, auth, courseId);
  const { rows, nextCursor } = await reviewPage(selectReviews(db).where('r.id_course', '=', courseId), page);
  return { summary: await findRatingSummary(db, courseId), rows, nextCursor };
}

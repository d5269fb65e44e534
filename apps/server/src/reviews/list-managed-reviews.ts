import { type ManagedReviewList, reachesAll } from '@aula/shared';
import type { Kysely } from 'kysely';
import type { Viewer } from '../auth/viewer';
import { findManagedCourse } from '../courses/course-access';
import type { DB } from '../db/schema';
import { presentReview, reviewPage, selectReviews } from './review-presenter';
import { authorize } from '../auth/permissions';

/**
 * 'Reseñas' (docs/product/ratings.md): an instructor reads the reviews of the courses they teach,
 * an admin every course's; one course when asked, which must be one the caller manages (403
 * otherwise, 404 for someone else's draft). Rights follow the role held now (auth/permissions.ts):
 * a former instructor reads nothing here.
 */
export async function listManagedReviews(
  db: Kysely<DB>,
  auth: Viewer,
  query: { course?: string; cursor?: string; limit: number },
): Promise<ManagedReviewList> {
  authorize(auth, 'reviews.view');
  let reviews = selectReviews(db);
  let course: ManagedReviewList['course'] = null;
  if (query.course) {
    await findManagedCourse(db, auth, query.course);
    const row = await db
      .selectFrom('Courses')
      .select(['id_course', 'title'])
      .where('id_course', '=', query.course)
      .executeTakeFirstOrThrow();
    course = { id: row.id_course, title: row.title };
    reviews = reviews.where('r.id_course', '=', query.course);
  } else if (!reachesAll(auth, 'reviews.view')) {
    reviews = reviews.where('c.id_instructor', '=', auth.profileId);
  }
  const { rows, nextCursor } = await reviewPage(reviews, query);
  return {
    course,
    items: rows.map((row) => ({
      ...presentReview(row, auth.profileId),
      course: { id: row.id_course, title: row.course_title },
    })),
    nextCursor,
  };
}

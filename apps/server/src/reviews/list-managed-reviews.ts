import { reachesAll } from '@aula/shared';
import type { Kysely } from 'kysely';
import { authorize } from '../auth/permissions';
import type { Viewer } from '../auth/viewer';
import { findManagedCourse } from '../courses/course-access';
import type { DB } from '../db/schema';
import { reviewPage, selectReviews, type ReviewPage } from './review-queries';

function findCourseTitle(db: Kysely<DB>, courseId: string) {
  return db
    .selectFrom('Courses')
    .select(['id_course', 'title'])
    .where('id_course', '=', courseId)
    .executeTakeFirstOrThrow();
}

export type CourseTitleRow = Awaited<ReturnType<typeof findCourseTitle>>;

export interface ManagedReviewRows extends ReviewPage {
  /** the course asked for, when one was */
  course: CourseTitleRow | null;
}

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
): Promise<ManagedReviewRows> {
  authorize(auth, 'reviews.view');
  let reviews = selectReviews(db);
  let course: CourseTitleRow | null = null;
  if (query.course) {
    await findManagedCourse(db, auth, query.course);
    course = await findCourseTitle(db, query.course);
    reviews = reviews.where('r.id_course', '=', query.course);
  } else if (!reachesAll(auth, 'reviews.view')) {
    reviews = reviews.where('c.id_instructor', '=', auth.profileId);
  }
  const { rows, nextCursor } = await reviewPage(reviews, query);
  return { course, rows, nextCursor };
}

import { messages } from '@aula/shared';
import type { Kysely } from 'kysely';
import type { Viewer } from '../auth/viewer';
import type { DB } from '../db/schema';
import { AppError } from '../core/app-error';
import { managesCourse } from '../auth/permissions';

/**
 * Who sees which course (docs/product/courses.md#visibility): published, live courses for everyone signed in;
 * drafts only for their instructor and admins. Anything else is answered as if it did not exist.
 */
export async function findVisibleCourse(db: Kysely<DB>, auth: Viewer, courseId: string) {
  const course = await db
    .selectFrom('Courses')
    .select(['id_course', 'id_instructor', 'is_publish'])
    .where('id_course', '=', courseId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!course) throw AppError.notFound(messages.courses.notFound);
  const manages = managesCourse(auth, course);
  if (!course.is_publish && !manages) throw AppError.notFound(messages.courses.notFound);
  return { ...course, manages };
}

/** Only the course's instructor and admins may change it. */
export async function findManagedCourse(db: Kysely<DB>, auth: Viewer, courseId: string) {
  const course = await findVisibleCourse(db, auth, courseId);
  if (!course.manages) throw AppError.forbidden();
  return course;
}

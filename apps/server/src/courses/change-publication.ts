import { messages } from '@aula/shared';
import { sql, type Kysely } from 'kysely';
import type { AuthContext } from '../auth/auth-context';
import type { DB } from '../db/schema';
import { AppError } from '../http/app-error';
import { findManagedCourse } from './course-access';

/** Publishes or withdraws a course. A course without a single lesson cannot be published (SPEC.md §5). */
export async function changePublication(
  db: Kysely<DB>,
  auth: AuthContext,
  courseId: string,
  publish: boolean,
) {
  await findManagedCourse(db, auth, courseId);
  if (publish) {
    const { lessons } = await db
      .selectFrom('Lessons as le')
      .innerJoin('Modules as m', 'm.id_module', 'le.id_module')
      .select(sql<number>`count(*)::int`.as('lessons'))
      .where('m.id_course', '=', courseId)
      .where('m.deleted_at', 'is', null)
      .where('le.deleted_at', 'is', null)
      .executeTakeFirstOrThrow();
    if (lessons === 0) throw new AppError('validation_failed', messages.courses.needsModuleAndLesson);
  }
  await db
    .updateTable('Courses')
    .set({ is_publish: publish, updated_at: new Date() })
    .where('id_course', '=', courseId)
    .execute();
}

/** Soft delete: the course leaves every list; enrollments and certificates keep their history. */
export async function deleteCourse(db: Kysely<DB>, auth: AuthContext, courseId: string) {
  await findManagedCourse(db, auth, courseId);
  await db.updateTable('Courses').set({ deleted_at: new Date() }).where('id_course', '=', courseId).execute();
}

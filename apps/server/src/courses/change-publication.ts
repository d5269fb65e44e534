import { messages } from '@aula/shared';
import { sql, type Kysely } from 'kysely';
import type { Viewer } from '../auth/viewer';
import type { DB } from '../db/schema';
import { AppError } from '../core/app-error';
import { findManagedCourse } from './course-access';

/**
 * Publishes or withdraws a course, with its live modules and lessons, which follow the course's
 * state (docs/decisions/0007-course-save.md), in one transaction. A course without a single
 * lesson cannot be published (docs/product/courses.md#publish-and-unpublish).
 */
export async function changePublication(db: Kysely<DB>, auth: Viewer, courseId: string, publish: boolean) {
  await db.transaction().execute(async (trx) => {
    await findManagedCourse(trx, auth, courseId);
    if (publish) {
      const { lessons } = await trx
        .selectFrom('Lessons as le')
        .innerJoin('Modules as m', 'm.id_module', 'le.id_module')
        .select(sql<number>`count(*)::int`.as('lessons'))
        .where('m.id_course', '=', courseId)
        .where('m.deleted_at', 'is', null)
        .where('le.deleted_at', 'is', null)
        .executeTakeFirstOrThrow();
      if (lessons === 0) throw new AppError('validation_failed', messages.courses.needsModuleAndLesson);
    }
    const now = new Date();
    await trx
      .updateTable('Courses')
      .set({ is_publish: publish, updated_at: now })
      .where('id_course', '=', courseId)
      .execute();
    await trx
      .updateTable('Modules')
      .set({ is_published: publish, updated_at: now })
      .where('id_course', '=', courseId)
      .where('deleted_at', 'is', null)
      .where('is_published', '!=', publish)
      .execute();
    await trx
      .updateTable('Lessons')
      .set({ is_published: publish, updated_at: now })
      .where('id_module', 'in', (eb) =>
        eb
          .selectFrom('Modules')
          .select('id_module')
          .where('id_course', '=', courseId)
          .where('deleted_at', 'is', null),
      )
      .where('deleted_at', 'is', null)
      .where('is_published', '!=', publish)
      .execute();
  });
}

/** Soft delete: the course leaves every list; enrollments and certificates keep their history. */
export async function deleteCourse(db: Kysely<DB>, auth: Viewer, courseId: string) {
  await findManagedCourse(db, auth, courseId);
  await db.updateTable('Courses').set({ deleted_at: new Date() }).where('id_course', '=', courseId).execute();
}

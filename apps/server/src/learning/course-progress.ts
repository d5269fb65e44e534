import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';

/**
 * Progress is the rounded percentage of the course's live lessons (live lessons of live modules)
 * that the student has completed; a removed lesson counts neither way
 * (docs/product/learning.md#how-progress-is-computed).
 */
export async function countCourseProgress(db: Kysely<DB>, profileId: string, courseId: string) {
  const { lessons, completed } = await db
    .selectFrom('Lessons as le')
    .innerJoin('Modules as m', 'm.id_module', 'le.id_module')
    .leftJoin('Lesson_Progress as lp', (join) =>
      join.onRef('lp.id_lesson', '=', 'le.id_lesson').on('lp.id_profile', '=', profileId),
    )
    .select([
      sql<number>`count(*)::int`.as('lessons'),
      sql<number>`count(lp.completed_at)::int`.as('completed'),
    ])
    .where('m.id_course', '=', courseId)
    .where('m.deleted_at', 'is', null)
    .where('le.deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return { lessons, completed, progress: lessons === 0 ? 0 : Math.round((100 * completed) / lessons) };
}

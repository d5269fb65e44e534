import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { enrollmentLastActivity } from './last-activity';

/**
 * The progress page (docs/product/learning.md#my-progress-page): the caller's live enrollments
 * in live courses (a course withdrawn to a draft stays, as in 'Mis Cursos'), newest activity
 * first, each with its modules and how many of their lessons the caller has completed. Two
 * queries, however many courses.
 *
 * A module counts the lessons that the player shows and that the course's progress counts (live
 * lessons of live modules, as countCourseProgress does), so the modules add up to the percent.
 * Their `is_published` is not looked at: it only mirrors the course's state (decision 0007), and
 * a withdrawn course stays open to its students (decision 0009), who would otherwise see a
 * percent with no lesson behind it.
 */
export async function listMyProgress(db: Kysely<DB>, profileId: string) {
  const enrollments = await db
    .selectFrom('Enrollments as e')
    .innerJoin('Courses as c', 'c.id_course', 'e.id_course')
    .innerJoin('Profiles as p', 'p.id_profile', 'c.id_instructor')
    .select([
      'e.id_enrollment',
      'e.progress',
      'e.completion_at',
      'e.created_at as enrolled_at',
      enrollmentLastActivity('e').as('last_activity_at'),
      'c.id_course',
      'c.title',
      'c.thumbnail_url',
      'p.id_profile as instructor_id',
      'p.names as instructor_names',
      'p.last_names as instructor_last_names',
    ])
    .where('e.id_profile', '=', profileId)
    .where('e.deleted_at', 'is', null)
    .where('c.deleted_at', 'is', null)
    .orderBy('last_activity_at', 'desc')
    .orderBy('e.id_enrollment')
    .execute();
  if (enrollments.length === 0) return { enrollments, modules: [] };

  const modules = await db
    .selectFrom('Modules as m')
    .leftJoin('Lessons as le', (join) =>
      join.onRef('le.id_module', '=', 'm.id_module').on('le.deleted_at', 'is', null),
    )
    .leftJoin('Lesson_Progress as lp', (join) =>
      join.onRef('lp.id_lesson', '=', 'le.id_lesson').on('lp.id_profile', '=', profileId),
    )
    .select([
      'm.id_course',
      'm.id_module',
      'm.title',
      sql<number>`count(le.id_lesson)::int`.as('total_lessons'),
      sql<number>`count(lp.completed_at)::int`.as('completed_lessons'),
    ])
    .where(
      'm.id_course',
      'in',
      enrollments.map((enrollment) => enrollment.id_course),
    )
    .where('m.deleted_at', 'is', null)
    .groupBy(['m.id_course', 'm.id_module', 'm.title', 'm.order_index', 'm.created_at'])
    .orderBy('m.order_index')
    .orderBy('m.created_at')
    .orderBy('m.id_module')
    .execute();
  return { enrollments, modules };
}

export type MyProgressRows = Awaited<ReturnType<typeof listMyProgress>>;

import { DASHBOARD_LIST_SIZE, RECENT_ACTIVITY_SIZE, type ActivityKind } from '@aula/shared';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { liveEnrollments } from './live-enrollments';
import { revenueByCurrency } from './revenue-by-currency';

/** Published courses, distinct students, and the enrollments and completions behind the rate. */
function countTotals(db: Kysely<DB>, instructorId: string) {
  return liveEnrollments(db)
    .where('c.id_instructor', '=', instructorId)
    .select([
      sql<number>`(SELECT count(*)::int FROM "Courses" pc
        WHERE pc.id_instructor = ${instructorId} AND pc.deleted_at IS NULL AND pc.is_publish)`.as(
        'active_courses',
      ),
      sql<number>`count(DISTINCT e.id_profile)::int`.as('students'),
      sql<number>`count(*)::int`.as('enrollments'),
      sql<number>`count(e.completion_at)::int`.as('completed'),
    ])
    .executeTakeFirstOrThrow();
}

function recentCourses(db: Kysely<DB>, instructorId: string) {
  return db
    .selectFrom('Courses as c')
    .where('c.id_instructor', '=', instructorId)
    .where('c.deleted_at', 'is', null)
    .select([
      'c.id_course',
      'c.title',
      'c.is_publish',
      'c.updated_at',
      sql<number>`(SELECT count(*)::int FROM "Enrollments" e
        JOIN "Profiles" s ON s.id_profile = e.id_profile AND s.deleted_at IS NULL
        WHERE e.id_course = c.id_course AND e.deleted_at IS NULL)`.as('enrollments'),
    ])
    .orderBy('c.updated_at', 'desc')
    .orderBy('c.id_course')
    .limit(DASHBOARD_LIST_SIZE)
    .execute();
}

export interface ActivityRow {
  kind: ActivityKind;
  names: string;
  last_names: string;
  id_course: string;
  title: string;
  at: Date;
}

/**
 * The newest events in the instructor's live courses: counted enrollments, course completions,
 * and lesson comments by anyone but the instructor (live comments on live lessons). Each kind
 * brings at most a page of its newest, so the merge reads only those.
 */
async function recentActivity(db: Kysely<DB>, instructorId: string) {
  const limit = sql.lit(RECENT_ACTIVITY_SIZE);
  const enrollments = (kind: ActivityKind, column: 'created_at' | 'completion_at') => {
    const at = sql.ref(`e.${column}`);
    return sql`(
    SELECT ${sql.lit(kind)}::text AS kind, s.names, s.last_names, c.id_course, c.title, ${at} AS at
    FROM "Courses" c
    JOIN "Enrollments" e ON e.id_course = c.id_course AND e.deleted_at IS NULL
    JOIN "Profiles" s ON s.id_profile = e.id_profile AND s.deleted_at IS NULL
    WHERE c.id_instructor = ${instructorId} AND c.deleted_at IS NULL AND ${at} IS NOT NULL
    ORDER BY ${at} DESC LIMIT ${limit})`;
  };
  const { rows } = await sql<ActivityRow>`
    SELECT * FROM (
      ${enrollments('enrollment', 'created_at')}
      UNION ALL
      ${enrollments('completion', 'completion_at')}
      UNION ALL
      (SELECT 'comment'::text AS kind, s.names, s.last_names, c.id_course, c.title, lc.created_at AS at
        FROM "Courses" c
        JOIN "Modules" m ON m.id_course = c.id_course AND m.deleted_at IS NULL
        JOIN "Lessons" le ON le.id_module = m.id_module AND le.deleted_at IS NULL
        JOIN "Lesson_Comments" lc ON lc.id_lesson = le.id_lesson AND lc.deleted_at IS NULL
        JOIN "Profiles" s ON s.id_profile = lc.id_profile AND s.deleted_at IS NULL
        WHERE c.id_instructor = ${instructorId} AND c.deleted_at IS NULL AND lc.id_profile <> c.id_instructor
        ORDER BY lc.created_at DESC LIMIT ${limit})
    ) activity
    ORDER BY at DESC, kind
    LIMIT ${limit}`.execute(db);
  return rows;
}

/**
 * The instructor's home (docs/product/people.md#instructor-home), over the caller's own live courses:
 * an admin who calls it sees the courses they teach.
 */
export async function getInstructorDashboard(db: Kysely<DB>, instructorId: string) {
  const [totals, monthlyRevenue, courses, activity] = await Promise.all([
    countTotals(db, instructorId),
    revenueByCurrency(db, { instructorId, thisMonth: true }),
    recentCourses(db, instructorId),
    recentActivity(db, instructorId),
  ]);
  return { totals, monthlyRevenue, courses, activity };
}

export type InstructorDashboardData = Awaited<ReturnType<typeof getInstructorDashboard>>;

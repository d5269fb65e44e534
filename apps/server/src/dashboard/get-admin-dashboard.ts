import { DASHBOARD_LIST_SIZE, WEEKLY_ENROLLMENT_WEEKS } from '@aula/shared';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { CALENDAR_TIME_ZONE } from './calendar';
import { liveEnrollments } from './live-enrollments';
import { revenueByCurrency } from './revenue-by-currency';

/** Live accounts, published courses and counted enrollments, in one query. */
async function countTotals(db: Kysely<DB>) {
  const { rows } = await sql<{ total_users: number; active_courses: number; enrollments: number }>`
    SELECT
      (SELECT count(*)::int FROM "Users" u
        JOIN "Profiles" p ON p.id_user = u.id_user AND p.deleted_at IS NULL
        WHERE u.deleted_at IS NULL) AS total_users,
      (SELECT count(*)::int FROM "Courses" WHERE deleted_at IS NULL AND is_publish) AS active_courses,
      (${liveEnrollments(db).select(sql`count(*)::int`.as('n'))}) AS enrollments`.execute(db);
  return rows[0]!;
}

function newestUsers(db: Kysely<DB>) {
  return db
    .selectFrom('Profiles as p')
    .innerJoin('Users as u', 'u.id_user', 'p.id_user')
    .innerJoin('Roles as r', 'r.id_rol', 'p.id_rol')
    .where('p.deleted_at', 'is', null)
    .where('u.deleted_at', 'is', null)
    .select([
      'p.id_profile',
      'p.names',
      'p.last_names',
      'p.url_image',
      'p.created_at',
      'r.code as role_code',
      'r.name as role_name',
    ])
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id_profile')
    .limit(DASHBOARD_LIST_SIZE)
    .execute();
}

/** The live courses with the most counted enrollments, and how many of those are complete. */
function popularCourses(db: Kysely<DB>) {
  return liveEnrollments(db)
    .innerJoin('Profiles as ip', 'ip.id_profile', 'c.id_instructor')
    .select([
      'c.id_course',
      'c.title',
      'ip.names as instructor_names',
      'ip.last_names as instructor_last_names',
      sql<number>`count(*)::int`.as('enrollments'),
      sql<number>`count(e.completion_at)::int`.as('completions'),
    ])
    .groupBy(['c.id_course', 'ip.id_profile'])
    .orderBy(sql`count(*)`, 'desc')
    .orderBy('c.title')
    .orderBy('c.id_course')
    .limit(DASHBOARD_LIST_SIZE)
    .execute();
}

/**
 * Counted enrollments per ISO week (Monday first, in the calendar zone) over the last weeks,
 * the current one last; the series fills the weeks without enrollments with 0.
 */
async function weeklyEnrollments(db: Kysely<DB>) {
  const thisWeek = sql`date_trunc('week', now() AT TIME ZONE ${CALENDAR_TIME_ZONE})`;
  const firstWeek = sql`(${thisWeek} - make_interval(weeks => ${sql.lit(WEEKLY_ENROLLMENT_WEEKS - 1)}))`;
  const recent = liveEnrollments(db)
    .where('e.created_at', '>=', sql<Date>`${firstWeek} AT TIME ZONE ${CALENDAR_TIME_ZONE}`)
    .select(sql`date_trunc('week', e.created_at AT TIME ZONE ${CALENDAR_TIME_ZONE})`.as('week_start'));
  const { rows } = await sql<{ week_start: string; count: number }>`
    WITH counted AS (
      SELECT week_start, count(*)::int AS count FROM (${recent}) recent GROUP BY week_start
    )
    SELECT to_char(weeks.week_start, 'YYYY-MM-DD') AS week_start, coalesce(counted.count, 0) AS count
    FROM generate_series(${firstWeek}, ${thisWeek}, interval '1 week') AS weeks (week_start)
    LEFT JOIN counted ON counted.week_start = weeks.week_start
    ORDER BY weeks.week_start`.execute(db);
  return rows;
}

/** 'Panel de Administración' (docs/product/people.md#admin-home): the whole academy's live figures. */
export async function getAdminDashboard(db: Kysely<DB>) {
  const [totals, revenue, recentUsers, popular, weekly] = await Promise.all([
    countTotals(db),
    revenueByCurrency(db, {}),
    newestUsers(db),
    popularCourses(db),
    weeklyEnrollments(db),
  ]);
  return { totals, revenue, recentUsers, popular, weekly };
}

export type AdminDashboardData = Awaited<ReturnType<typeof getAdminDashboard>>;

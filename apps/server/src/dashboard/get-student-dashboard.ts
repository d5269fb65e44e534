import { RECENT_ACHIEVEMENTS_SIZE, RECOMMENDED_COURSES_SIZE } from '@aula/shared';
import { sql, type Kysely } from 'kysely';
import { listAchievements, mostRecentlyEarned } from '../achievements/list-achievements';
import type { DB } from '../db/schema';

/**
 * The student's figures in one query, over their live enrollments in live courses; study time
 * adds the estimated minutes of the live lessons they completed in those courses. Certificates
 * outlive their course (docs/product/people.md#profile-statistics), so all of them count.
 */
async function countTotals(db: Kysely<DB>, profileId: string) {
  const { rows } = await sql<{
    enrolled: number;
    completed: number;
    average_progress: number;
    study_minutes: number;
    certificates: number;
    id_specialty: string | null;
    id_industry: string | null;
  }>`
    WITH mine AS (
      SELECT e.id_course, e.progress, e.completion_at FROM "Enrollments" e
      JOIN "Courses" c ON c.id_course = e.id_course AND c.deleted_at IS NULL
      WHERE e.id_profile = ${profileId} AND e.deleted_at IS NULL
    )
    SELECT
      (SELECT count(*)::int FROM mine) AS enrolled,
      (SELECT count(completion_at)::int FROM mine) AS completed,
      (SELECT coalesce(round(avg(progress)), 0)::int FROM mine) AS average_progress,
      (SELECT coalesce(sum(le.estimated_duration_minutes), 0)::int FROM "Lesson_Progress" lp
        JOIN "Lessons" le ON le.id_lesson = lp.id_lesson AND le.deleted_at IS NULL
        JOIN "Modules" m ON m.id_module = le.id_module AND m.deleted_at IS NULL
        WHERE lp.id_profile = ${profileId} AND lp.completed_at IS NOT NULL
          AND m.id_course IN (SELECT id_course FROM mine)) AS study_minutes,
      (SELECT count(*)::int FROM "Certificates" WHERE id_profile = ${profileId}) AS certificates,
      (SELECT id_specialty FROM "Profiles" WHERE id_profile = ${profileId}) AS id_specialty,
      (SELECT id_industry FROM "Profiles" WHERE id_profile = ${profileId}) AS id_industry`.execute(db);
  return rows[0]!;
}

export interface ContinueLearningRow {
  id_course: string;
  title: string;
  thumbnail_url: string | null;
  progress: number;
  id_lesson: string | null;
  lesson_title: string | null;
}

/**
 * The unfinished enrollment touched last (enrolling, opening a lesson and completing one all
 * touch it) and the lesson to open: the one opened last while it is live, else the first not
 * completed, in the course's order.
 */
async function continueLearning(db: Kysely<DB>, profileId: string) {
  const { rows } = await sql<ContinueLearningRow>`
    SELECT c.id_course, c.title, c.thumbnail_url, e.progress, next.id_lesson, next.title AS lesson_title
    FROM "Enrollments" e
    JOIN "Courses" c ON c.id_course = e.id_course AND c.deleted_at IS NULL
    LEFT JOIN LATERAL (
      SELECT le.id_lesson, le.title FROM "Lessons" le
      JOIN "Modules" m ON m.id_module = le.id_module AND m.deleted_at IS NULL
      LEFT JOIN "Lesson_Progress" lp ON lp.id_lesson = le.id_lesson AND lp.id_profile = e.id_profile
      WHERE m.id_course = c.id_course AND le.deleted_at IS NULL
      ORDER BY le.id_lesson = e.last_lesson_id DESC NULLS LAST, lp.completed_at IS NOT NULL,
        m.order_index, le.order_index
      LIMIT 1
    ) next ON true
    WHERE e.id_profile = ${profileId} AND e.deleted_at IS NULL AND e.completion_at IS NULL
    ORDER BY e.updated_at DESC, e.id_enrollment
    LIMIT 1`.execute(db);
  return rows[0] ?? null;
}

/**
 * Published live courses the student neither takes nor teaches, of their specialty when they
 * have one, most enrolled first.
 */
/** Published courses the student neither takes nor teaches: what may be recommended. */
function recommendable(db: Kysely<DB>, profileId: string) {
  return db
    .selectFrom('Courses as c')
    .innerJoin('Profiles as ip', 'ip.id_profile', 'c.id_instructor')
    .innerJoin('Coins as co', 'co.id_coin', 'c.id_coin')
    .where('c.deleted_at', 'is', null)
    .where('c.is_publish', '=', true)
    .where('c.id_instructor', '!=', profileId)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('Enrollments as e')
            .select('e.id_enrollment')
            .whereRef('e.id_course', '=', 'c.id_course')
            .where('e.id_profile', '=', profileId)
            .where('e.deleted_at', 'is', null),
        ),
      ),
    )
    .select([
      'c.id_course',
      'c.title',
      'c.short_description',
      'c.thumbnail_url',
      'c.price',
      'c.estimated_duration_hours',
      'c.enrollment_count',
      'co.code as coin_code',
      'co.name as coin_name',
      'ip.names as instructor_names',
      'ip.last_names as instructor_last_names',
    ]);
}

type Recommendable = ReturnType<typeof recommendable>;

/**
 * What to take next: the most taken courses of the student's specialty; if there are not enough,
 * of their area (industry); then the most taken of the whole catalogue, so that a new nurse's
 * first home is never empty while courses are published. One short query a tier, each as cheap
 * as the specialty's alone.
 */
async function recommendedCourses(
  db: Kysely<DB>,
  profileId: string,
  profile: { id_specialty: string | null; id_industry: string | null },
) {
  const tiers: Array<(courses: Recommendable) => Recommendable> = [];
  if (profile.id_specialty)
    tiers.push((courses) => courses.where('c.id_specialty', '=', profile.id_specialty!));
  if (profile.id_industry) tiers.push((courses) => courses.where('c.id_industry', '=', profile.id_industry!));
  tiers.push((courses) => courses);
  const picked: Awaited<ReturnType<Recommendable['execute']>> = [];
  for (const tier of tiers) {
    if (picked.length >= RECOMMENDED_COURSES_SIZE) break;
    let courses = tier(recommendable(db, profileId));
    if (picked.length > 0) {
      courses = courses.where(
        'c.id_course',
        'not in',
        picked.map((course) => course.id_course),
      );
    }
    picked.push(
      ...(await courses
        .orderBy('c.enrollment_count', 'desc')
        .orderBy('c.id_course')
        .limit(RECOMMENDED_COURSES_SIZE - picked.length)
        .execute()),
    );
  }
  return picked;
}

/** The student's home (docs/product/people.md#student-home), about the caller. */
export async function getStudentDashboard(db: Kysely<DB>, profileId: string) {
  const totals = await countTotals(db, profileId);
  const [next, recommended, achievements] = await Promise.all([
    continueLearning(db, profileId),
    recommendedCourses(db, profileId, totals),
    listAchievements(db, profileId),
  ]);
  return {
    totals,
    next,
    recommended,
    achievements: mostRecentlyEarned(achievements, RECENT_ACHIEVEMENTS_SIZE),
  };
}

export type StudentDashboardData = Awaited<ReturnType<typeof getStudentDashboard>>;

import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../db/schema';

type Executor = Kysely<DB> | Transaction<DB>;

/**
 * Enrolls the people of these uncompleted assignments in the courses of their path they can take
 * now, free of charge (docs/product/mandatory-training.md#assignments-follow-people): every course,
 * or for a path in order, each course once the ones before it are completed (in this cycle, or for
 * a first cycle, ever). A live enrollment already there is kept. Each course counts its new
 * enrollments; the instructor is not told of each one, as a requirement may enroll thousands.
 */
export async function enrollReachableCourses(trx: Executor, assignmentIds: readonly string[], now: Date) {
  if (assignmentIds.length === 0) return;
  const { rows } = await sql<{ id_course: string; enrolled: number }>`
    WITH added AS (
      INSERT INTO "Enrollments" (id_course, id_profile, created_at, updated_at)
      SELECT rc.id_course, a.id_profile, ${now}, ${now}
      FROM "Assignments" a
      JOIN "Requirements" r ON r.id_requirement = a.id_requirement
      JOIN "Requirement_Courses" rc ON rc.id_requirement = a.id_requirement
      WHERE a.id_assignment IN (${sql.join(assignmentIds)}) AND a.completed_on IS NULL
        AND (NOT r.in_order OR NOT EXISTS (
          SELECT 1 FROM "Requirement_Courses" prev
          WHERE prev.id_requirement = a.id_requirement AND prev.position < rc.position
            AND NOT EXISTS (SELECT 1 FROM "Certificates" c WHERE c.id_profile = a.id_profile
              AND c.id_course = prev.id_course AND (a.cycle = 1 OR c.completed_at >= a.created_at))))
      ON CONFLICT (id_course, id_profile) WHERE deleted_at IS NULL DO NOTHING
      RETURNING id_course
    )
    SELECT id_course, count(*)::int AS enrolled FROM added GROUP BY id_course`.execute(trx);
  for (const row of rows) {
    await trx
      .updateTable('Courses')
      .set((eb) => ({ enrollment_count: eb('enrollment_count', '+', row.enrolled) }))
      .where('id_course', '=', row.id_course)
      .execute();
  }
}

/**
 * Closes the person's live enrollments in the path's courses for a new cycle
 * (docs/decisions/0036-mandatory-training.md): the enrollment is closed as a removed one is, and
 * the progress of its lessons is moved to the history with it, so the course starts from zero.
 */
export async function closePathEnrollments(trx: Executor, assignmentIds: readonly string[], now: Date) {
  if (assignmentIds.length === 0) return;
  const closing = sql`SELECT e.id_enrollment, e.id_profile, e.id_course
    FROM "Assignments" a
    JOIN "Requirement_Courses" rc ON rc.id_requirement = a.id_requirement
    JOIN "Enrollments" e ON e.id_profile = a.id_profile AND e.id_course = rc.id_course AND e.deleted_at IS NULL
    WHERE a.id_assignment IN (${sql.join(assignmentIds)})`;
  await sql`
    WITH closing AS (${closing}),
    moved AS (
      DELETE FROM "Lesson_Progress" lp
      USING closing, "Lessons" le, "Modules" m
      WHERE lp.id_profile = closing.id_profile AND le.id_lesson = lp.id_lesson AND m.id_module = le.id_module
        AND m.id_course = closing.id_course
      RETURNING lp.*, closing.id_enrollment
    )
    INSERT INTO "Lesson_Progress_History" (id_lesson_progress, id_enrollment, id_profile, id_lesson, completed_at,
      position_seconds, watched_ranges, watch_reported_at, opened_at, reached_end_at, created_at, updated_at, archived_at)
    SELECT id_lesson_progress, id_enrollment, id_profile, id_lesson, completed_at, position_seconds, watched_ranges,
      watch_reported_at, opened_at, reached_end_at, created_at, updated_at, ${now}
    FROM moved`.execute(trx);
  await sql`UPDATE "Enrollments" e SET deleted_at = ${now}, updated_at = ${now}
    FROM (${closing}) AS closing WHERE e.id_enrollment = closing.id_enrollment`.execute(trx);
}

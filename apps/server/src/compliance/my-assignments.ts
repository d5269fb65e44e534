import { ASSIGNMENT_STATUSES, type MyAssignments } from '@aula/shared';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';

/** Most urgent first, as the statuses are listed (assignment-status.ts). */
const URGENCY = sql.raw(
  `CASE a.status ${ASSIGNMENT_STATUSES.map((status, i) => `WHEN '${status}' THEN ${i}`).join(' ')} END`,
);

/**
 * 'Mis obligaciones' (docs/product/mandatory-training.md#what-each-person-sees): the person's live
 * assignments, most urgent first, each with the course to go on with; and their past cycles and
 * withdrawn assignments, newest first, with the certificates a completed cycle counted.
 */
export async function myAssignments(db: Kysely<DB>, profileId: string): Promise<MyAssignments> {
  const current = await db
    .selectFrom('Assignments as a')
    .innerJoin('Requirements as r', 'r.id_requirement', 'a.id_requirement')
    .select([
      'a.id_assignment',
      'a.id_requirement',
      'r.title',
      'a.cycle',
      'a.status',
      'a.due_on',
      'a.completed_on',
      sql<
        string | null
      >`CASE WHEN a.completed_on IS NULL THEN a.previous_valid_until ELSE a.valid_until END`.as(
        'valid_until',
      ),
      'a.exempt_until',
      // The first course of the path whose live enrollment is not completed (enrollments start
      // afresh with each cycle), or the first course.
      sql<string>`coalesce(
        (SELECT rc.id_course FROM "Requirement_Courses" rc
          LEFT JOIN "Enrollments" e ON e.id_course = rc.id_course AND e.id_profile = a.id_profile AND e.deleted_at IS NULL
          WHERE rc.id_requirement = a.id_requirement AND e.completion_at IS NULL ORDER BY rc.position LIMIT 1),
        (SELECT rc.id_course FROM "Requirement_Courses" rc WHERE rc.id_requirement = a.id_requirement
          ORDER BY rc.position LIMIT 1))`.as('course_id'),
    ])
    .where('a.id_profile', '=', profileId)
    .where('a.closed_on', 'is', null)
    .where('a.withdrawn_on', 'is', null)
    .orderBy(URGENCY)
    .orderBy('a.due_on')
    .execute();
  const past = await db
    .selectFrom('Assignments as a')
    .innerJoin('Requirements as r', 'r.id_requirement', 'a.id_requirement')
    .select([
      'a.id_assignment',
      'r.title',
      'a.id_requirement',
      'a.cycle',
      'a.status',
      'a.assigned_on',
      sql<string>`coalesce(a.closed_on, a.withdrawn_on)`.as('ended_on'),
      sql<boolean>`a.withdrawn_on IS NOT NULL`.as('withdrawn'),
      'a.completed_on',
      'a.valid_until',
    ])
    .where('a.id_profile', '=', profileId)
    .where((eb) => eb.or([eb('a.closed_on', 'is not', null), eb('a.withdrawn_on', 'is not', null)]))
    .orderBy(sql`coalesce(a.closed_on, a.withdrawn_on)`, 'desc')
    .orderBy('a.cycle', 'desc')
    .execute();
  // A completed cycle gave its last valid day to the certificates it counted (refresh-assignments.ts).
  const certificates =
    past.length === 0
      ? []
      : await db
          .selectFrom('Certificates as c')
          .innerJoin('Requirement_Courses as rc', 'rc.id_course', 'c.id_course')
          .select(['rc.id_requirement', 'c.valid_until', 'c.code', 'c.course_title'])
          .where('c.id_profile', '=', profileId)
          .where('c.valid_until', 'is not', null)
          .where(
            'rc.id_requirement',
            'in',
            past.map((row) => row.id_requirement),
          )
          .orderBy('rc.position')
          .execute();
  return {
    current: current.map((row) => ({
      id: row.id_assignment,
      requirementId: row.id_requirement,
      title: row.title,
      cycle: row.cycle,
      status: row.status,
      dueOn: row.due_on,
      completedOn: row.completed_on,
      validUntil: row.valid_until,
      exemptUntil: row.exempt_until,
      courseId: row.course_id,
    })),
    history: past.map((row) => ({
      id: row.id_assignment,
      title: row.title,
      cycle: row.cycle,
      status: row.status,
      assignedOn: row.assigned_on,
      endedOn: row.ended_on,
      withdrawn: row.withdrawn,
      completedOn: row.completed_on,
      validUntil: row.valid_until,
      certificates:
        row.valid_until === null
          ? []
          : certificates
              .filter((c) => c.id_requirement === row.id_requirement && c.valid_until === row.valid_until)
              .map((c) => ({ code: c.code, courseTitle: c.course_title })),
    })),
  };
}

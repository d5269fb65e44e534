import { assignmentStatus, dayIn, type AssignmentStatus, type CalendarDay } from '@aula/shared';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../db/schema';
import { stillCounts, validUntil } from './cycle-dates';
import { loadRequirementConfigs, type RequirementConfig } from './requirement-config';

type Executor = Kysely<DB> | Transaction<DB>;

/** Why a status was recomputed: written with every change it makes. */
export type StatusCause =
  | 'assigned'
  | 'progress'
  | 'time'
  | 'exempted'
  | 'exemption_ended'
  | 'cycle_opened'
  | 'withdrawn'
  | 'deactivated';

export interface RefreshContext {
  now: Date;
  today: CalendarDay;
  /** The academy's, in which a completion's instant falls on a day. */
  timeZone: string;
  cause: StatusCause;
  actorId?: string | null;
}

interface LiveRow {
  id_assignment: string;
  id_requirement: string;
  id_profile: string;
  cycle: number;
  assigned_on: string;
  due_on: string;
  started_on: string | null;
  completed_on: string | null;
  valid_until: string | null;
  previous_valid_until: string | null;
  exempt_until: string | null;
  status: AssignmentStatus;
  next_check_on: string | null;
}

export interface Refreshed extends LiveRow {
  /** The status before this refresh. */
  previous: AssignmentStatus;
}

/** How many assignments one statement reads or writes. */
export const REFRESH_BATCH = 1000;

/**
 * Recomputes live assignments from what the person has done and the day it is: the courses of
 * the path completed in this cycle (for a first cycle, also before it, while the completion still
 * counts), whether one was started, and then the status, through the one status function
 * (docs/product/mandatory-training.md#status-defined-once). Writes what changed, with a status
 * change row per changed status, and answers every row as it now stands.
 */
export async function refreshAssignments(
  trx: Executor,
  ids: readonly string[],
  context: RefreshContext,
): Promise<Refreshed[]> {
  const answered: Refreshed[] = [];
  for (let start = 0; start < ids.length; start += REFRESH_BATCH) {
    answered.push(...(await refreshBatch(trx, ids.slice(start, start + REFRESH_BATCH), context)));
  }
  return answered;
}

async function refreshBatch(
  trx: Executor,
  ids: readonly string[],
  context: RefreshContext,
): Promise<Refreshed[]> {
  if (ids.length === 0) return [];
  const rows: LiveRow[] = await trx
    .selectFrom('Assignments')
    .select([
      'id_assignment',
      'id_requirement',
      'id_profile',
      'cycle',
      'assigned_on',
      'due_on',
      'started_on',
      'completed_on',
      'valid_until',
      'previous_valid_until',
      'exempt_until',
      'status',
      'next_check_on',
    ])
    .where('id_assignment', 'in', ids)
    .where('closed_on', 'is', null)
    .where('withdrawn_on', 'is', null)
    .execute();
  if (rows.length === 0) return [];
  const configs = new Map(
    (await loadRequirementConfigs(trx, { ids: [...new Set(rows.map((row) => row.id_requirement))] })).map(
      (config) => [config.id, config],
    ),
  );
  const courseFacts = await readCourseFacts(trx, rows);
  const refreshed = rows.map((row) =>
    recompute(row, configs.get(row.id_requirement)!, courseFacts.get(row.id_assignment) ?? [], context),
  );
  await writeChanges(trx, refreshed, rows, context);
  return refreshed;
}

interface CourseFact {
  completedAt: Date | null;
  started: boolean;
}

/** Per assignment, per course of its path: the latest completion (a certificate) and whether its live enrollment has progress. */
async function readCourseFacts(trx: Executor, rows: LiveRow[]) {
  const facts = await trx
    .selectFrom('Assignments as a')
    .innerJoin('Requirement_Courses as rc', 'rc.id_requirement', 'a.id_requirement')
    .select([
      'a.id_assignment',
      sql<Date | null>`(SELECT max(c.completed_at) FROM "Certificates" c
        WHERE c.id_profile = a.id_profile AND c.id_course = rc.id_course)`.as('completed_at'),
      sql<boolean>`EXISTS (SELECT 1 FROM "Enrollments" e WHERE e.id_profile = a.id_profile
        AND e.id_course = rc.id_course AND e.deleted_at IS NULL AND e.progress > 0)`.as('started'),
    ])
    .where(
      'a.id_assignment',
      'in',
      rows.map((row) => row.id_assignment),
    )
    .execute();
  const byAssignment = new Map<string, CourseFact[]>();
  for (const fact of facts) {
    const list = byAssignment.get(fact.id_assignment) ?? [];
    list.push({
      completedAt: fact.completed_at === null ? null : new Date(fact.completed_at),
      started: fact.started,
    });
    byAssignment.set(fact.id_assignment, list);
  }
  return byAssignment;
}

/**
 * One assignment's facts and status as of `context.today`. A course counts for the cycle when it
 * was completed in it (on or after the day the cycle was assigned) or, for a first cycle, before it
 * while that completion still counts on the day it was assigned.
 */
function recompute(
  row: LiveRow,
  config: RequirementConfig,
  courses: CourseFact[],
  context: RefreshContext,
): Refreshed {
  const counted: CalendarDay[] = [];
  for (const course of courses) {
    if (course.completedAt === null) continue;
    const day = dayIn(course.completedAt, context.timeZone);
    const counts = day >= row.assigned_on || (row.cycle === 1 && stillCounts(config, day, row.assigned_on));
    if (counts) counted.push(day);
  }
  const complete = courses.length > 0 && counted.length === courses.length;
  const sorted = [...counted].sort();
  const completedOn = complete ? sorted[sorted.length - 1]! : null;
  const valid = completedOn === null ? null : validUntil(config, sorted[0]!, completedOn, row.due_on);
  const started = counted.length > 0 || courses.some((course) => course.started);
  const startedOn = started ? (row.started_on ?? context.today) : null;
  const facts = {
    dueOn: row.due_on,
    startedOn,
    completedOn,
    validUntil: valid,
    previousValidUntil: row.previous_valid_until,
    exemptUntil: row.exempt_until,
  };
  const { status, nextCheckOn } = assignmentStatus(facts, config.windows, context.today);
  return {
    ...row,
    started_on: startedOn,
    completed_on: completedOn,
    valid_until: valid,
    status,
    next_check_on: nextCheckOn,
    previous: row.status,
  };
}

const FACT_COLUMNS = ['started_on', 'completed_on', 'valid_until', 'status', 'next_check_on'] as const;

/**
 * Writes the rows whose facts or status changed, in one statement, and a status change row for
 * each changed status; a completion that now has a last valid day gives it to its certificates.
 */
async function writeChanges(
  trx: Executor,
  refreshed: Refreshed[],
  before: LiveRow[],
  context: RefreshContext,
) {
  const old = new Map(before.map((row) => [row.id_assignment, row]));
  // A row just created holds a placeholder status: its first status is written as its beginning.
  const beginning = context.cause === 'assigned' || context.cause === 'cycle_opened';
  const changed = refreshed.filter((row) =>
    FACT_COLUMNS.some((column) => row[column] !== old.get(row.id_assignment)![column]),
  );
  if (changed.length > 0) await writeFacts(trx, changed, context);
  const statusChanges = beginning ? refreshed : changed.filter((row) => row.status !== row.previous);
  if (statusChanges.length > 0) {
    await trx
      .insertInto('Assignment_Status_Changes')
      .values(
        statusChanges.map((row) => ({
          id_assignment: row.id_assignment,
          changed_on: context.today,
          changed_at: context.now,
          from_status: beginning ? null : row.previous,
          to_status: row.status,
          cause: context.cause,
          id_actor: context.actorId ?? null,
        })),
      )
      .execute();
  }
  for (const row of changed) {
    const was = old.get(row.id_assignment)!;
    if (
      row.valid_until === null ||
      (row.valid_until === was.valid_until && row.completed_on === was.completed_on)
    )
      continue;
    await giveValidityToCertificates(trx, row);
  }
}

async function writeFacts(trx: Executor, changed: Refreshed[], context: RefreshContext) {
  const values = changed.map(
    (row) =>
      sql`(${row.id_assignment}::uuid, ${row.status}, ${row.started_on}::date, ${row.completed_on}::date,
        ${row.valid_until}::date, ${row.next_check_on}::date)`,
  );
  await sql`UPDATE "Assignments" AS a SET status = v.status,
      status_since = CASE WHEN a.status = v.status THEN a.status_since ELSE ${context.today}::date END,
      started_on = v.started_on, completed_on = v.completed_on, valid_until = v.valid_until,
      next_check_on = v.next_check_on, updated_at = ${context.now}
    FROM (VALUES ${sql.join(values)}) AS v(id, status, started_on, completed_on, valid_until, next_check_on)
    WHERE a.id_assignment = v.id`.execute(trx);
}

/** The certificates a completed cycle counted carry its last valid day ('Válido hasta'). */
async function giveValidityToCertificates(trx: Executor, row: Refreshed) {
  await sql`UPDATE "Certificates" c SET valid_until = ${row.valid_until}::date
    FROM "Requirement_Courses" rc
    WHERE rc.id_requirement = ${row.id_requirement} AND c.id_course = rc.id_course AND c.id_profile = ${row.id_profile}
      AND c.completed_at = (SELECT max(c2.completed_at) FROM "Certificates" c2
        WHERE c2.id_profile = c.id_profile AND c2.id_course = c.id_course)`.execute(trx);
}

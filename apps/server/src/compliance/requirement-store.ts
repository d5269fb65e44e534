import {
  ASSIGNMENT_STATUSES,
  complianceMessages,
  dayIn,
  type AssignmentStatus,
  type Requirement,
  type RequirementData,
  type RequirementPreview,
  type RequirementRule,
  type RequirementSummary,
} from '@aula/shared';
import { sql, type Kysely, type Transaction } from 'kysely';
import { authorize } from '../auth/permissions';
import type { Viewer } from '../auth/viewer';
import { AppError } from '../core/app-error';
import type { DB } from '../db/schema';
import type { AppDeps } from '../deps';
import { complianceContext, followInAssignments } from './compliance-jobs';
import { stillCounts } from './cycle-dates';
import { dueOf, loadRequirementConfigs, recurrenceOf } from './requirement-config';
import { matchedPeople } from './rule-condition';

const m = complianceMessages.errors;
type Executor = Kysely<DB> | Transaction<DB>;
type Deps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'jobs'>;

/** Every requirement, drafts first then by title, with how its live assignments stand. */
export async function listRequirements(db: Kysely<DB>, auth: Viewer): Promise<RequirementSummary[]> {
  authorize(auth, 'requirements.manage');
  const rows = await db
    .selectFrom('Requirements as r')
    .select([
      'r.id_requirement',
      'r.title',
      'r.state',
      'r.updated_at',
      (eb) =>
        eb
          .selectFrom('Requirement_Courses as rc')
          .select(sql<number>`count(*)::int`.as('n'))
          .whereRef('rc.id_requirement', '=', 'r.id_requirement')
          .as('courses'),
    ])
    .orderBy(sql`CASE r.state WHEN 'draft' THEN 0 WHEN 'active' THEN 1 ELSE 2 END`)
    .orderBy('r.title')
    .execute();
  const counts = await db
    .selectFrom('Assignments')
    .select(['id_requirement', 'status', sql<number>`count(*)::int`.as('n')])
    .where('closed_on', 'is', null)
    .where('withdrawn_on', 'is', null)
    .groupBy(['id_requirement', 'status'])
    .execute();
  return rows.map((row) => {
    const own = counts.filter((count) => count.id_requirement === row.id_requirement);
    const byStatus = Object.fromEntries(
      ASSIGNMENT_STATUSES.map((status) => [status, own.find((count) => count.status === status)?.n ?? 0]),
    ) as Record<AssignmentStatus, number>;
    return {
      id: row.id_requirement,
      title: row.title,
      state: row.state,
      courses: row.courses ?? 0,
      assigned: own.reduce((sum, count) => sum + count.n, 0),
      counts: byStatus,
      updatedAt: row.updated_at.toISOString(),
    };
  });
}

async function findRow(db: Executor, id: string, lock = false) {
  const row = await db
    .selectFrom('Requirements')
    .selectAll()
    .where('id_requirement', '=', id)
    .$if(lock, (query) => query.forUpdate())
    .executeTakeFirst();
  if (!row) throw AppError.notFound(m.notFound);
  return row;
}

/** One requirement as its page shows it. */
export async function getRequirement(db: Executor, auth: Viewer, id: string): Promise<Requirement> {
  authorize(auth, 'requirements.manage');
  const row = await findRow(db, id);
  const [courses, rules] = await Promise.all([
    db
      .selectFrom('Requirement_Courses as rc')
      .innerJoin('Courses as c', 'c.id_course', 'rc.id_course')
      .select(['c.id_course', 'c.title'])
      .where('rc.id_requirement', '=', id)
      .orderBy('rc.position')
      .execute(),
    db
      .selectFrom('Requirement_Rules as rr')
      .leftJoin('Units as un', 'un.id_unit', 'rr.id_unit')
      .leftJoin('Positions as pos', 'pos.id_position', 'rr.id_position')
      .leftJoin('Industries as ind', 'ind.id_industry', 'rr.id_industry')
      .select([
        'rr.excludes',
        'rr.id_unit',
        'rr.with_subunits',
        'rr.id_position',
        'rr.id_industry',
        'un.name as unit_name',
        'pos.name as position_name',
        'ind.name as industry_name',
      ])
      .where('rr.id_requirement', '=', id)
      .orderBy('rr.position')
      .execute(),
  ]);
  const ruleView = (rule: (typeof rules)[number]) => ({
    unitId: rule.id_unit,
    withSubunits: rule.with_subunits,
    positionId: rule.id_position,
    professionId: rule.id_industry,
    unitName: rule.unit_name,
    positionName: rule.position_name,
    professionName: rule.industry_name,
  });
  return {
    id: row.id_requirement,
    title: row.title,
    description: row.description,
    state: row.state,
    courseIds: courses.map((course) => course.id_course),
    courses: courses.map((course) => ({ id: course.id_course, title: course.title })),
    inOrder: row.in_order,
    due: dueOf(row),
    recurrence: recurrenceOf(row),
    validityMonths: row.validity_months,
    recertifyDays: row.recertify_days,
    dueSoonDays: row.due_soon_days,
    reminders: {
      beforeDue: row.remind_before_days,
      whenOverdue: row.remind_when_overdue,
      overdueEveryDays: row.overdue_every_days,
      beforeExpiry: row.remind_expiry_days,
    },
    rules: rules.filter((rule) => !rule.excludes).map(ruleView),
    exclusions: rules.filter((rule) => rule.excludes).map(ruleView),
    activatedAt: row.activated_at?.toISOString() ?? null,
    updatedAt: row.updated_at.toISOString(),
  };
}

/** A fixed due date must not have passed when the schedule is chosen (a draft's, or an inactive one's). */
function checkDueDate(input: RequirementData, today: string) {
  if (input.due.kind === 'fixed' && input.due.on < today) throw AppError.invalidField('due', m.datePast);
}

/** Refuses courses that are not live and published, and units, positions or professions that are gone. */
async function checkReferences(db: Executor, input: RequirementData) {
  const courses = await db
    .selectFrom('Courses')
    .select('id_course')
    .where('id_course', 'in', input.courseIds)
    .where('deleted_at', 'is', null)
    .where('is_publish', '=', true)
    .execute();
  if (courses.length !== input.courseIds.length) throw AppError.invalidField('courseIds', m.courseNotFound);
  const all = [...input.rules, ...input.exclusions];
  const ids = (pick: (rule: RequirementRule) => string | null) => [
    ...new Set(all.map(pick).filter((id): id is string => id !== null)),
  ];
  const checks = [
    {
      table: 'Units',
      column: 'id_unit',
      live: 'archived_at',
      ids: ids((r) => r.unitId),
      message: m.unitNotFound,
    },
    {
      table: 'Positions',
      column: 'id_position',
      live: 'archived_at',
      ids: ids((r) => r.positionId),
      message: m.positionNotFound,
    },
    {
      table: 'Industries',
      column: 'id_industry',
      live: 'deleted_at',
      ids: ids((r) => r.professionId),
      message: m.professionNotFound,
    },
  ] as const;
  for (const check of checks) {
    if (check.ids.length === 0) continue;
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(check.table)}
      WHERE ${sql.ref(check.column)} IN (${sql.join(check.ids)}) AND ${sql.ref(check.live)} IS NULL`.execute(
      db,
    );
    if (rows[0]!.n !== check.ids.length) throw AppError.invalidField('rules', check.message);
  }
}

const scheduleColumns = (input: RequirementData) => ({
  in_order: input.inOrder,
  due_kind: input.due.kind,
  due_days: input.due.kind === 'fixed' ? null : input.due.days,
  due_on: input.due.kind === 'fixed' ? input.due.on : null,
  recurrence: input.recurrence.kind,
  recurrence_months: input.recurrence.kind === 'every_months' ? input.recurrence.months : null,
  recurrence_day: input.recurrence.kind === 'yearly_on' ? input.recurrence.day : null,
  validity_months: input.validityMonths,
  recertify_days: input.recertifyDays,
  due_soon_days: input.dueSoonDays,
});

const openColumns = (input: RequirementData) => ({
  title: input.title,
  description: input.description,
  remind_before_days: input.reminders.beforeDue,
  remind_when_overdue: input.reminders.whenOverdue,
  overdue_every_days: input.reminders.overdueEveryDays,
  remind_expiry_days: input.reminders.beforeExpiry,
});

async function writeRules(trx: Executor, id: string, input: RequirementData) {
  await trx.deleteFrom('Requirement_Rules').where('id_requirement', '=', id).execute();
  const rows = [
    ...input.rules.map((rule) => ({ rule, excludes: false })),
    ...input.exclusions.map((rule) => ({ rule, excludes: true })),
  ].map(({ rule, excludes }, position) => ({
    id_requirement: id,
    position,
    excludes,
    id_unit: rule.unitId,
    with_subunits: rule.withSubunits,
    id_position: rule.positionId,
    id_industry: rule.professionId,
  }));
  await trx.insertInto('Requirement_Rules').values(rows).execute();
}

async function writeCourses(trx: Executor, id: string, courseIds: readonly string[]) {
  await trx.deleteFrom('Requirement_Courses').where('id_requirement', '=', id).execute();
  await trx
    .insertInto('Requirement_Courses')
    .values(courseIds.map((id_course, position) => ({ id_requirement: id, position, id_course })))
    .execute();
}

/** A new requirement, as a draft. */
export async function createRequirement(deps: Deps, auth: Viewer, input: RequirementData) {
  authorize(auth, 'requirements.manage');
  const { now, today } = complianceContext(deps);
  return deps.db.kysely.transaction().execute(async (trx) => {
    checkDueDate(input, today);
    await checkReferences(trx, input);
    const { id_requirement } = await trx
      .insertInto('Requirements')
      .values({
        ...openColumns(input),
        ...scheduleColumns(input),
        created_by: auth.profileId,
        created_at: now,
        updated_at: now,
      })
      .returning('id_requirement')
      .executeTakeFirstOrThrow();
    await writeCourses(trx, id_requirement, input.courseIds);
    await writeRules(trx, id_requirement, input);
    return getRequirement(trx, auth, id_requirement);
  });
}

const sameSchedule = (row: Record<string, unknown>, input: RequirementData, courseIds: readonly string[]) =>
  Object.entries(scheduleColumns(input)).every(([column, value]) => row[column] === value) &&
  courseIds.join() === input.courseIds.join();

/**
 * Saves a requirement. A draft or an inactive one changes freely; an active one keeps its courses
 * and schedule (people are working towards them) and its assignments follow the new rules.
 */
export async function updateRequirement(deps: Deps, auth: Viewer, id: string, input: RequirementData) {
  authorize(auth, 'requirements.manage');
  const { now, today } = complianceContext(deps);
  return deps.db.kysely.transaction().execute(async (trx) => {
    const row = await findRow(trx, id, true);
    // An active requirement's schedule cannot change (below), so its due date is not judged again.
    if (row.state !== 'active') checkDueDate(input, today);
    await checkReferences(trx, input);
    const courseIds = (
      await trx
        .selectFrom('Requirement_Courses')
        .select('id_course')
        .where('id_requirement', '=', id)
        .orderBy('position')
        .execute()
    ).map((course) => course.id_course);
    const active = row.state === 'active';
    if (active && !sameSchedule(row, input, courseIds)) throw AppError.conflict(m.lockedWhileActive);
    await trx
      .updateTable('Requirements')
      .set({ ...openColumns(input), ...(active ? {} : scheduleColumns(input)), updated_at: now })
      .where('id_requirement', '=', id)
      .execute();
    if (!active) await writeCourses(trx, id, input.courseIds);
    await writeRules(trx, id, input);
    if (active) await followInAssignments(trx, { requirementId: id }, now);
    return getRequirement(trx, auth, id);
  });
}

/** Activates or deactivates; assignments follow in the background. */
export async function setRequirementActive(deps: Deps, auth: Viewer, id: string, active: boolean) {
  authorize(auth, 'requirements.manage');
  const { now } = complianceContext(deps);
  const requirement = await deps.db.kysely.transaction().execute(async (trx) => {
    const row = await findRow(trx, id, true);
    if (active && row.state === 'active') throw AppError.conflict(m.alreadyActive);
    if (!active && row.state !== 'active') throw AppError.conflict(m.notActive);
    await trx
      .updateTable('Requirements')
      .set(
        active
          ? { state: 'active', activated_at: now, updated_at: now }
          : { state: 'inactive', deactivated_at: now, updated_at: now },
      )
      .where('id_requirement', '=', id)
      .execute();
    await followInAssignments(trx, { requirementId: id }, now);
    return getRequirement(trx, auth, id);
  });
  deps.jobs.nudge();
  return requirement;
}

/**
 * 'Afecta a N personas; M ya cumplen': whom the requirement matches today, and how many of them
 * already hold a completion of every course of the path that would count for a first cycle.
 */
export async function previewRequirement(deps: Deps, auth: Viewer, id: string): Promise<RequirementPreview> {
  authorize(auth, 'requirements.manage');
  const db = deps.db.kysely;
  const [config] = await loadRequirementConfigs(db, { ids: [id] });
  if (!config) throw AppError.notFound(m.notFound);
  const { today, timeZone } = complianceContext(deps);
  const matched = matchedPeople(db, config);
  const { people } = await matched.select(sql<number>`count(*)::int`.as('people')).executeTakeFirstOrThrow();
  // Each matched person's latest completion of each course of the path, judged as a first cycle would.
  const completions = await matched
    .innerJoin('Certificates as c', 'c.id_profile', 'p.id_profile')
    .where('c.id_course', 'in', config.courseIds)
    .select(['p.id_profile', 'c.id_course', (eb) => eb.fn.max('c.completed_at').as('completed_at')])
    .groupBy(['p.id_profile', 'c.id_course'])
    .execute();
  const counting = new Map<string, number>();
  for (const completion of completions) {
    if (stillCounts(config, dayIn(completion.completed_at, timeZone), today)) {
      counting.set(completion.id_profile, (counting.get(completion.id_profile) ?? 0) + 1);
    }
  }
  const alreadyCompliant = [...counting.values()].filter((n) => n === config.courseIds.length).length;
  return { people, alreadyCompliant };
}

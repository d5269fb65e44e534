import type { RequirementDue, RequirementRecurrence, RequirementState, StatusWindows } from '@aula/shared';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { DB, RequirementsTable } from '../db/schema';

type Executor = Kysely<DB> | Transaction<DB>;

export interface RuleRow {
  id_unit: string | null;
  with_subunits: boolean;
  id_position: string | null;
  id_industry: string | null;
}

/** What the assignment machinery needs of a requirement: its schedule, its path and its rules. */
export interface RequirementConfig {
  id: string;
  title: string;
  state: RequirementState;
  inOrder: boolean;
  due: RequirementDue;
  recurrence: RequirementRecurrence;
  validityMonths: number | null;
  windows: StatusWindows;
  /** The path, in order. */
  courseIds: string[];
  rules: RuleRow[];
  exclusions: RuleRow[];
}

type RequirementRow = Selectable<RequirementsTable>;

export function dueOf(row: Pick<RequirementRow, 'due_kind' | 'due_days' | 'due_on'>): RequirementDue {
  if (row.due_kind === 'fixed') return { kind: 'fixed', on: row.due_on! };
  return { kind: row.due_kind, days: row.due_days! };
}

export function recurrenceOf(
  row: Pick<RequirementRow, 'recurrence' | 'recurrence_months' | 'recurrence_day'>,
): RequirementRecurrence {
  if (row.recurrence === 'every_months') return { kind: 'every_months', months: row.recurrence_months! };
  if (row.recurrence === 'yearly_on') return { kind: 'yearly_on', day: row.recurrence_day! };
  return { kind: 'none' };
}

/** The requirements named (or every active one), as their config, in one read per table. */
export async function loadRequirementConfigs(
  db: Executor,
  filter: { ids?: readonly string[]; activeOnly?: boolean },
): Promise<RequirementConfig[]> {
  let query = db.selectFrom('Requirements').selectAll();
  if (filter.ids) {
    if (filter.ids.length === 0) return [];
    query = query.where('id_requirement', 'in', filter.ids);
  }
  if (filter.activeOnly) query = query.where('state', '=', 'active');
  const rows = await query.orderBy('created_at').execute();
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id_requirement);
  const [courses, rules] = await Promise.all([
    db
      .selectFrom('Requirement_Courses')
      .select(['id_requirement', 'id_course'])
      .where('id_requirement', 'in', ids)
      .orderBy('position')
      .execute(),
    db
      .selectFrom('Requirement_Rules')
      .select(['id_requirement', 'excludes', 'id_unit', 'with_subunits', 'id_position', 'id_industry'])
      .where('id_requirement', 'in', ids)
      .orderBy('position')
      .execute(),
  ]);
  return rows.map((row) => {
    const own = rules.filter((rule) => rule.id_requirement === row.id_requirement);
    return {
      id: row.id_requirement,
      title: row.title,
      state: row.state,
      inOrder: row.in_order,
      due: dueOf(row),
      recurrence: recurrenceOf(row),
      validityMonths: row.validity_months,
      windows: { dueSoonDays: row.due_soon_days, recertifyDays: row.recertify_days },
      courseIds: courses.filter((c) => c.id_requirement === row.id_requirement).map((c) => c.id_course),
      rules: own.filter((rule) => !rule.excludes),
      exclusions: own.filter((rule) => rule.excludes),
    };
  });
}

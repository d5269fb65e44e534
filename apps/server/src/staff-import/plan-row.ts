import { staffImportMessages } from '@aula/shared';
import type { OrganisationDirectory } from './organisation-directory';
import type { PeopleIndex, PersonRecord, PersonValues } from './people-index';
import type { StaffRow } from './read-row';

const m = staffImportMessages.rows;

export type RowPlan =
  | { outcome: 'fail'; reason: string }
  | { outcome: 'create'; values: PersonValues }
  | { outcome: 'update'; person: PersonRecord; values: PersonValues }
  | { outcome: 'unchanged'; person: PersonRecord };

type Resolved = { values: PersonValues; problems: string[] };

/** The unit, position, profession and specialty cells as ids of the directory, or why not. */
function resolveReferences(
  row: StaffRow,
  directory: OrganisationDirectory,
  createUnits: boolean,
  person: PersonRecord | undefined,
): Resolved {
  const problems: string[] = [];
  const values: PersonValues = { email: row.email!, names: row.names!, lastNames: row.lastNames! };
  if (row.staffNumber !== null) values.staffNumber = row.staffNumber;
  if (row.hireDate !== null) values.hireDate = row.hireDate;
  if (row.unit !== null) {
    const found = directory.unit(row.unit, createUnits);
    if (found.kind === 'unit') values.unitId = found.unit.id;
    else if (found.kind === 'create') values.unitPath = found.path;
    else if (found.kind === 'unknown') problems.push(m.unknownUnit(row.unit));
    else if (found.kind === 'too-deep') problems.push(m.unitTooDeep(row.unit));
    // An archived unit takes no one new; a person already in it keeps it (organisation.md).
    else if (found.kind === 'archived' && found.id !== undefined && found.id === person?.unitId) {
      values.unitId = found.id;
    } else problems.push(m.archivedUnit(row.unit));
  }
  if (row.position !== null) {
    const position = directory.position(row.position);
    if (!position) problems.push(m.unknownPosition(row.position));
    else if (position.archived && position.id !== person?.positionId)
      problems.push(m.archivedPosition(row.position));
    else values.positionId = position.id;
  }
  if (row.profession !== null) {
    const industryId = directory.profession(row.profession);
    if (!industryId) problems.push(m.unknownProfession(row.profession));
    else {
      values.industryId = industryId;
      if (row.specialty !== null) {
        const specialtyId = directory.specialty(industryId, row.specialty);
        if (!specialtyId) problems.push(m.unknownSpecialty(row.specialty));
        else values.specialtyId = specialtyId;
      } else if (person?.industryId !== industryId) values.specialtyId = null;
    }
  }
  return { values, problems };
}

/** Whether applying `values` would leave the person as they are. */
function changes(person: PersonRecord, values: PersonValues): boolean {
  const differs = <K extends keyof PersonValues & keyof PersonRecord>(key: K) =>
    values[key] !== undefined && values[key] !== person[key];
  return (
    differs('email') ||
    differs('names') ||
    differs('lastNames') ||
    differs('staffNumber') ||
    differs('unitId') ||
    values.unitPath !== undefined ||
    differs('positionId') ||
    differs('industryId') ||
    differs('specialtyId') ||
    differs('hireDate')
  );
}

/**
 * What one row does, against the people as they are (docs/product/staff-import.md#who-a-row-is):
 * the staff number names the person when the row has one, the email otherwise. A staff number
 * nobody has yet may still find its person by email, if that person has no staff number of their
 * own. A row that names no one creates a person. The same function plans the dry run and runs the
 * import, so what the preview shows is what the import does.
 */
export function planRow(
  row: StaffRow,
  people: PeopleIndex,
  directory: OrganisationDirectory,
  createUnits: boolean,
): RowPlan {
  if (row.problems.length > 0) return { outcome: 'fail', reason: row.problems.join(' ') };
  const email = row.email!;
  const byEmail = people.byEmail(email);
  let person: PersonRecord | undefined;
  if (row.staffNumber !== null) {
    person = people.byStaffNumber(row.staffNumber);
    if (person && byEmail && byEmail.profileId !== person.profileId) {
      return { outcome: 'fail', reason: m.emailTaken(email) };
    }
    if (!person && byEmail) {
      if (byEmail.staffNumber !== null) return { outcome: 'fail', reason: m.emailOfOtherStaffNumber(email) };
      person = byEmail;
    }
  } else person = byEmail;

  const { values, problems } = resolveReferences(row, directory, createUnits, person);
  if (problems.length > 0) return { outcome: 'fail', reason: problems.join(' ') };
  if (!person) return { outcome: 'create', values };
  return changes(person, values) ? { outcome: 'update', person, values } : { outcome: 'unchanged', person };
}

/**
 * Rows that repeat an earlier row's staff number or email fail, naming the earlier line: which
 * of two rows is the person is for the admin to say, and the first one is imported.
 */
export function repeatedRows(rows: readonly StaffRow[]): Map<number, string> {
  const staffNumbers = new Map<string, number>();
  const emails = new Map<string, number>();
  const repeated = new Map<number, string>();
  for (const row of rows) {
    if (row.problems.length > 0) continue;
    const staffKey = row.staffNumber?.toLowerCase();
    const firstStaff = staffKey === undefined ? undefined : staffNumbers.get(staffKey);
    const firstEmail = emails.get(row.email!);
    if (firstStaff !== undefined)
      repeated.set(row.line, m.duplicateStaffNumber(row.staffNumber!, firstStaff));
    else if (firstEmail !== undefined) repeated.set(row.line, m.duplicateEmail(row.email!, firstEmail));
    else {
      if (staffKey !== undefined) staffNumbers.set(staffKey, row.line);
      emails.set(row.email!, row.line);
    }
  }
  return repeated;
}

/** A row's plan, and the person it leaves behind when it creates or updates one. */
export interface PlannedRow {
  line: number;
  plan: RowPlan;
  record?: PersonRecord;
}

/**
 * Plans rows in the file's order, each seeing what the rows above it did. Rows in `failed` fail
 * with the reason given there: the rows repeating an earlier one (a dry run), or the rows the dry
 * run refused (the import, which does what its preview showed).
 */
export function planRows(
  rows: readonly StaffRow[],
  people: PeopleIndex,
  directory: OrganisationDirectory,
  createUnits: boolean,
  failed: ReadonlyMap<number, string>,
): PlannedRow[] {
  return rows.map((row) => {
    const reason = failed.get(row.line);
    if (reason !== undefined) return { line: row.line, plan: { outcome: 'fail', reason } };
    const plan = planRow(row, people, directory, createUnits);
    if (plan.outcome !== 'create' && plan.outcome !== 'update') return { line: row.line, plan };
    const before = plan.outcome === 'update' ? plan.person : undefined;
    return { line: row.line, plan, record: people.apply(row.line, before, plan.values) };
  });
}

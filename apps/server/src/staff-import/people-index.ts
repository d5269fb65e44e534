import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { StaffRow } from './read-row';

/** What a row sets; undefined: the file says nothing of it and the person's value stays. */
export interface PersonValues {
  email: string;
  names: string;
  lastNames: string;
  staffNumber?: string;
  unitId?: string;
  /** a unit the import creates first, by its path */
  unitPath?: string;
  positionId?: string;
  industryId?: string;
  /** null: a new profession without a specialty clears the old profession's specialty */
  specialtyId?: string | null;
  hireDate?: string;
}

/** A live person as an import compares them with a row. */
export interface PersonRecord {
  /** 'new:<line>' for a person a row of this import creates, until they exist */
  profileId: string;
  email: string;
  names: string;
  lastNames: string;
  staffNumber: string | null;
  unitId: string | null;
  positionId: string | null;
  industryId: string | null;
  specialtyId: string | null;
  hireDate: string | null;
}

/** Keys per query: an IN list far below any engine's limit on parameters. */
const KEYS_PER_QUERY = 1000;

const staffKey = (staffNumber: string) => staffNumber.toLowerCase();

/**
 * The live people a set of rows may name, by email and by staff number (case does not count, as
 * the unique index has it). Read once for the rows at hand, then kept up to date as rows are
 * planned, so that a row sees what the rows above it did (docs/product/staff-import.md#who-a-row-is).
 */
export class PeopleIndex {
  private readonly emails = new Map<string, PersonRecord>();
  private readonly staffNumbers = new Map<string, PersonRecord>();

  static async read(db: Kysely<DB>, rows: readonly StaffRow[]): Promise<PeopleIndex> {
    const index = new PeopleIndex();
    const emails = [...new Set(rows.flatMap((row) => (row.email ? [row.email] : [])))];
    const staff = [...new Set(rows.flatMap((row) => (row.staffNumber ? [staffKey(row.staffNumber)] : [])))];
    const batches = Math.max(
      Math.ceil(emails.length / KEYS_PER_QUERY),
      Math.ceil(staff.length / KEYS_PER_QUERY),
    );
    for (let batch = 0; batch < batches; batch++) {
      const someEmails = emails.slice(batch * KEYS_PER_QUERY, (batch + 1) * KEYS_PER_QUERY);
      const someStaff = staff.slice(batch * KEYS_PER_QUERY, (batch + 1) * KEYS_PER_QUERY);
      const found = await db
        .selectFrom('Profiles as p')
        .innerJoin('Users as u', 'u.id_user', 'p.id_user')
        .select([
          'p.id_profile',
          'u.email',
          'p.names',
          'p.last_names',
          'p.staff_number',
          'p.id_unit',
          'p.id_position',
          'p.id_industry',
          'p.id_specialty',
          'p.hire_date',
        ])
        .where('p.deleted_at', 'is', null)
        .where('u.deleted_at', 'is', null)
        .where((eb) =>
          eb.or([
            ...(someEmails.length > 0 ? [eb('u.email', 'in', someEmails)] : []),
            ...(someStaff.length > 0 ? [eb(eb.fn('lower', ['p.staff_number']), 'in', someStaff)] : []),
          ]),
        )
        .execute();
      for (const row of found) {
        index.remember({
          profileId: row.id_profile,
          email: row.email,
          names: row.names,
          lastNames: row.last_names,
          staffNumber: row.staff_number,
          unitId: row.id_unit,
          positionId: row.id_position,
          industryId: row.id_industry,
          specialtyId: row.id_specialty,
          hireDate: row.hire_date,
        });
      }
    }
    return index;
  }

  byEmail(email: string): PersonRecord | undefined {
    return this.emails.get(email);
  }

  byStaffNumber(staffNumber: string): PersonRecord | undefined {
    return this.staffNumbers.get(staffKey(staffNumber));
  }

  /** Every person found, once: whom a full-roster import keeps. */
  profileIds(): Set<string> {
    return new Set([...this.emails.values()].map((person) => person.profileId));
  }

  private remember(person: PersonRecord) {
    this.emails.set(person.email, person);
    if (person.staffNumber !== null) this.staffNumbers.set(staffKey(person.staffNumber), person);
  }

  /** What a planned row makes of the person it names (or creates), for the rows below it. */
  apply(line: number, person: PersonRecord | undefined, values: PersonValues): PersonRecord {
    if (person) {
      this.emails.delete(person.email);
      if (person.staffNumber !== null) this.staffNumbers.delete(staffKey(person.staffNumber));
    }
    const base: PersonRecord = person ?? {
      profileId: `new:${line}`,
      email: values.email,
      names: values.names,
      lastNames: values.lastNames,
      staffNumber: null,
      unitId: null,
      positionId: null,
      industryId: null,
      specialtyId: null,
      hireDate: null,
    };
    const next: PersonRecord = {
      ...base,
      email: values.email,
      names: values.names,
      lastNames: values.lastNames,
      staffNumber: values.staffNumber ?? base.staffNumber,
      unitId: values.unitId ?? base.unitId,
      positionId: values.positionId ?? base.positionId,
      industryId: values.industryId ?? base.industryId,
      specialtyId: values.specialtyId === undefined ? base.specialtyId : values.specialtyId,
      hireDate: values.hireDate ?? base.hireDate,
    };
    this.remember(next);
    return next;
  }

  /** Once a row's new person exists, they are known by their real id. */
  identify(record: PersonRecord, profileId: string) {
    record.profileId = profileId;
  }
}

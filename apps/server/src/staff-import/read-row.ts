import {
  calendarDaySchema,
  emailSchema,
  lastNamesSchema,
  namesSchema,
  staffImportMessages,
  STAFF_NUMBER_MAX,
  type StaffImportMapping,
} from '@aula/shared';
import type { z } from 'zod';

const m = staffImportMessages.rows;
const field = staffImportMessages.fields;

/** A row of the file as Aula understands it: null where the column is not read or the cell is empty. */
export interface StaffRow {
  line: number;
  email: string | null;
  names: string | null;
  lastNames: string | null;
  staffNumber: string | null;
  unit: string | null;
  position: string | null;
  profession: string | null;
  specialty: string | null;
  /** as 'YYYY-MM-DD' */
  hireDate: string | null;
  /** what is wrong with the row on its own, in Spanish; empty when nothing */
  problems: string[];
}

const STAFF_NUMBER = /^[\p{L}\p{N}._/-]+$/u;

/** '1/3/2024' and '01/03/2024' (day first, as in Peru) and '2024-03-01', as a calendar day. */
function calendarDay(text: string): string | null {
  const dayFirst = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  const day = dayFirst
    ? `${dayFirst[3]}-${dayFirst[2]!.padStart(2, '0')}-${dayFirst[1]!.padStart(2, '0')}`
    : text;
  return calendarDaySchema.safeParse(day).success ? day : null;
}

/** The first message of a schema's refusal, or null when the value passes. */
function refusal(schema: z.ZodType, value: string) {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

/**
 * Reads one row through the admin's mapping and checks what can be checked without the database:
 * required cells, the email's and the date's form, the lengths the forms allow. Names are checked
 * with the same rules as the 'Nuevo Usuario' form (docs/product/staff-import.md#row-errors).
 */
export function readRow(line: number, cells: readonly string[], mapping: StaffImportMapping): StaffRow {
  const cell = (column: number | null) => {
    const text = column === null ? '' : (cells[column] ?? '').trim();
    return text === '' ? null : text;
  };
  const problems: string[] = [];
  const row: StaffRow = {
    line,
    email: cell(mapping.email)?.toLowerCase() ?? null,
    names: cell(mapping.names),
    lastNames: cell(mapping.lastNames),
    staffNumber: cell(mapping.staffNumber),
    unit: cell(mapping.unit),
    position: cell(mapping.position),
    profession: cell(mapping.profession),
    specialty: cell(mapping.specialty),
    hireDate: null,
    problems,
  };
  if (row.email === null) problems.push(m.missing(field.email));
  else if (!emailSchema.safeParse(row.email).success) problems.push(m.badEmail(row.email));
  if (row.names === null) problems.push(m.missing(field.names));
  else {
    const refused = refusal(namesSchema, row.names);
    if (refused) problems.push(refused);
  }
  if (row.lastNames === null) problems.push(m.missing(field.lastNames));
  else {
    const refused = refusal(lastNamesSchema, row.lastNames);
    if (refused) problems.push(refused);
  }
  if (row.staffNumber !== null) {
    if (row.staffNumber.length > STAFF_NUMBER_MAX)
      problems.push(m.tooLong(field.staffNumber, STAFF_NUMBER_MAX));
    else if (!STAFF_NUMBER.test(row.staffNumber)) problems.push(m.badStaffNumber(row.staffNumber));
  }
  const hireDate = cell(mapping.hireDate);
  if (hireDate !== null) {
    row.hireDate = calendarDay(hireDate);
    if (row.hireDate === null) problems.push(m.badDate(hireDate));
  }
  if (row.specialty !== null && row.profession === null) problems.push(m.specialtyWithoutProfession);
  return row;
}

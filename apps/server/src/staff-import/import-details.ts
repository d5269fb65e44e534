import {
  staffImportMessages as m,
  type StaffImportAbsent,
  type StaffImportRows,
  type StaffImportRowsQuery,
} from '@aula/shared';
import { sql, type Kysely } from 'kysely';
import { AppError } from '../core/app-error';
import { pageAndTotal, type Paging } from '../db/paging';
import type { DB } from '../db/schema';
import { writeStaffFile, type WrittenFile } from './write-staff-file';

async function importFound(db: Kysely<DB>, id: string) {
  const found = await db
    .selectFrom('Staff_Imports')
    .select(['file_name', 'format', 'headers', 'mapping', 'status'])
    .where('id_import', '=', id)
    .executeTakeFirst();
  if (!found) throw AppError.notFound(m.notFound);
  return found;
}

/** The cell a mapped field reads, for naming a row's person in a list. */
const cellOf = (cells: readonly string[], column: number | null | undefined) =>
  column === null || column === undefined ? '' : (cells[column] ?? '');

/**
 * A page of an import's rows of one outcome, in the file's order: planned by the dry run until the
 * import starts, done by it afterwards. 'fail' is the preview's list of rows with their reasons.
 */
export async function listImportRows(
  db: Kysely<DB>,
  id: string,
  query: StaffImportRowsQuery,
): Promise<StaffImportRows> {
  const found = await importFound(db, id);
  const column = found.status === 'uploaded' || found.status === 'previewed' ? 'planned' : 'outcome';
  const matching = db
    .selectFrom('Staff_Import_Rows')
    .where('id_import', '=', id)
    .where(column, '=', query.outcome);
  const { rows, total } = await pageAndTotal(
    matching.select(['line', 'cells', 'reason']).orderBy('line'),
    matching,
    query,
  );
  const mapping = found.mapping;
  return {
    items: rows.map((row) => ({
      line: row.line,
      outcome: query.outcome,
      email: cellOf(row.cells, mapping?.email),
      name: [cellOf(row.cells, mapping?.names), cellOf(row.cells, mapping?.lastNames)].join(' ').trim(),
      reason: row.reason,
    })),
    page: query.page,
    pageSize: query.pageSize,
    total,
  };
}

/** A page of the people a full-roster import deactivates (or deactivated), by name. */
export async function listAbsentees(db: Kysely<DB>, id: string, paging: Paging): Promise<StaffImportAbsent> {
  await importFound(db, id);
  const matching = db.selectFrom('Staff_Import_Absentees as a').where('a.id_import', '=', id);
  const { rows, total } = await pageAndTotal(
    matching
      .innerJoin('Profiles as p', 'p.id_profile', 'a.id_profile')
      .innerJoin('Users as u', 'u.id_user', 'p.id_user')
      .leftJoin('Units as un', 'un.id_unit', 'p.id_unit')
      .select([
        'p.id_profile',
        sql<string>`p.names || ' ' || p.last_names`.as('name'),
        'u.email',
        'p.staff_number',
        'un.name as unit_name',
      ])
      .orderBy('p.names')
      .orderBy('p.last_names')
      .orderBy('p.id_profile'),
    matching,
    paging,
  );
  return {
    items: rows.map((row) => ({
      id: row.id_profile,
      name: row.name,
      email: row.email,
      staffNumber: row.staff_number,
      unit: row.unit_name,
    })),
    ...paging,
    total,
  };
}

/**
 * 'Descargar las filas con errores': the failing rows as the admin uploaded them, in the same
 * format and columns, with the reason in a last column, so the file can be fixed and uploaded
 * again (docs/product/staff-import.md#the-error-file).
 */
export async function errorFile(db: Kysely<DB>, id: string): Promise<WrittenFile & { fileName: string }> {
  const found = await importFound(db, id);
  const column = found.status === 'uploaded' || found.status === 'previewed' ? 'planned' : 'outcome';
  const rows = await db
    .selectFrom('Staff_Import_Rows')
    .select(['cells', 'reason'])
    .where('id_import', '=', id)
    .where(column, '=', 'fail')
    .orderBy('line')
    .execute();
  const written = await writeStaffFile(
    found.format,
    [...found.headers, m.errorColumn],
    rows.map((row) => [...row.cells, row.reason ?? '']),
  );
  const base = found.file_name.replace(/\.(csv|xlsx|txt)$/i, '');
  return { ...written, fileName: `${m.errorFileName(base)}.${written.extension}` };
}

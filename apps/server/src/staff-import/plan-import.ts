import { ROLE_CODES, staffImportMessages as m, type StaffImport, type StaffImportPlan } from '@aula/shared';
import { sql, type Kysely } from 'kysely';
import { authorize } from '../auth/permissions';
import type { Viewer } from '../auth/viewer';
import { AppError } from '../core/app-error';
import type { DB } from '../db/schema';
import type { AppDeps } from '../deps';
import { lockImport, readImport } from './import-queries';
import { OrganisationDirectory } from './organisation-directory';
import { PeopleIndex } from './people-index';
import { planRows, repeatedRows } from './plan-row';
import { readRow, type StaffRow } from './read-row';

/** Rows updated per statement. */
const ROWS_PER_UPDATE = 1000;

/** An import's rows, in the file's order, read through its mapping. */
export async function importRows(
  db: Kysely<DB>,
  id: string,
  mapping: StaffImportPlan['mapping'],
  after = 0,
  limit?: number,
): Promise<Array<StaffRow & { planned: string | null; reason: string | null }>> {
  let query = db
    .selectFrom('Staff_Import_Rows')
    .select(['line', 'cells', 'planned', 'reason'])
    .where('id_import', '=', id)
    .where('line', '>', after)
    .orderBy('line');
  if (limit !== undefined) query = query.where('outcome', 'is', null).limit(limit);
  const rows = await query.execute();
  return rows.map((row) => ({
    ...readRow(row.line, row.cells, mapping),
    planned: row.planned,
    reason: row.reason,
  }));
}

/** Live students nobody in the file names, never the admin running it: whom a full roster deactivates. */
async function absentPeople(db: Kysely<DB>, inFile: Set<string>, auth: Viewer): Promise<string[]> {
  const students = await db
    .selectFrom('Profiles as p')
    .innerJoin('Roles as r', 'r.id_rol', 'p.id_rol')
    .innerJoin('Users as u', 'u.id_user', 'p.id_user')
    .select('p.id_profile')
    .where('p.deleted_at', 'is', null)
    .where('u.deleted_at', 'is', null)
    .where('r.code', 'not in', [ROLE_CODES.admin, ROLE_CODES.instructor])
    .execute();
  return students.map((row) => row.id_profile).filter((id) => !inFile.has(id) && id !== auth.profileId);
}

/**
 * The dry run (docs/product/staff-import.md#the-preview): every row is read through the admin's
 * mapping and planned against the people and the organisation as they are, and the plan is kept
 * with the import: what each row would do and why a row fails, the units it would create and,
 * for a full roster, whom it would deactivate. No person, unit or invitation is written. It may
 * run again with another mapping until the import is started.
 */
export async function planImport(
  deps: Pick<AppDeps, 'db'>,
  auth: Viewer,
  id: string,
  plan: StaffImportPlan,
): Promise<StaffImport> {
  authorize(auth, 'users.manage');
  const db = deps.db.kysely;
  const current = await db
    .selectFrom('Staff_Imports')
    .selectAll()
    .where('id_import', '=', id)
    .executeTakeFirst();
  if (!current) throw AppError.notFound(m.notFound);
  if (Object.values(plan.mapping).some((column) => column !== null && column >= current.headers.length)) {
    throw AppError.invalidField('mapping', m.mappingColumnUnknown);
  }
  const rows = await importRows(db, id, plan.mapping);
  const directory = await OrganisationDirectory.read(db);
  const people = await PeopleIndex.read(db, rows);
  const inFile = people.profileIds();
  const planned = planRows(rows, people, directory, plan.createUnits, repeatedRows(rows));
  const unitsToCreate = [
    ...new Set(
      planned.flatMap(({ plan: p }) =>
        (p.outcome === 'create' || p.outcome === 'update') && p.values.unitPath ? [p.values.unitPath] : [],
      ),
    ),
  ].sort((a, b) => a.localeCompare(b, 'es'));
  const absent = plan.fullRoster ? await absentPeople(db, inFile, auth) : [];

  await db.transaction().execute(async (trx) => {
    const locked = await lockImport(trx, id);
    if (locked.status !== 'uploaded' && locked.status !== 'previewed') {
      throw new AppError('conflict', m.alreadyRun);
    }
    for (let start = 0; start < planned.length; start += ROWS_PER_UPDATE) {
      const values = planned
        .slice(start, start + ROWS_PER_UPDATE)
        .map(
          ({ line, plan: p }) => sql`(${line}::int, ${p.outcome}, ${p.outcome === 'fail' ? p.reason : null})`,
        );
      await sql`UPDATE "Staff_Import_Rows" AS r SET planned = v.planned, reason = v.reason
        FROM (VALUES ${sql.join(values)}) AS v(line, planned, reason)
        WHERE r.id_import = ${id} AND r.line = v.line`.execute(trx);
    }
    await trx.deleteFrom('Staff_Import_Absentees').where('id_import', '=', id).execute();
    for (let start = 0; start < absent.length; start += ROWS_PER_UPDATE) {
      await trx
        .insertInto('Staff_Import_Absentees')
        .values(
          absent.slice(start, start + ROWS_PER_UPDATE).map((id_profile) => ({ id_import: id, id_profile })),
        )
        .execute();
    }
    await trx
      .updateTable('Staff_Imports')
      .set({
        status: 'previewed',
        mapping: JSON.stringify(plan.mapping),
        create_units: plan.createUnits,
        full_roster: plan.fullRoster,
        units_to_create: JSON.stringify(unitsToCreate),
      })
      .where('id_import', '=', id)
      .execute();
  });
  return readImport(db, id);
}

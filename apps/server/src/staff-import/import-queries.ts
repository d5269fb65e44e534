import {
  staffImportMessages as m,
  type StaffImport,
  type StaffImportCounts,
  type StaffImportStatus,
} from '@aula/shared';
import { sql, type Kysely, type SqlBool } from 'kysely';
import { AppError } from '../core/app-error';
import { pageAndTotal, type Paging } from '../db/paging';
import type { DB } from '../db/schema';
import { STAFF_IMPORT_JOB } from './import-job-kind';

const notFound = () => AppError.notFound(m.notFound);

/** An import's row, with its admin's name and the state of the job that runs it. */
function importsWithJob(db: Kysely<DB>) {
  return db
    .selectFrom('Staff_Imports as i')
    .innerJoin('Profiles as p', 'p.id_profile', 'i.id_profile')
    .leftJoin('Jobs as j', (join) =>
      join.on(sql<SqlBool>`j.idempotency_key = i.id_import::text`).on('j.kind', '=', STAFF_IMPORT_JOB),
    )
    .select([
      'i.id_import',
      'i.file_name',
      'i.format',
      'i.status',
      'i.headers',
      'i.row_count',
      'i.mapping',
      'i.create_units',
      'i.full_roster',
      'i.units_to_create',
      'i.created_at',
      'i.finished_at',
      sql<string>`p.names || ' ' || p.last_names`.as('by_name'),
      'j.state as job_state',
    ]);
}

type ImportRow = Awaited<ReturnType<ReturnType<typeof importsWithJob>['executeTakeFirstOrThrow']>>;

/**
 * The state an admin sees: the job's failure (its attempts spent) stops an import that was queued
 * or running, and 'Reintentar' on the job puts it back (docs/product/staff-import.md#running-it).
 */
function statusOf(row: Pick<ImportRow, 'status' | 'job_state'>): StaffImportStatus {
  if ((row.status === 'queued' || row.status === 'running') && row.job_state === 'failed') return 'failed';
  return row.status;
}

/** Planned counts until the import starts; from then on, what it has done. */
async function countsOf(db: Kysely<DB>, id: string, status: StaffImportStatus) {
  const planned = status === 'uploaded' || status === 'previewed';
  const column = planned ? 'planned' : 'outcome';
  const rows = await db
    .selectFrom('Staff_Import_Rows')
    .select([column, sql<number>`count(*)::int`.as('rows')])
    .where('id_import', '=', id)
    .where(column, 'is not', null)
    .groupBy(column)
    .execute();
  const absent = await db
    .selectFrom('Staff_Import_Absentees')
    .select([
      sql<number>`count(*)::int`.as('all'),
      sql<number>`count(*) FILTER (WHERE done)::int`.as('done'),
      sql<number>`count(*) FILTER (WHERE deactivated_at IS NOT NULL)::int`.as('deactivated'),
    ])
    .where('id_import', '=', id)
    .executeTakeFirstOrThrow();
  const counts: StaffImportCounts = {
    create: 0,
    update: 0,
    unchanged: 0,
    fail: 0,
    deactivate: planned ? absent.all : absent.deactivated,
  };
  let processed = 0;
  for (const row of rows) {
    const outcome = (row as Record<string, unknown>)[column] as keyof StaffImportCounts;
    counts[outcome] = row.rows;
    processed += row.rows;
  }
  return { counts, processed: planned ? 0 : processed + absent.done, absent: absent.all };
}

/** An import as the API answers it. */
export async function readImport(db: Kysely<DB>, id: string): Promise<StaffImport> {
  const row = await importsWithJob(db).where('i.id_import', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  const status = statusOf(row);
  const { counts, processed, absent } = await countsOf(db, id, status);
  return {
    id: row.id_import,
    fileName: row.file_name,
    format: row.format,
    status,
    createdAt: row.created_at.toISOString(),
    finishedAt: row.finished_at?.toISOString() ?? null,
    by: row.by_name,
    headers: row.headers,
    rowCount: row.row_count,
    mapping: row.mapping ?? emptyMapping(),
    createUnits: row.create_units,
    fullRoster: row.full_roster,
    counts,
    unitsToCreate: row.units_to_create,
    progress: { done: status === 'done' ? row.row_count + absent : processed, total: row.row_count + absent },
  };
}

function emptyMapping(): StaffImport['mapping'] {
  return {
    email: null,
    names: null,
    lastNames: null,
    staffNumber: null,
    unit: null,
    position: null,
    profession: null,
    specialty: null,
    hireDate: null,
  };
}

/** 'Importaciones anteriores': newest first, with what each did (or would do). */
export async function importHistory(db: Kysely<DB>, paging: Paging) {
  const { rows, total } = await pageAndTotal(
    importsWithJob(db).orderBy('i.created_at', 'desc').orderBy('i.id_import'),
    db.selectFrom('Staff_Imports'),
    paging,
  );
  const items = await Promise.all(
    rows.map(async (row) => {
      const status = statusOf(row);
      return {
        id: row.id_import,
        fileName: row.file_name,
        status,
        createdAt: row.created_at.toISOString(),
        finishedAt: row.finished_at?.toISOString() ?? null,
        by: row.by_name,
        rowCount: row.row_count,
        counts: (await countsOf(db, row.id_import, status)).counts,
      };
    }),
  );
  return { items, total, ...paging };
}

/** The import's own row, locked for a change of state; not found is the API's 404. */
export async function lockImport(trx: Kysely<DB>, id: string) {
  const row = await trx
    .selectFrom('Staff_Imports')
    .selectAll()
    .where('id_import', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

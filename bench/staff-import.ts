import {
  ROLE_CODES,
  STAFF_IMPORT_FIELDS,
  staffImportMessages as m,
  type StaffImportMapping,
} from '@aula/shared';
import type { Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { Viewer } from '../apps/server/src/auth/viewer';
import { createLogger } from '../apps/server/src/core/logger';
import type { DB } from '../apps/server/src/db/schema';
import { migrate } from '../apps/server/src/db/migrate';
import { createJobQueue } from '../apps/server/src/jobs/job-queue';
import { createJobWorker } from '../apps/server/src/jobs/job-worker';
import { ROOT_UNIT_ID } from '../apps/server/src/organisation/unit-queries';
import { seedReferenceData } from '../apps/server/src/seed/seed-reference-data';
import { planImport } from '../apps/server/src/staff-import/plan-import';
import { staffImportJob } from '../apps/server/src/staff-import/run-import-job';
import { startImport } from '../apps/server/src/staff-import/start-import';
import { uploadImport } from '../apps/server/src/staff-import/upload-import';
import { systemClock } from '../apps/server/src/time/clock';
import type { Mode } from './academy';
import { openBenchDatabases } from './job-queue';

/** The file: 10,000 people of a network, each placed in a service with a position. */
export const IMPORT_ROWS = 10_000;

export const STAFF_IMPORT_ABOUT = `'Importar personal' (\`apps/server/src/staff-import/\`, docs/product/staff-import.md) without HTTP: a database opened as \`npm start\` opens it and migrated (PGlite in a temp \`DATA_DIR\`; a throwaway PostgreSQL database), an organisation of one establishment with two services and a position, and a CSV of ${IMPORT_ROWS.toLocaleString('en')} new people (email, names, staff number, unit by code or by path, position, hire date). Measured: reading the file and keeping its rows (**upload**), the dry run (**preview**), and the background job that creates every person with their invitation (**import**, one worker); then the same file again, whose every row is unchanged.`;

export interface ImportPass {
  upload: number;
  preview: number;
  run: number;
}
export interface StaffImportResult {
  rows: number;
  first: ImportPass;
  again: ImportPass;
}

const HEADERS = STAFF_IMPORT_FIELDS.map((field) => m.fields[field]);

function staffCsv(rows: number): Uint8Array {
  const units = ['HC-EME', 'HC-UCI', 'Hospital Central / Emergencias'];
  const lines = [HEADERS.join(',')];
  for (let i = 0; i < rows; i++) {
    const day = String((i % 28) + 1).padStart(2, '0');
    lines.push(
      `persona.${i}@red.test,Nombre ${i},Apellido ${i},R-${i},${units[i % 3]},Enfermera asistencial,,,2020-01-${day}`,
    );
  }
  return new TextEncoder().encode(lines.join('\r\n'));
}

/** The admin who imports, and the organisation the file names. */
async function prepare(db: Kysely<DB>): Promise<Viewer> {
  await seedReferenceData(db);
  const role = await db
    .selectFrom('Roles')
    .select('id_rol')
    .where('code', '=', ROLE_CODES.admin)
    .executeTakeFirstOrThrow();
  const user = await db
    .insertInto('Users')
    .values({ email: 'admin@red.test' })
    .returning('id_user')
    .executeTakeFirstOrThrow();
  const profile = await db
    .insertInto('Profiles')
    .values({ id_user: user.id_user, id_rol: role.id_rol, names: 'Ada', last_names: 'Admin' })
    .returning('id_profile')
    .executeTakeFirstOrThrow();
  const hospital = randomUUID();
  const units = [
    {
      id: hospital,
      parent: ROOT_UNIT_ID,
      name: 'Hospital Central',
      code: 'HC',
      kind: 'establishment' as const,
    },
    { id: randomUUID(), parent: hospital, name: 'Emergencias', code: 'HC-EME', kind: 'service' as const },
    { id: randomUUID(), parent: hospital, name: 'UCI', code: 'HC-UCI', kind: 'service' as const },
  ];
  for (const unit of units) {
    const depth = unit.parent === ROOT_UNIT_ID ? 2 : 3;
    const path = depth === 2 ? `/${ROOT_UNIT_ID}/${unit.id}/` : `/${ROOT_UNIT_ID}/${hospital}/${unit.id}/`;
    await db
      .insertInto('Units')
      .values({
        id_unit: unit.id,
        id_parent: unit.parent,
        kind: unit.kind,
        name: unit.name,
        code: unit.code,
        path,
        depth,
      })
      .execute();
  }
  await db.insertInto('Positions').values({ name: 'Enfermera asistencial' }).execute();
  return {
    userId: user.id_user,
    profileId: profile.id_profile,
    sessionId: randomUUID(),
    role: 'ADMIN',
    roleCode: ROLE_CODES.admin,
    supervisor: false,
  };
}

const seconds = (since: number) => (performance.now() - since) / 1000;

export async function measureStaffImport(mode: Mode, adminUrl: string): Promise<StaffImportResult> {
  const { first: database, close } = await openBenchDatabases(mode, adminUrl);
  try {
    await migrate(database);
    const db = database.kysely;
    const admin = await prepare(db);
    const jobs = createJobQueue(systemClock);
    const deps = { db: database, jobs, clock: systemClock };
    const worker = createJobWorker({
      db,
      clock: systemClock,
      logger: createLogger('silent'),
      definitions: [staffImportJob(deps)],
      timeZone: 'America/Lima',
      concurrency: 1,
      pollMs: 1000,
      leaseMs: 60_000,
    });
    const file = staffCsv(IMPORT_ROWS);
    const origin = { at: new Date(), ip: null, userAgent: null };

    const pass = async (expect: 'create' | 'unchanged'): Promise<ImportPass> => {
      let began = performance.now();
      const id = await uploadImport(deps, admin, 'red.csv', file);
      const upload = seconds(began);
      began = performance.now();
      const mapping: StaffImportMapping = Object.fromEntries(
        STAFF_IMPORT_FIELDS.map((field, column) => [field, column]),
      ) as StaffImportMapping;
      const planned = await planImport(deps, admin, id, { mapping, createUnits: false, fullRoster: false });
      const preview = seconds(began);
      if (planned.counts[expect] !== IMPORT_ROWS)
        throw new Error(`preview: ${JSON.stringify(planned.counts)}`);
      began = performance.now();
      await startImport(deps, admin, id, origin);
      await worker.drain();
      const run = seconds(began);
      const done = await db
        .selectFrom('Staff_Import_Rows')
        .select(db.fn.countAll<string>().as('n'))
        .where('id_import', '=', id)
        .where('outcome', '=', expect)
        .executeTakeFirstOrThrow();
      if (Number(done.n) !== IMPORT_ROWS) throw new Error(`import: ${done.n} rows ${expect}`);
      return { upload, preview, run };
    };
    return { rows: IMPORT_ROWS, first: await pass('create'), again: await pass('unchanged') };
  } finally {
    await close();
  }
}

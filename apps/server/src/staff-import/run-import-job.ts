import { UNIT_MAX_DEPTH } from '@aula/shared';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { z } from 'zod';
import type { DB } from '../db/schema';
import type { AppDeps } from '../deps';
import { followInAssignments } from '../compliance/compliance-jobs';
import { defineJob, JobCannotSucceed } from '../jobs/job-queue';
import { writeSecurityEvent, type RequestOrigin } from '../security-log/record-security-event';
import { deactivateAccount } from '../users/deactivate-account';
import { createPerson, studentRoleId, updatePerson, type ApplyContext } from './apply-row';
import { STAFF_IMPORT_JOB } from './import-job-kind';
import { OrganisationDirectory } from './organisation-directory';
import { PeopleIndex } from './people-index';
import { importRows } from './plan-import';
import { planRows } from './plan-row';

/** Rows applied per transaction: a crash loses at most this much work, redone on the next attempt. */
export const ROWS_PER_BATCH = 500;

type ImportRecord = Awaited<ReturnType<typeof readImportRecord>>;

async function readImportRecord(db: Kysely<DB>, id: string) {
  const row = await db.selectFrom('Staff_Imports').selectAll().where('id_import', '=', id).executeTakeFirst();
  if (!row) throw new JobCannotSucceed(`import ${id} does not exist`);
  const admin = await db
    .selectFrom('Profiles')
    .select(['id_user', 'id_profile'])
    .where('id_profile', '=', row.id_profile)
    .executeTakeFirstOrThrow();
  return { ...row, admin: { userId: admin.id_user, profileId: admin.id_profile, sessionId: null } };
}

/** Creates, parents first, the units the preview said the import would create and that still do not exist. */
async function createUnits(
  db: Kysely<DB>,
  record: ImportRecord,
  directory: OrganisationDirectory,
  now: Date,
) {
  for (const path of record.units_to_create) {
    if (directory.unitAtPath(path)) continue;
    await db.transaction().execute(async (trx) => {
      const { parentId, existing, missing } = directory.missingAlong(path);
      let parent = await trx
        .selectFrom('Units')
        .select(['id_unit', 'path', 'depth'])
        .where('id_unit', '=', parentId)
        .executeTakeFirstOrThrow();
      const along = [...existing];
      for (const name of missing) {
        // The preview refused rows whose path does not fit; a tree changed since cannot be deepened.
        if (parent.depth + 1 > UNIT_MAX_DEPTH) return;
        const id = randomUUID();
        const depth = parent.depth + 1;
        await trx
          .insertInto('Units')
          .values({
            id_unit: id,
            id_parent: parent.id_unit,
            // Below the academy, establishments; below them, services; deeper, units.
            kind: depth === 2 ? 'establishment' : depth === 3 ? 'service' : 'unit',
            name,
            path: `${parent.path}${id}/`,
            depth,
            created_at: now,
            updated_at: now,
          })
          .execute();
        along.push(name);
        directory.addUnit(along.join(' / '), id);
        parent = { id_unit: id, path: `${parent.path}${id}/`, depth };
      }
    });
  }
}

/** Applies the next batch of rows not yet run; answers how many it ran (0: none were left). */
async function applyBatch(
  deps: Pick<AppDeps, 'db' | 'jobs'>,
  context: Omit<ApplyContext, 'trx'>,
  record: ImportRecord,
) {
  return deps.db.kysely.transaction().execute(async (trx) => {
    const rows = await importRows(trx, record.id_import, record.mapping!, 0, ROWS_PER_BATCH);
    if (rows.length === 0) return 0;
    const failed = new Map(
      rows.flatMap((row) => (row.planned === 'fail' ? [[row.line, row.reason ?? '']] : [])),
    );
    const people = await PeopleIndex.read(trx, rows);
    const planned = planRows(rows, people, context.directory, record.create_units, failed);
    const applying = { ...context, trx };
    const results: Array<{ line: number; outcome: string; reason: string | null; profileId: string | null }> =
      [];
    for (const { line, plan, record: person } of planned) {
      let profileId: string | null = null;
      if (plan.outcome === 'create') {
        profileId = await createPerson(applying, plan.values);
        people.identify(person!, profileId);
      } else if (plan.outcome === 'update') {
        await updatePerson(applying, plan.person, plan.values);
        profileId = plan.person.profileId;
      } else if (plan.outcome === 'unchanged') profileId = plan.person.profileId;
      results.push({
        line,
        outcome: plan.outcome,
        reason: plan.outcome === 'fail' ? plan.reason : null,
        profileId,
      });
    }
    const values = results.map((r) => sql`(${r.line}::int, ${r.outcome}, ${r.reason}, ${r.profileId}::uuid)`);
    await sql`UPDATE "Staff_Import_Rows" AS r SET outcome = v.outcome, reason = v.reason, id_profile = v.id_profile
      FROM (VALUES ${sql.join(values)}) AS v(line, outcome, reason, id_profile)
      WHERE r.id_import = ${record.id_import} AND r.line = v.line`.execute(trx);
    return rows.length;
  });
}

/** Deactivates the next batch of the people the preview showed as absent; answers how many it took. */
async function deactivateBatch(db: Kysely<DB>, record: ImportRecord, origin: RequestOrigin) {
  return db.transaction().execute(async (trx) => {
    const absent = await trx
      .selectFrom('Staff_Import_Absentees')
      .select('id_profile')
      .where('id_import', '=', record.id_import)
      .where('done', '=', false)
      .orderBy('id_profile')
      .limit(ROWS_PER_BATCH)
      .execute();
    for (const { id_profile } of absent) {
      // Someone deactivated meanwhile stays as they are; they are not counted as this import's.
      const userId = await deactivateAccount(trx, id_profile, origin.at);
      if (userId) {
        await writeSecurityEvent(trx, origin, {
          type: 'user_deletion',
          outcome: 'success',
          actor: { userId: record.admin.userId, profileId: record.admin.profileId },
          target: { userId, profileId: id_profile },
          sessionId: null,
          details: { import: record.file_name },
        });
      }
      await trx
        .updateTable('Staff_Import_Absentees')
        .set({ done: true, deactivated_at: userId ? origin.at : null })
        .where('id_import', '=', record.id_import)
        .where('id_profile', '=', id_profile)
        .execute();
    }
    return absent.length;
  });
}

/**
 * Runs an import the admin started (docs/product/staff-import.md#running-it): the units to create,
 * then the rows in batches of ROWS_PER_BATCH, each batch one transaction that records every row's
 * outcome, then the deactivations of a full roster. Each step takes only what is not done yet, so a
 * job that dies half-way carries on where the last batch committed.
 */
export function staffImportJob(deps: Pick<AppDeps, 'db' | 'jobs' | 'clock'>) {
  return defineJob({
    kind: STAFF_IMPORT_JOB,
    payload: z.object({ importId: z.uuid() }),
    async run({ importId }, { signal }) {
      const db = deps.db.kysely;
      const record = await readImportRecord(db, importId);
      if (record.status === 'done') return;
      if (!record.mapping) throw new JobCannotSucceed(`import ${importId} has no plan`);
      await db
        .updateTable('Staff_Imports')
        .set({ status: 'running' })
        .where('id_import', '=', importId)
        .execute();
      const now = deps.clock.now();
      const origin: RequestOrigin = {
        at: now,
        ip: record.origin?.ip ?? null,
        userAgent: record.origin?.userAgent ?? null,
      };
      const directory = await OrganisationDirectory.read(db);
      await createUnits(db, record, directory, now);
      const context = {
        jobs: deps.jobs,
        origin,
        admin: record.admin,
        directory,
        studentRoleId: await studentRoleId(db),
        fileName: record.file_name,
      };
      while (!signal.aborted && (await applyBatch(deps, context, record)) > 0) {
        // Each batch commits on its own (the progress bar reads the rows run so far) and its
        // invitations go out while the next one runs.
        deps.jobs.nudge();
      }
      while (!signal.aborted && (await deactivateBatch(db, record, origin)) > 0) {
        // As above, for the people a full roster deactivates.
      }
      // Stopped by a shutdown: the worker has put the job back, and the next run carries on.
      signal.throwIfAborted();
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('Staff_Imports')
          .set({ status: 'done', finished_at: deps.clock.now() })
          .where('id_import', '=', importId)
          .execute();
        // Everyone the import created, moved or deactivated: one pass of every active requirement.
        await followInAssignments(trx, {}, deps.clock.now());
      });
      deps.jobs.nudge();
    },
  });
}

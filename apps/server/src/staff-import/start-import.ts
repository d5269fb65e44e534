import { staffImportMessages as m, type StaffImport } from '@aula/shared';
import { authorize } from '../auth/permissions';
import type { Viewer } from '../auth/viewer';
import { AppError } from '../core/app-error';
import type { AppDeps } from '../deps';
import type { RequestOrigin } from '../security-log/record-security-event';
import { STAFF_IMPORT_JOB } from './import-job-kind';
import { lockImport, readImport } from './import-queries';

/**
 * 'Importar' (docs/product/staff-import.md#running-it): the previewed import is queued as one job,
 * keyed by the import so that a second click cannot start it twice; the job does the rest.
 */
export async function startImport(
  deps: Pick<AppDeps, 'db' | 'jobs'>,
  auth: Viewer,
  id: string,
  origin: RequestOrigin,
): Promise<StaffImport> {
  authorize(auth, 'users.manage');
  await deps.db.kysely.transaction().execute(async (trx) => {
    const current = await lockImport(trx, id);
    if (current.status === 'uploaded') throw new AppError('conflict', m.notPreviewed);
    if (current.status !== 'previewed') throw new AppError('conflict', m.alreadyRun);
    await trx
      .updateTable('Staff_Imports')
      .set({ status: 'queued', origin: JSON.stringify({ ip: origin.ip, userAgent: origin.userAgent }) })
      .where('id_import', '=', id)
      .execute();
    await deps.jobs.enqueue(trx, { kind: STAFF_IMPORT_JOB, payload: { importId: id }, key: id });
  });
  deps.jobs.nudge();
  return readImport(deps.db.kysely, id);
}

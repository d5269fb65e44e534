import { scheduledTaskMessages as m } from '@aula/shared';
import type { Kysely } from 'kysely';
import { authorize } from '../auth/permissions';
import type { Viewer } from '../auth/viewer';
import { AppError } from '../core/app-error';
import type { DB } from '../db/schema';
import { JOB_COLUMNS, type JobListRow } from './job-queries';

/**
 * 'Reintentar': a failed job goes back to the queue with a fresh set of attempts, due now. Its last
 * error stays until an attempt ends, so the admin still sees why it failed.
 */
export async function retryJob(
  db: Kysely<DB>,
  viewer: Viewer,
  jobId: string,
  now: Date,
): Promise<JobListRow> {
  authorize(viewer, 'jobs.manage');
  const retried = await db
    .updateTable('Jobs')
    .set({ state: 'queued', attempts: 0, run_at: now, finished_at: null })
    .where('id_job', '=', jobId)
    .where('state', '=', 'failed')
    .returning(JOB_COLUMNS)
    .executeTakeFirst();
  if (retried) return retried;
  const exists = await db.selectFrom('Jobs').select('id_job').where('id_job', '=', jobId).executeTakeFirst();
  throw exists ? AppError.conflict(m.notFailed) : AppError.notFound(m.notFound);
}

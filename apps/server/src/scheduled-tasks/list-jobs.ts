import { JOB_COUNT_LIMIT, type JobListQuery } from '@aula/shared';
import type { Kysely } from 'kysely';
import { authorize } from '../auth/permissions';
import type { Viewer } from '../auth/viewer';
import { countUpTo, onePage } from '../db/paging';
import type { DB } from '../db/schema';
import { filteredJobs, JOB_COLUMNS, type JobListRow } from './job-queries';

/**
 * 'Tareas programadas': one page of jobs, newest first, and how many match, counted up to
 * JOB_COUNT_LIMIT (the queue keeps every finished job). Admins only.
 */
export async function listJobs(
  db: Kysely<DB>,
  viewer: Viewer,
  query: JobListQuery,
): Promise<{ rows: JobListRow[]; total: number; totalIsLowerBound: boolean }> {
  authorize(viewer, 'jobs.manage');
  const [rows, counted] = await Promise.all([
    filteredJobs(db, query)
      .select(JOB_COLUMNS)
      .orderBy('created_at', 'desc')
      .orderBy('id_job', 'desc')
      .$call((jobs) => onePage(jobs, query))
      .execute(),
    countUpTo(db, filteredJobs(db, query), JOB_COUNT_LIMIT),
  ]);
  return { rows, ...counted };
}

import type { Kysely, Selectable } from 'kysely';
import type { JobListQuery } from '@aula/shared';
import type { DB, JobsTable } from '../db/schema';

/** What the admin's list reads of a job: everything but its payload, which may name people. */
export const JOB_COLUMNS = [
  'id_job',
  'kind',
  'state',
  'attempts',
  'max_attempts',
  'run_at',
  'created_at',
  'started_at',
  'finished_at',
  'last_error',
] as const;
export type JobListRow = Pick<Selectable<JobsTable>, (typeof JOB_COLUMNS)[number]>;

/** The jobs the list's filters select. */
export function filteredJobs(db: Kysely<DB>, query: Pick<JobListQuery, 'state' | 'kind'>) {
  let jobs = db.selectFrom('Jobs');
  if (query.state !== 'all') jobs = jobs.where('state', '=', query.state);
  if (query.kind) jobs = jobs.where('kind', '=', query.kind);
  return jobs;
}

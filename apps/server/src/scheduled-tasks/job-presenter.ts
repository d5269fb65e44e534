import type { Job, JobState } from '@aula/shared';
import type { JobListRow } from './job-queries';

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function presentJob(row: JobListRow): Job {
  return {
    id: row.id_job,
    kind: row.kind,
    state: row.state satisfies JobState,
    attempts: row.attempts,
    maxAttempts: row.max_attempts,
    runAt: row.run_at.toISOString(),
    createdAt: row.created_at.toISOString(),
    startedAt: iso(row.started_at),
    finishedAt: iso(row.finished_at),
    lastError: row.last_error,
  };
}

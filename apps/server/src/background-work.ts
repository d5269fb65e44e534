import type { AppDeps } from './deps';
import type { AnyJobDefinition } from './jobs/job-queue';
import { createJobWorker, type JobWorker } from './jobs/job-worker';
import { checkSchedules, type RecurringJob } from './jobs/recurring-jobs';
import { expiredUploadsJob, expiredUploadsSchedule } from './uploads/expired-uploads-job';

/** Every kind of background job the app runs, and the schedules that enqueue some of them. */
export function backgroundWork(deps: AppDeps): {
  definitions: AnyJobDefinition[];
  recurring: RecurringJob[];
} {
  return {
    definitions: [expiredUploadsJob(deps.uploadStaging, deps.logger)],
    recurring: [expiredUploadsSchedule],
  };
}

/**
 * This process's worker on the shared queue (docs/decisions/0028-job-queue.md), woken by the jobs
 * it enqueues itself and polling for the rest.
 */
export function createBackgroundWorker(deps: AppDeps): JobWorker {
  const { env } = deps.config;
  const { definitions, recurring } = backgroundWork(deps);
  checkSchedules(recurring, env.ACADEMY_TIME_ZONE);
  const worker = createJobWorker({
    db: deps.db.kysely,
    clock: deps.clock,
    logger: deps.logger,
    definitions,
    recurring,
    timeZone: env.ACADEMY_TIME_ZONE,
    concurrency: env.JOBS_CONCURRENCY,
    pollMs: env.JOBS_POLL_MS,
    leaseMs: env.JOBS_LEASE_SECONDS * 1000,
  });
  deps.jobs.onNudge(worker.nudge);
  return worker;
}

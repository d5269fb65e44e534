import type { AppDeps } from './deps';
import type { AnyJobDefinition } from './jobs/job-queue';
import { createJobWorker, type JobWorker } from './jobs/job-worker';
import { checkSchedules, type RecurringJob } from './jobs/recurring-jobs';
import { openMailTransport, type MailTransport } from './mail/mail-transport';
import { sendMailJob } from './mail/send-mail-job';
import {
  complianceDailyJob,
  complianceDailySchedule,
  complianceRemindersJob,
  complianceRemindersSchedule,
  complianceSyncJob,
} from './compliance/compliance-jobs';
import { passwordResetRequestJob } from './password-recovery/password-reset-request-job';
import { staffImportJob } from './staff-import/run-import-job';
import { expiredUploadsJob, expiredUploadsSchedule } from './uploads/expired-uploads-job';

/** Every kind of background job the app runs, and the schedules that enqueue some of them. */
export function backgroundWork(
  deps: AppDeps,
  transport: MailTransport,
): {
  definitions: AnyJobDefinition[];
  recurring: RecurringJob[];
} {
  return {
    definitions: [
      expiredUploadsJob(deps.uploadStaging, deps.logger),
      sendMailJob({ db: deps.db.kysely, config: deps.config, clock: deps.clock, transport }),
      passwordResetRequestJob(deps),
      staffImportJob(deps),
      complianceSyncJob(deps),
      complianceDailyJob(deps),
      complianceRemindersJob(deps),
    ],
    recurring: [expiredUploadsSchedule, complianceDailySchedule, complianceRemindersSchedule],
  };
}

/**
 * This process's worker on the shared queue (docs/decisions/0028-job-queue.md), woken by the jobs
 * it enqueues itself and polling for the rest.
 */
export function createBackgroundWorker(deps: AppDeps): JobWorker {
  const { env } = deps.config;
  const transport = openMailTransport(env.SMTP_URL, deps.config.dataDir);
  const { definitions, recurring } = backgroundWork(deps, transport);
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

import { dayIn } from '@aula/shared';
import { z } from 'zod';
import type { AppDeps } from '../deps';
import { defineJob, enqueueJob, type JobExecutor } from '../jobs/job-queue';
import type { RecurringJob } from '../jobs/recurring-jobs';
import { runDailyPass } from './daily-pass';
import { sendTrainingReminders } from './reminders';
import { syncAssignments, type SyncScope } from './sync-assignments';

const SYNC = 'compliance.sync';
const DAILY = 'compliance.daily';
const REMINDERS = 'compliance.reminders';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'logger' | 'jobs' | 'notificationBus'>;

/** The day and time the compliance work runs for, from the app's clock, in the academy's time zone. */
export function complianceContext(deps: Pick<AppDeps, 'clock' | 'config'>) {
  const now = deps.clock.now();
  const timeZone = deps.config.env.ACADEMY_TIME_ZONE;
  return { now, today: dayIn(now, timeZone), timeZone };
}

/** Assignments follow a requirement, or a person, or both (sync-assignments.ts). */
export function complianceSyncJob(deps: Deps) {
  return defineJob({
    kind: SYNC,
    payload: z.object({ requirementId: z.uuid().optional(), profileId: z.uuid().optional() }),
    async run(scope) {
      const outcome = await syncAssignments(deps.db.kysely, scope, complianceContext(deps));
      if (outcome.assigned || outcome.withdrawn)
        deps.logger.info({ ...scope, ...outcome }, 'assignments synced');
    },
  });
}

/**
 * Asks for assignments to follow a change (a requirement's, or a person's: created, placed,
 * deactivated), in the transaction of the change: no change, no job. The job starts at the next
 * poll, or at once when the caller nudges the queue after committing.
 */
export async function followInAssignments(executor: JobExecutor, scope: SyncScope, now: Date) {
  await enqueueJob(executor, { kind: SYNC, payload: scope }, now);
}

/** The nightly pass over the assignments whose status time alone changes today (daily-pass.ts). */
export function complianceDailyJob(deps: Deps) {
  return defineJob({
    kind: DAILY,
    payload: z.object({}),
    async run() {
      const outcome = await runDailyPass(deps.db.kysely, complianceContext(deps));
      if (outcome.checked) deps.logger.info(outcome, 'compliance daily pass');
    },
  });
}

/** Ten past midnight, academy time: the first minutes of the day the statuses turn on. */
export const complianceDailySchedule: RecurringJob = {
  name: DAILY,
  cron: '10 0 * * *',
  job: () => ({ kind: DAILY, payload: {} }),
};

/** Today's reminders, once a day (reminders.ts). */
export function complianceRemindersJob(deps: Deps) {
  return defineJob({
    kind: REMINDERS,
    payload: z.object({}),
    async run() {
      const context = complianceContext(deps);
      // Statuses first brought to today (a no-op after the nightly pass), so that reminders never
      // read yesterday's: both may be enqueued at once after a process was down over their ticks.
      await runDailyPass(deps.db.kysely, context);
      const outcome = await sendTrainingReminders(deps, context);
      if (outcome.digests) deps.logger.info(outcome, 'training reminders sent');
    },
  });
}

/** Eight in the morning, academy time, after the nightly pass has brought the statuses to today. */
export const complianceRemindersSchedule: RecurringJob = {
  name: REMINDERS,
  cron: '0 8 * * *',
  job: () => ({ kind: REMINDERS, payload: {} }),
};

import { z } from 'zod';
import type { Logger } from '../core/logger';
import { defineJob } from '../jobs/job-queue';
import type { RecurringJob } from '../jobs/recurring-jobs';
import type { UploadStaging } from './upload-staging';

const KIND = 'uploads.remove-expired';

/** Uploads abandoned halfway, or never attached to a course, are dropped after a day: every hour, on one process. */
export function expiredUploadsJob(uploadStaging: UploadStaging, logger: Logger) {
  return defineJob({
    kind: KIND,
    payload: z.object({}),
    async run() {
      const removed = await uploadStaging.removeExpired();
      if (removed) logger.info({ removed }, 'expired uploads removed');
    },
  });
}

export const expiredUploadsSchedule: RecurringJob = {
  name: KIND,
  cron: '17 * * * *',
  job: () => ({ kind: KIND, payload: {}, maxAttempts: 1 }),
};

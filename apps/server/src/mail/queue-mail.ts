import type { JobExecutor, JobQueue } from '../jobs/job-queue';
import { wantsEmail } from './mail-preferences';
import type { MailTemplate } from './mail-template';

/** The job that sends a queued message (send-mail-job.ts). */
export const SEND_MAIL_JOB = 'mail.send';
/** A relay that is down for a while is retried for about two hours before the message fails. */
export const SEND_MAIL_ATTEMPTS = 8;

export interface QueuedMail<D> {
  template: MailTemplate<D>;
  to: string;
  /** The account it is for, when there is one (an invitation's is not signed up yet). */
  userId: string | null;
  data: D;
}

/**
 * Queues an email in the caller's transaction: a row for the record and the job that sends it.
 * Nothing is sent inside the request, and nothing is sent for a change that rolls back. A kind
 * the person turned off is not queued (security messages have no kind). Answers the message's id,
 * or null when it was not queued.
 */
export async function queueMail<D>(
  trx: JobExecutor,
  jobs: JobQueue,
  now: Date,
  { template, to, userId, data }: QueuedMail<D>,
): Promise<string | null> {
  if (template.preference && userId && !(await wantsEmail(trx, userId, template.preference))) return null;
  const { id_mail } = await trx
    .insertInto('Mail_Messages')
    .values({
      template: template.name,
      to_email: to,
      id_user: userId,
      data: JSON.stringify(template.data.parse(data)),
      created_at: now,
    })
    .returning('id_mail')
    .executeTakeFirstOrThrow();
  await jobs.enqueue(trx, {
    kind: SEND_MAIL_JOB,
    payload: { mailId: id_mail },
    key: `mail:${id_mail}`,
    maxAttempts: SEND_MAIL_ATTEMPTS,
  });
  return id_mail;
}

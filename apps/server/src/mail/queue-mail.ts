import { MAIL_PREFERENCE_DEFAULTS } from '@aula/shared';
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
  return insertMail(trx, jobs, now, { template, to, userId, data });
}

/** The message's row and the job that sends it, whatever the person's preferences. */
async function insertMail<D>(
  trx: JobExecutor,
  jobs: JobQueue,
  now: Date,
  { template, to, userId, data }: QueuedMail<D>,
): Promise<string> {
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

/** Whom a notice email goes to: the person behind a profile. */
export interface MailRecipient {
  profileId: string;
  names: string;
  lastNames: string;
}

/** Profiles looked up per statement: well within any database's limit on parameters. */
const RECIPIENTS_PER_QUERY = 1000;

/**
 * Queues one email of `template` to each of these people (live accounts only), in the caller's
 * transaction, skipping those who turned its kind off: their preferences are read in one
 * statement per thousand people, not one each. `dataFor` builds each person's data. Answers how
 * many were queued.
 */
export async function queueMailToProfiles<D>(
  trx: JobExecutor,
  jobs: JobQueue,
  now: Date,
  template: MailTemplate<D>,
  profileIds: readonly string[],
  dataFor: (person: MailRecipient) => D,
): Promise<number> {
  let queued = 0;
  for (let start = 0; start < profileIds.length; start += RECIPIENTS_PER_QUERY) {
    const batch = [...new Set(profileIds.slice(start, start + RECIPIENTS_PER_QUERY))];
    const people = await trx
      .selectFrom('Profiles as p')
      .innerJoin('Users as u', 'u.id_user', 'p.id_user')
      .select(['p.id_profile', 'p.names', 'p.last_names', 'u.id_user', 'u.email'])
      .where('p.id_profile', 'in', batch)
      .where('p.deleted_at', 'is', null)
      .where('u.deleted_at', 'is', null)
      .execute();
    if (people.length === 0) continue;
    const preference = template.preference;
    const chosen = preference
      ? await trx
          .selectFrom('Mail_Preferences')
          .select(['id_user', 'by_email'])
          .where('kind', '=', preference)
          .where(
            'id_user',
            'in',
            people.map((person) => person.id_user),
          )
          .execute()
      : [];
    const byEmail = new Map(chosen.map((row) => [row.id_user, row.by_email]));
    for (const person of people) {
      if (preference && !(byEmail.get(person.id_user) ?? MAIL_PREFERENCE_DEFAULTS[preference])) continue;
      const data = dataFor({
        profileId: person.id_profile,
        names: person.names,
        lastNames: person.last_names,
      });
      await insertMail(trx, jobs, now, { template, to: person.email, userId: person.id_user, data });
      queued += 1;
    }
  }
  return queued;
}

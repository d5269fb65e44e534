import type { MailListQuery, MailState } from '@aula/shared';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { SEND_MAIL_JOB } from './queue-mail';

/**
 * Messages with the state of the job that sends them: sent once the relay (or the outbox) took
 * it; otherwise what its job says (running: sending; failed: failed; else waiting).
 */
export function mailWithJobs(db: Kysely<DB>) {
  return db
    .selectFrom('Mail_Messages as m')
    .leftJoin('Jobs as j', (join) =>
      join
        .on('j.kind', '=', SEND_MAIL_JOB)
        .on('j.idempotency_key', '=', sql<string>`'mail:' || m.id_mail::text`),
    );
}

type MailQuery = ReturnType<typeof mailWithJobs>;

/** The messages in `state`. */
export function inState(query: MailQuery, state: MailListQuery['state']): MailQuery {
  switch (state) {
    case 'all':
      return query;
    case 'sent':
      return query.where('m.sent_at', 'is not', null);
    case 'failed':
      return query.where('m.sent_at', 'is', null).where('j.state', '=', 'failed');
    case 'sending':
      return query.where('m.sent_at', 'is', null).where('j.state', '=', 'running');
    case 'queued':
      return query
        .where('m.sent_at', 'is', null)
        .where((eb) => eb.or([eb('j.state', 'is', null), eb('j.state', 'not in', ['failed', 'running'])]));
  }
}

export const MAIL_COLUMNS = [
  'm.id_mail',
  'm.template',
  'm.to_email',
  'm.data',
  'm.created_at',
  'm.sent_at',
  'm.transport',
  'm.file_name',
  'm.subject',
  'j.state as job_state',
  'j.last_error',
] as const;

export interface MailRow {
  id_mail: string;
  template: string;
  to_email: string;
  data: Record<string, unknown>;
  created_at: Date;
  sent_at: Date | null;
  transport: string | null;
  file_name: string | null;
  subject: string | null;
  job_state: string | null;
  last_error: string | null;
}

export function stateOf(row: Pick<MailRow, 'sent_at' | 'job_state'>): MailState {
  if (row.sent_at) return 'sent';
  if (row.job_state === 'failed') return 'failed';
  if (row.job_state === 'running') return 'sending';
  return 'queued';
}

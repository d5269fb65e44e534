import { sentMailMessages as m } from '@aula/shared';
import type { Kysely } from 'kysely';
import { authorize } from '../auth/permissions';
import type { Viewer } from '../auth/viewer';
import { AppError } from '../core/app-error';
import type { DB } from '../db/schema';
import { MAIL_COLUMNS, mailWithJobs, type MailRow } from './mail-queries';

/** One message with the copy kept of it (null until it is sent). Admins only. */
export async function getMail(db: Kysely<DB>, viewer: Viewer, mailId: string) {
  authorize(viewer, 'mail.view');
  const row = await mailWithJobs(db)
    .select([...MAIL_COLUMNS, 'm.html', 'm.text_body'])
    .where('m.id_mail', '=', mailId)
    .executeTakeFirst();
  if (!row) throw AppError.notFound(m.notFound);
  return row as MailRow & { html: string | null; text_body: string | null };
}

import { MAIL_COUNT_LIMIT, type MailListQuery } from '@aula/shared';
import type { Kysely } from 'kysely';
import { authorize } from '../auth/permissions';
import type { Viewer } from '../auth/viewer';
import { countUpTo, onePage } from '../db/paging';
import type { DB } from '../db/schema';
import { inState, MAIL_COLUMNS, mailWithJobs, type MailRow } from './mail-queries';

/** 'Correo enviado': one page of messages, newest first, and how many match. Admins only. */
export async function listMail(db: Kysely<DB>, viewer: Viewer, query: MailListQuery) {
  authorize(viewer, 'mail.view');
  const [rows, counted] = await Promise.all([
    inState(mailWithJobs(db), query.state)
      .select(MAIL_COLUMNS)
      .orderBy('m.created_at', 'desc')
      .orderBy('m.id_mail', 'desc')
      .$call((mail) => onePage(mail, query))
      .execute() as Promise<MailRow[]>,
    countUpTo(db, inState(mailWithJobs(db), query.state), MAIL_COUNT_LIMIT),
  ]);
  return { rows, ...counted };
}

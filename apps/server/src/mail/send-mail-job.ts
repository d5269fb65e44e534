import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import { scheduledTaskMessages, UNSUBSCRIBE_PATH } from '@aula/shared';
import type { Config } from '../config/config';
import type { DB } from '../db/schema';
import { defineJob, JobCannotSucceed, JobDeferred } from '../jobs/job-queue';
import type { Clock } from '../time/clock';
import { mailTemplateNamed } from './mail-templates';
import type { MailTransport } from './mail-transport';
import { SEND_MAIL_JOB } from './queue-mail';
import { MASKED_PROOF, renderMail } from './render-mail';
import { unsubscribeToken } from './mail-preferences';
import { LOGO_CONTENT_ID, LOGO_PNG } from './templates/logo';

const MINUTE_MS = 60_000;

/** The sender: MAIL_FROM, or Aula at PUBLIC_URL's host. */
export function mailFrom(config: Config): string {
  return config.env.MAIL_FROM ?? `Aula <no-responder@${new URL(config.publicUrl).hostname}>`;
}

/** Serializes the taking of sending slots across processes (any number unlikely to clash). */
const MAIL_SLOT_LOCK = 727_274_020;

/**
 * Takes one of the minute's MAIL_PER_MINUTE sending slots for the message, or answers when the
 * next one frees up. Counting and taking happen under one advisory lock, in a transaction of two
 * statements, so two processes cannot both take the last slot.
 */
async function takeSendingSlot(
  db: Kysely<DB>,
  mailId: string,
  now: Date,
  limit: number,
): Promise<Date | null> {
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${MAIL_SLOT_LOCK})`.execute(trx);
    const taken = await trx
      .selectFrom('Mail_Messages')
      .select('slot_at')
      .where('slot_at', '>', new Date(now.getTime() - MINUTE_MS))
      .orderBy('slot_at', 'desc')
      .limit(limit)
      .execute();
    if (taken.length >= limit) return new Date(taken.at(-1)!.slot_at!.getTime() + MINUTE_MS);
    await trx.updateTable('Mail_Messages').set({ slot_at: now }).where('id_mail', '=', mailId).execute();
    return null;
  });
}

interface SendMailDeps {
  db: Kysely<DB>;
  config: Config;
  clock: Clock;
  transport: MailTransport;
}

/**
 * Sends one queued message (docs/product/email.md). Private links are signed now, from the ids
 * in the message's data; the copy kept for the admins has them masked. When the minute's
 * MAIL_PER_MINUTE slots are taken, across processes, the job waits without spending an attempt.
 * Sending twice is avoided where it can be: a message already marked sent is not sent again, and
 * its Message-ID is derived from its id, so a relay can tell a repeat after a crash.
 */
export function sendMailJob({ db, config, clock, transport }: SendMailDeps) {
  return defineJob({
    kind: SEND_MAIL_JOB,
    payload: z.object({ mailId: z.uuid() }),
    async run({ mailId }) {
      const mail = await db
        .selectFrom('Mail_Messages')
        .selectAll()
        .where('id_mail', '=', mailId)
        .executeTakeFirst();
      if (!mail) throw new JobCannotSucceed('El correo ya no existe.');
      if (mail.sent_at) return;
      const template = mailTemplateNamed(mail.template);
      if (!template) throw new JobCannotSucceed(`No existe la plantilla de correo ${mail.template}.`);
      const data = template.data.safeParse(mail.data);
      if (!data.success)
        throw new JobCannotSucceed(scheduledTaskMessages.errors.invalidMailData(mail.template));

      const now = clock.now();
      const waitUntil = await takeSendingSlot(db, mailId, now, config.env.MAIL_PER_MINUTE);
      if (waitUntil) throw new JobDeferred(waitUntil);

      // A kind the person can turn off carries its way out, in the body and as RFC 8058 headers.
      const token =
        template.preference && mail.id_user
          ? unsubscribeToken(config.jwtSecret, mail.id_user, template.preference)
          : null;
      const unsubscribeUrl = (shown: string | null) =>
        shown ? `${config.publicUrl}${UNSUBSCRIBE_PATH}?token=${shown}` : null;
      const sent = await renderMail(template, data.data, {
        publicUrl: config.publicUrl,
        secret: config.jwtSecret,
        unsubscribeUrl: unsubscribeUrl(token),
      });
      const kept = await renderMail(template, data.data, {
        publicUrl: config.publicUrl,
        secret: null,
        unsubscribeUrl: unsubscribeUrl(token && MASKED_PROOF),
      });
      const headers = token
        ? {
            'List-Unsubscribe': `<${config.publicUrl}/api/unsubscribe?token=${token}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          }
        : undefined;
      const result = await transport.send(
        {
          from: mailFrom(config),
          to: mail.to_email,
          subject: sent.subject,
          html: sent.html,
          text: sent.text,
          headers,
          messageId: `<${mail.id_mail}@${new URL(config.publicUrl).hostname}>`,
          attachments: [
            { filename: 'aula.png', content: LOGO_PNG, cid: LOGO_CONTENT_ID, contentType: 'image/png' },
          ],
        },
        now,
      );
      await db
        .updateTable('Mail_Messages')
        .set({
          sent_at: now,
          transport: transport.kind,
          file_name: result.fileName,
          message_id: result.messageId,
          subject: kept.subject,
          html: kept.html,
          text_body: kept.text,
        })
        .where('id_mail', '=', mailId)
        .where('sent_at', 'is', null)
        .execute();
    },
  });
}

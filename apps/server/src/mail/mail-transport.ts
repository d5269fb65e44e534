import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';

/** A message ready to leave: addresses, the rendered parts, headers and inline images. */
export type OutgoingMail = Pick<
  Mail.Options,
  'from' | 'to' | 'subject' | 'html' | 'text' | 'headers' | 'attachments' | 'messageId'
>;

export interface MailTransport {
  readonly kind: 'smtp' | 'outbox';
  /** Sends one message; answers its Message-ID and, for the outbox, the file it was written to. */
  send(message: OutgoingMail, at: Date): Promise<{ messageId: string; fileName: string | null }>;
  close(): void;
}

/** SMTP_URL's relay, or the outbox in DATA_DIR/mail/ when there is none. */
export function openMailTransport(smtpUrl: string | undefined, dataDir: string): MailTransport {
  return smtpUrl ? smtpTransport(smtpUrl) : outboxTransport(join(dataDir, 'mail'));
}

/** Through the academy's SMTP relay (SMTP_URL), one connection at a time per process. */
export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async send(message) {
      const info = await transporter.sendMail(message);
      return { messageId: info.messageId, fileName: null };
    },
    close: () => transporter.close(),
  };
}

/**
 * Without an SMTP server nothing is lost: each message is written, as it would have gone out, to
 * `dir` as an .eml file any mail program opens, and 'Correo enviado' lists it.
 */
export function outboxTransport(dir: string): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'outbox',
    async send(message, at) {
      const info = await transporter.sendMail(message);
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const id = info.messageId.replace(/[<>]/g, '').replace(/[^A-Za-z0-9.@-]/g, '_');
      const fileName = `${at.toISOString().replace(/[:.]/g, '-')}-${id}.eml`;
      await writeFile(join(dir, fileName), info.message as Buffer, { mode: 0o600 });
      return { messageId: info.messageId, fileName };
    },
    close() {},
  };
}

import type { MailSummary, RenderedMailView } from '@aula/shared';
import { stateOf, type MailRow } from './mail-queries';
import type { RenderedMail } from './render-mail';
import { LOGO_CONTENT_ID, LOGO_PNG } from './templates/logo';

const LOGO_DATA_URL = `data:image/png;base64,${LOGO_PNG.toString('base64')}`;

export function presentMailSummary(row: MailRow, subject: string): MailSummary {
  return {
    id: row.id_mail,
    template: row.template,
    to: row.to_email,
    subject,
    state: stateOf(row),
    createdAt: row.created_at.toISOString(),
    sentAt: row.sent_at?.toISOString() ?? null,
    transport: row.transport === 'smtp' || row.transport === 'outbox' ? row.transport : null,
    fileName: row.file_name,
    lastError: row.sent_at ? null : row.last_error,
  };
}

/** A rendered message for the browser: the logo a mail client finds inside the message, inline. */
export function presentRendered(rendered: RenderedMail): RenderedMailView {
  return { ...rendered, html: rendered.html.replaceAll(`cid:${LOGO_CONTENT_ID}`, LOGO_DATA_URL) };
}

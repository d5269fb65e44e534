import { render, toPlainText } from '@react-email/render';
import { keyedToken } from '../crypto/keyed-token';
import type { AnyMailTemplate, MailLinks } from './mail-template';

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** What a private link shows instead of its proof in the kept copy and the previews. */
export const MASKED_PROOF = '••••••';

/**
 * A template with its data as HTML and plain text. `secret` signs private links; without it
 * they are masked (the copy 'Correo enviado' keeps, and the previews).
 */
export async function renderMail(
  template: AnyMailTemplate,
  data: unknown,
  options: { publicUrl: string; secret: string | null; unsubscribeUrl: string | null },
): Promise<RenderedMail> {
  const { publicUrl, secret, unsubscribeUrl } = options;
  const links: MailLinks = {
    url: (path) => `${publicUrl}${path}`,
    proof: (purpose, id) => (secret ? keyedToken(secret, purpose, id) : MASKED_PROOF),
  };
  const html = await render(template.body(data as never, links, unsubscribeUrl));
  return { subject: template.subject(data as never), html, text: toPlainText(html) };
}

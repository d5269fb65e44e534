import { SENT_MAIL_PATH, sentMailMessages } from '@aula/shared';
import { SettingsLinkCard } from '@/components/settings-link-card';

const t = sentMailMessages.screen;

/**
 * 'Correo enviado' on /dashboard/settings, for admins: the way to the messages Aula sent and the
 * preview of its templates (docs/product/email.md#correo-enviado).
 */
export function SentMailCard() {
  return <SettingsLinkCard id="settings-mail" to={SENT_MAIL_PATH} copy={t} />;
}

import { SENT_MAIL_PATH, sentMailMessages } from '@aula/shared';
import { ButtonLink } from '@/components/ui/button-link';
import { SectionCard } from '@/components/ui/section-card';

const t = sentMailMessages.screen;

/**
 * 'Correo enviado' on /dashboard/settings, for admins: the way to the messages Aula sent and the
 * preview of its templates (docs/product/email.md#correo-enviado).
 */
export function SentMailCard() {
  return (
    <SectionCard id="settings-mail" title={t.title} description={t.settingsLinkText}>
      <ButtonLink to={SENT_MAIL_PATH} variant="outline" className="self-start">
        {t.open}
      </ButtonLink>
    </SectionCard>
  );
}

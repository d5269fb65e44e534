import { SSO_SETTINGS_PATH, ssoMessages } from '@aula/shared';
import { ButtonLink } from '@/components/ui/button-link';
import { SectionCard } from '@/components/ui/section-card';

const t = ssoMessages;

/** 'Inicio de sesión institucional' on /dashboard/settings, for admins: the way to its screen. */
export function SsoSettingsCard() {
  return (
    <SectionCard id="settings-sso" title={t.title} description={t.settingsLinkText}>
      <ButtonLink to={SSO_SETTINGS_PATH} variant="outline" className="self-start">
        {t.open}
      </ButtonLink>
    </SectionCard>
  );
}

import { SSO_SETTINGS_PATH, ssoMessages } from '@aula/shared';
import { SettingsLinkCard } from '@/components/settings-link-card';

const t = ssoMessages;

/** 'Inicio de sesión institucional' on /dashboard/settings, for admins: the way to its screen. */
export function SsoSettingsCard() {
  return <SettingsLinkCard id="settings-sso" to={SSO_SETTINGS_PATH} copy={t} />;
}

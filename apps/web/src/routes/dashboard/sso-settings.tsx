import { SsoSettingsPage } from '@/features/sso/components/sso-settings-page';
import { useDashboardUser } from './dashboard-user';

/** /dashboard/settings/sso: 'Inicio de sesión institucional', where admins connect their institution's identity provider. */
export function Component() {
  return <SsoSettingsPage viewer={useDashboardUser()} />;
}

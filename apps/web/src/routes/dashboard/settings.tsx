import { appRoleFromCode } from '@aula/shared';
import { PaymentSettingsCard } from '../../features/orders/components/payment-settings-card';
import { SettingsPage } from '../../features/settings/components/settings-page';
import { useDashboardUser } from './dashboard-user';

/**
 * /dashboard/settings (DECISIONS.md §1): every role's account settings, and for admins the
 * academy's payment instructions (DECISIONS.md §6).
 */
export function Component() {
  const admin = appRoleFromCode(useDashboardUser().rol.code) === 'ADMIN';
  return <SettingsPage>{admin && <PaymentSettingsCard />}</SettingsPage>;
}

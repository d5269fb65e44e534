import { appRoleFromCode } from '@aula/shared';
import { PaymentSettingsCard } from '../../features/orders/components/payment-settings-card';
import { AcademySecurityCard } from '../../features/settings/components/academy-security-card';
import { SettingsPage } from '../../features/settings/components/settings-page';
import { useDashboardUser } from './dashboard-user';

/**
 * /dashboard/settings: every role's account settings, and for admins the academy's payment
 * instructions and its rule on second factors (docs/decisions/0022).
 */
export function Component() {
  const user = useDashboardUser();
  const admin = appRoleFromCode(user.rol.code) === 'ADMIN';
  return (
    <SettingsPage user={user}>
      {admin && (
        <>
          <PaymentSettingsCard />
          <AcademySecurityCard />
        </>
      )}
    </SettingsPage>
  );
}

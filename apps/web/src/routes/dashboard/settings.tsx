import { can } from '@aula/shared';
import { PaymentSettingsCard } from '@/features/orders/components/payment-settings-card';
import { AcademySecurityCard } from '@/features/academy-settings/components/academy-security-card';
import { AccountPage } from '@/features/account/components/account-page';
import { useDashboardUser } from './dashboard-user';
import { viewerOf } from '@/lib/session/use-can';

/**
 * /dashboard/settings: every role's account settings, and for admins the academy's payment
 * instructions and its rule on second factors (docs/decisions/0022).
 */
export function Component() {
  const user = useDashboardUser();
  return (
    <AccountPage user={user}>
      {can(viewerOf(user), 'academySettings.manage') && (
        <>
          <PaymentSettingsCard />
          <AcademySecurityCard />
        </>
      )}
    </AccountPage>
  );
}

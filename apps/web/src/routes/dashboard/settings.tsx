import { can } from '@aula/shared';
import { PaymentSettingsCard } from '@/features/orders/components/payment-settings-card';
import { AcademySecurityCard } from '@/features/academy-settings/components/academy-security-card';
import { AccountPage } from '@/features/account/components/account-page';
import { OrganisationCard } from '@/features/organisation/components/organisation-card';
import { ScheduledTasksCard } from '@/features/scheduled-tasks/components/scheduled-tasks-card';
import { SentMailCard } from '@/features/sent-mail/components/sent-mail-card';
import { SsoSettingsCard } from '@/features/sso/components/sso-settings-card';
import { useDashboardUser } from './dashboard-user';
import { viewerOf } from '@/lib/session/use-can';

/**
 * /dashboard/settings: every role's account settings, and for admins the academy's payment
 * instructions, its rule on second factors (docs/decisions/0022) and the ways to 'Inicio de sesión
 * institucional', 'Organización', 'Tareas programadas' and 'Correo enviado'.
 */
export function Component() {
  const user = useDashboardUser();
  const viewer = viewerOf(user);
  return (
    <AccountPage user={user}>
      {can(viewer, 'academySettings.manage') && (
        <>
          <PaymentSettingsCard />
          <AcademySecurityCard />
          <SsoSettingsCard />
        </>
      )}
      {can(viewer, 'organisation.manage') && <OrganisationCard />}
      {can(viewer, 'jobs.manage') && <ScheduledTasksCard />}
      {can(viewer, 'mail.view') && <SentMailCard />}
    </AccountPage>
  );
}

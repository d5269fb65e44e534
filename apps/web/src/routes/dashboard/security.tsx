import { SecurityLogPage } from '@/features/security-log/components/security-log-page';
import { useDashboardUser } from './dashboard-user';

/** /dashboard/security: 'Registro de seguridad', where admins see who did what, when and from where. */
export function Component() {
  return <SecurityLogPage viewer={useDashboardUser()} />;
}

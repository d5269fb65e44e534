import { OrganisationPage } from '@/features/organisation/components/organisation-page';
import { useDashboardUser } from './dashboard-user';

/** /dashboard/settings/organisation: 'Organización', where admins keep the tree of units and the positions. */
export function Component() {
  return <OrganisationPage viewer={useDashboardUser()} />;
}

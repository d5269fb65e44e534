import { PlacementSection } from '@/features/placement/components/placement-section';
import { UsersPage } from '@/features/users/components/users-page';
import { useDashboardUser } from './dashboard-user';

/**
 * /dashboard/users: 'Usuarios' for admins, 'Estudiantes' for instructors (docs/product/people.md#user-management).
 * The admin's user sheet also holds the person's place in the organisation.
 */
export function Component() {
  return (
    <UsersPage
      viewer={useDashboardUser()}
      placement={(user) => <PlacementSection key={user.id} profileId={user.id} />}
    />
  );
}

import { UsersPage } from '@/features/users/components/users-page';
import { useDashboardUser } from './dashboard-user';

/** /dashboard/users: 'Usuarios' for admins, 'Estudiantes' for instructors (docs/product/people.md#user-management). */
export function Component() {
  return <UsersPage viewer={useDashboardUser()} />;
}

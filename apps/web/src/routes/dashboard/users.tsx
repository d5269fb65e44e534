import { UsersPage } from '@/features/users/components/users-page';
import { useDashboardUser } from './dashboard-user';

/** /dashboard/users: 'Usuarios' for admins, 'Estudiantes' for instructors (SPEC.md §2, §6). */
export function Component() {
  return <UsersPage viewer={useDashboardUser()} />;
}

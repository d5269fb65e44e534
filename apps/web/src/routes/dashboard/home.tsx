import { appRoleFromCode } from '@aula/shared';
import { AdminHome } from '../../features/dashboard/components/admin-home';
import { InstructorHome } from '../../features/dashboard/components/instructor-home';
import { StudentHome } from '../../features/dashboard/components/student-home';
import { useDashboardUser } from './dashboard-user';

/** /dashboard: each role has its own home with live figures; the student's is the default (SPEC.md §2). */
export function Component() {
  const user = useDashboardUser();
  switch (appRoleFromCode(user.rol.code)) {
    case 'ADMIN':
      return <AdminHome user={user} />;
    case 'INSTRUCTOR':
      return <InstructorHome user={user} />;
    case 'STUDENT':
      return <StudentHome user={user} />;
  }
}

import { can } from '@aula/shared';
import { AdminHome } from '@/features/dashboard/components/admin-home';
import { InstructorHome } from '@/features/dashboard/components/instructor-home';
import { StudentHome } from '@/features/dashboard/components/student-home';
import { useDashboardUser } from './dashboard-user';
import { viewerOf } from '@/lib/session/use-can';

/** /dashboard: each role has its own home with live figures; the student's is the default (docs/product/people.md#dashboards). */
export function Component() {
  const user = useDashboardUser();
  const viewer = viewerOf(user);
  if (can(viewer, 'dashboard.academy')) return <AdminHome user={user} />;
  if (can(viewer, 'dashboard.teaching')) return <InstructorHome user={user} />;
  return <StudentHome user={user} />;
}

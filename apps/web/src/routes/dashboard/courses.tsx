import { appRoleFromCode } from '@aula/shared';
import { CourseListPage } from '../../features/courses/components/course-list-page';
import { useDashboardUser } from './dashboard-user';

/** /dashboard/courses: students explore, instructors and admins manage (SPEC.md §2, §6). */
export function Component() {
  const user = useDashboardUser();
  return <CourseListPage manage={appRoleFromCode(user.rol.code) !== 'STUDENT'} />;
}

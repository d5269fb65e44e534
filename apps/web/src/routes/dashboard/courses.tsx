import { can } from '@aula/shared';
import { CourseListPage } from '@/features/courses/components/course-list-page';
import { useDashboardUser } from './dashboard-user';
import { viewerOf } from '@/lib/session/use-can';

/** /dashboard/courses: students explore, instructors and admins manage (docs/product/courses.md#course-list). */
export function Component() {
  const user = useDashboardUser();
  return <CourseListPage manage={can(viewerOf(user), 'courses.manage')} />;
}

import { can } from '@aula/shared';
import { Navigate, useParams } from 'react-router';
import { CourseFormPage } from '@/features/courses/form/components/course-form-page';
import { useDashboardUser } from './dashboard-user';
import { viewerOf } from '@/lib/session/use-can';

/**
 * /dashboard/courses/create and, with an id, /dashboard/courses/create/{id} and
 * /dashboard/courses/edit/{id} (docs/product/courses.md#screens-and-routes). Students have no course to manage: they go
 * to the catalogue (the server refuses them anyway).
 */
export function Component() {
  const user = useDashboardUser();
  const { id } = useParams();
  if (!can(viewerOf(user), 'courses.create')) return <Navigate to="/dashboard/courses" replace />;
  // Another id (or none) is another form: start it afresh.
  return <CourseFormPage key={id ?? 'new'} courseId={id} />;
}

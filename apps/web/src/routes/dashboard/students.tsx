import { StudentsPage } from '@/features/students/components/students-page';
import { useDashboardUser } from './dashboard-user';

/** /dashboard/students (docs/product/people.md#students-and-enrollments): an instructor's students and their progress; admins see all. */
export function Component() {
  return <StudentsPage viewer={useDashboardUser()} />;
}

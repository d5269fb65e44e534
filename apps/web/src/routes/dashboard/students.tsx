import { StudentsPage } from '@/features/students/components/students-page';
import { useDashboardUser } from './dashboard-user';

/** /dashboard/students (DECISIONS.md §1): an instructor's students and their progress; admins see all. */
export function Component() {
  return <StudentsPage viewer={useDashboardUser()} />;
}

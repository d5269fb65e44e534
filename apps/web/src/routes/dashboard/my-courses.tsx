import { MyCoursesPage } from '@/features/learning/my-courses/my-courses-page';

/** /dashboard/my-courses: 'Mis Cursos' (SPEC.md §2), the signed-in user's enrollments. */
export function Component() {
  return <MyCoursesPage />;
}

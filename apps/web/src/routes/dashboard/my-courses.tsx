import { MyCoursesPage } from '@/features/learning/my-courses/components/my-courses-page';

/** /dashboard/my-courses: 'Mis Cursos' (docs/product/learning.md#my-courses), the signed-in user's enrollments. */
export function Component() {
  return <MyCoursesPage />;
}

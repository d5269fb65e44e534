import { CourseListPage } from '@/features/courses/components/course-list-page';

/**
 * /dashboard/browse: the catalogue as students see it, for every role. A student's
 * /dashboard/courses is the same screen; an instructor's or admin's is their course management,
 * so their 'Explorar cursos' leads here (lib/navigation/catalogue-path.ts).
 */
export function Component() {
  return <CourseListPage manage={false} />;
}

import type { MyCoursesQuery } from '@aula/shared';

/**
 * A course's page sits under the catalogue's 'courses' key, so that whatever refreshes the
 * catalogue (publishing, saving a course) refreshes the page too. 'Mis Cursos' has its own.
 */
export const learningKeys = {
  /** every course's page: what changes the viewer's standing (an order decided) changes them all */
  courseDetails: ['courses', 'detail'] as const,
  courseDetail: (id: string) => ['courses', 'detail', id] as const,
  myCourses: ['enrollments', 'mine'] as const,
  myCoursesPage: (query: MyCoursesQuery) => ['enrollments', 'mine', query] as const,
  /** Under 'Mis Cursos': enrolling or completing a lesson refreshes the progress page as well. */
  myProgress: ['enrollments', 'mine', 'progress'] as const,
};

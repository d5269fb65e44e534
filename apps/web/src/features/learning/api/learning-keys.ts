import type { MyCoursesQuery } from '@aula/shared';

/**
 * A course's page sits under the catalogue's 'courses' key, so that whatever refreshes the
 * catalogue (publishing, saving a course) refreshes the page too. 'Mis Cursos' has its own.
 */
export const learningKeys = {
  courseDetail: (id: string) => ['courses', 'detail', id] as const,
  myCourses: ['enrollments', 'mine'] as const,
  myCoursesPage: (query: MyCoursesQuery) => ['enrollments', 'mine', query] as const,
  /** Under 'Mis Cursos': enrolling or completing a lesson refreshes the progress page as well. */
  myProgress: ['enrollments', 'mine', 'progress'] as const,
};

import { useCan } from '../session/use-can';

/** The catalogue, for any role: instructors and admins have their course management at /dashboard/courses. */
export const STAFF_CATALOGUE_PATH = '/dashboard/browse';
const STUDENT_CATALOGUE_PATH = '/dashboard/courses';

/**
 * Where 'Explorar cursos' leads the signed-in person: the catalogue students see, whatever
 * their role. A student's is their 'Cursos' page; an instructor's or admin's 'Cursos' is their
 * management, so theirs is the catalogue's own address.
 */
export function useCataloguePath(): string {
  // Whoever manages courses has their management at the student's catalogue address.
  return useCan('courses.manage') ? STAFF_CATALOGUE_PATH : STUDENT_CATALOGUE_PATH;
}

import { appRoleFromCode } from '@aula/shared';
import { useSession } from '../session/use-session';

/** The catalogue, for any role: instructors and admins have their course management at /dashboard/courses. */
export const STAFF_CATALOGUE_PATH = '/dashboard/browse';
const STUDENT_CATALOGUE_PATH = '/dashboard/courses';

/**
 * Where 'Explorar cursos' leads the signed-in person: the catalogue students see, whatever
 * their role. A student's is their 'Cursos' page; an instructor's or admin's 'Cursos' is their
 * management, so theirs is the catalogue's own address.
 */
export function useCataloguePath(): string {
  const session = useSession();
  const role = session.status === 'signed-in' ? appRoleFromCode(session.user.rol.code) : 'STUDENT';
  return role === 'STUDENT' ? STUDENT_CATALOGUE_PATH : STAFF_CATALOGUE_PATH;
}

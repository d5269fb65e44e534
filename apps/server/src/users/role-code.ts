import { ROLE_CODES, type AppRole } from '@aula/shared';

/** The database role code an admin's choice of role stands for. */
export const ROLE_CODE: Record<AppRole, string> = {
  ADMIN: ROLE_CODES.admin,
  INSTRUCTOR: ROLE_CODES.instructor,
  STUDENT: ROLE_CODES.student,
};

import { ROLE_CODES } from './constants';

/** The app-level role every screen reasons about (SPEC.md §6; DECISIONS.md §4: unknown roles act as students). */
export type AppRole = 'ADMIN' | 'INSTRUCTOR' | 'STUDENT';

export function appRoleFromCode(code: string | null | undefined): AppRole {
  if (code === ROLE_CODES.admin) return 'ADMIN';
  if (code === ROLE_CODES.instructor) return 'INSTRUCTOR';
  return 'STUDENT';
}

import { ROLE_CODES } from './constants';
import { messages } from './messages';

/**
 * The app-level role every screen reasons about (docs/product/accounts.md#role-names); unknown
 * roles act as students (docs/product/accounts.md#unknown-roles).
 */
export type AppRole = 'ADMIN' | 'INSTRUCTOR' | 'STUDENT';

export function appRoleFromCode(code: string | null | undefined): AppRole {
  if (code === ROLE_CODES.admin) return 'ADMIN';
  if (code === ROLE_CODES.instructor) return 'INSTRUCTOR';
  return 'STUDENT';
}

const KNOWN_CODES: readonly string[] = Object.values(ROLE_CODES);

/**
 * The Spanish name shown for a role ('Rol: Administrador'). The database names roles in
 * English ('admin'); a role the app does not know keeps the name the server sent, so that
 * the user is never told they are a student when they are not.
 */
export function roleDisplayName(role: { code: string; name: string }): string {
  return KNOWN_CODES.includes(role.code) ? messages.shell.roleNames[appRoleFromCode(role.code)] : role.name;
}

/** Whether a person's role is shown beside their name where they write (comments): staff, not students. */
export const showsRoleBadge = (role: AppRole) => role !== 'STUDENT';

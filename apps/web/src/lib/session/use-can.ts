import { appRoleFromCode, can, type Action, type CurrentUser, type Owned, type Viewer } from '@aula/shared';
import { useSession } from './use-session';

/** The signed-in person as the policy sees them. */
export const viewerOf = (user: CurrentUser): Viewer => ({
  profileId: user.id,
  role: appRoleFromCode(user.rol.code),
  supervisor: user.supervisor,
});

/**
 * Whether the signed-in person may do the action (on the resource, when given), by the same
 * policy the server enforces (packages/shared/src/policy/policy.ts): what it refuses, the screens
 * do not offer. Hiding is a courtesy; the server still refuses. Nobody signed in may do nothing.
 */
export function useCan(action: Action, resource?: Owned): boolean {
  const session = useSession();
  return session.status === 'signed-in' && can(viewerOf(session.user), action, resource);
}

import { sessionStore } from '@/lib/session/session-store';

/**
 * Tells the session's user that the second factor is now on or off. Turning it on or off answers
 * no user (unlike a password change) and the session reads the server's only at its next renewal;
 * the dashboard's enrolment gate goes by this one.
 */
export function setSessionMfaEnabled(enabled: boolean) {
  const session = sessionStore.get();
  if (session.status === 'signed-in' && session.user.mfaEnabled !== enabled) {
    sessionStore.updateUser({ ...session.user, mfaEnabled: enabled });
  }
}

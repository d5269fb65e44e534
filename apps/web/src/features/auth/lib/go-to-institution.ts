import { sessionHint } from '@/lib/session/session-hint';

/**
 * Leaves for the institution's identity provider through the server, which remembers the sign-in
 * in this browser and comes back to `returnTo` with the session cookie set. The session hint is
 * set first: the app that loads on the way back must ask the server for that session.
 */
export function goToInstitution(returnTo: string, email?: string) {
  const query = new URLSearchParams({ returnTo });
  if (email) query.set('email', email);
  sessionHint.remember(true);
  window.location.assign(`/api/auth/sso/start?${query}`);
}

import { api, connectApiAuth, unwrap } from '../api/client';
import { isRefreshDue } from './refresh-policy';
import { startRefreshSchedule } from './refresh-schedule';
import { sessionHint } from './session-hint';
import { createSessionRefresher } from './session-refresher';
import { sessionStore } from './session-store';

const refreshSession = createSessionRefresher(sessionStore, () => unwrap(api.POST('/api/auth/refresh')));

let started = false;

/**
 * /login as the institution's sign-in leaves it when no session was opened: refused
 * (`?sso_error=`), or waiting for the account's own second factor (`#sso_mfa=`). The hint was set
 * on the way out (features/auth/lib/go-to-institution.ts); asking the server would only fail.
 */
const backFromInstitutionWithoutSession = () =>
  window.location.pathname === '/login' &&
  /[?&]sso_error=|[#&]sso_mfa=/.test(window.location.search + window.location.hash);

/**
 * Runs once at app start: plugs the session into the API client, restores the session from
 * the refresh cookie (the store stays 'loading' until then) and keeps the access token fresh
 * (docs/product/accounts.md#restoring-and-renewing).
 */
export function startSession() {
  if (started) return;
  started = true;

  connectApiAuth({
    accessToken() {
      const state = sessionStore.get();
      return state.status === 'signed-in' ? state.accessToken : null;
    },
    async renewAfterUnauthorized() {
      const outcome = await refreshSession();
      // The server already refused the current token: without a new one the session is over.
      if (outcome === 'unavailable') sessionStore.close('no-session');
      return outcome === 'refreshed';
    },
  });

  sessionStore.subscribe(() => {
    const state = sessionStore.get();
    if (state.status !== 'loading') sessionHint.remember(state.status === 'signed-in');
  });

  if (sessionHint.mayExist() && !backFromInstitutionWithoutSession()) {
    void refreshSession().then((outcome) => {
      if (outcome === 'unavailable' && sessionStore.get().status === 'loading') {
        sessionStore.close('no-session');
      }
    });
  } else {
    sessionStore.close('no-session');
  }

  // A refresh that finds the server unreachable leaves the session alone: the next tick tries again.
  startRefreshSchedule(() => {
    const state = sessionStore.get();
    if (state.status === 'signed-in' && isRefreshDue(state.expiresAt, Date.now())) void refreshSession();
  });
}

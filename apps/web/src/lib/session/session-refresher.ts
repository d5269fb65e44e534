import type { SessionResponse } from '@aula/shared';
import { isRetryableFailure } from './refresh-policy';
import { withRefreshLock } from './refresh-lock';
import { retryWithBackoff } from './retry-with-backoff';
import type { SessionStore } from './session-store';

/**
 * refreshed: a new access token is in the store. rejected: the server ended the session (or
 * the user signed out meanwhile). unavailable: the server could not be reached within the
 * retry budget; the session is left as it was.
 */
export type RefreshOutcome = 'refreshed' | 'rejected' | 'unavailable';

/**
 * Returns the function that refreshes the session. Calls made while one refresh is under way
 * share it: a second request with the same cookie would look like a stolen token to the server.
 */
export function createSessionRefresher(store: SessionStore, requestRefresh: () => Promise<SessionResponse>) {
  let inFlight: Promise<RefreshOutcome> | null = null;

  async function refresh(): Promise<RefreshOutcome> {
    const versionAtStart = store.version();
    try {
      const session = await withRefreshLock(() => retryWithBackoff(requestRefresh, isRetryableFailure));
      // A sign-out while the answer was on its way wins.
      if (store.version() !== versionAtStart) return 'rejected';
      store.open(session);
      return 'refreshed';
    } catch (error) {
      if (isRetryableFailure(error)) return 'unavailable';
      if (store.version() === versionAtStart) store.close('no-session');
      return 'rejected';
    }
  }

  return function refreshSession(): Promise<RefreshOutcome> {
    inFlight ??= refresh().finally(() => {
      inFlight = null;
    });
    return inFlight;
  };
}

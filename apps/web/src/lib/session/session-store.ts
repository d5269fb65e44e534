import type { CurrentUser, SessionResponse } from '@aula/shared';

/**
 * Why there is no session: the user signed out on purpose, or there was none to begin with
 * (or it ended). Only in the second case is the page the user wanted worth coming back to.
 */
export type SignedOutReason = 'signed-out-by-user' | 'no-session';

export type SessionState =
  | { status: 'loading' }
  | { status: 'signed-in'; accessToken: string; /** Unix seconds */ expiresAt: number; user: CurrentUser }
  | { status: 'signed-out'; reason: SignedOutReason };

type Listener = () => void;

/**
 * The session lives in memory only: the access token is never written to storage, so a
 * script injected into the page cannot lift it from there; the refresh token stays in its
 * httpOnly cookie.
 */
export function createSessionStore() {
  let state: SessionState = { status: 'loading' };
  // Bumped on every change, so that an answer that arrives after a sign-out can tell it is stale.
  let version = 0;
  const listeners = new Set<Listener>();

  function set(next: SessionState) {
    state = next;
    version += 1;
    for (const listener of listeners) listener();
  }

  return {
    get: () => state,
    version: () => version,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    open(session: SessionResponse) {
      set({
        status: 'signed-in',
        accessToken: session.access_token,
        expiresAt: session.expires_at,
        user: session.user,
      });
    },
    close(reason: SignedOutReason) {
      set({ status: 'signed-out', reason });
    },
    /** The signed-in user's details changed (an admin edited their own names): the same session, fresh details. */
    updateUser(user: CurrentUser) {
      if (state.status === 'signed-in') set({ ...state, user });
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;

/** The app's one session. */
export const sessionStore = createSessionStore();

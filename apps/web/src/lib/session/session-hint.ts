const KEY = 'aula.session';

/**
 * Whether this browser may hold a session cookie. The cookie is httpOnly, so scripts cannot
 * see it; without this hint every first visit would start with a refresh call bound to fail
 * (a 401 logged in the console and a round trip before the sign-in form shows). It is only a
 * hint, never a credential: the server still decides. Storage that is unavailable (a privacy
 * mode) answers "maybe", so the session is still restored there.
 */
export const sessionHint = {
  mayExist(): boolean {
    try {
      return localStorage.getItem(KEY) !== null;
    } catch {
      return true;
    }
  },
  remember(exists: boolean) {
    try {
      if (exists) localStorage.setItem(KEY, '1');
      else localStorage.removeItem(KEY);
    } catch {
      // Nothing to remember it in: the next start will simply ask the server.
    }
  },
};

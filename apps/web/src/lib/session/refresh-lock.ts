const LOCK_NAME = 'aula-session-refresh';

/**
 * Runs a refresh holding a lock shared by every tab of this origin. Tabs share one refresh
 * cookie, and the server treats a refresh token presented twice as stolen and revokes the
 * whole session: two tabs must never send the same cookie at once. Browsers without the
 * Web Locks API run it unguarded.
 */
export async function withRefreshLock<T>(refresh: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return refresh();
  return await locks.request(LOCK_NAME, refresh);
}

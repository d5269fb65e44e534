import { SESSION_TICK_MS } from '@aula/shared';

/**
 * Calls `check` every SESSION_TICK_MS and whenever the page becomes visible again: browsers
 * slow timers down in background tabs and stop them while a laptop sleeps, so coming back
 * is when a token is most likely near its end. Returns the function that stops it.
 */
export function startRefreshSchedule(check: () => void): () => void {
  const timer = setInterval(check, SESSION_TICK_MS);
  const onVisibilityChange = () => {
    if (document.visibilityState === 'visible') check();
  };
  document.addEventListener('visibilitychange', onVisibilityChange);
  return () => {
    clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisibilityChange);
  };
}

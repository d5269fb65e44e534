const HOME_PATH = '/dashboard';

interface ReturnState {
  from?: string;
}

function isReturnState(state: unknown): state is ReturnState {
  return typeof state === 'object' && state !== null && typeof (state as ReturnState).from === 'string';
}

/**
 * Where to go after signing in: the page the user was sent away from (kept in /login's history
 * state), if it is one of ours; else the dashboard.
 */
export function returnPath(state: unknown): string {
  const from = isReturnState(state) ? state.from : undefined;
  return from && from.startsWith('/') && !from.startsWith('//') && !from.startsWith('/login')
    ? from
    : HOME_PATH;
}

import type { CurrentUser } from '@aula/shared';
import type { ReactNode } from 'react';
import { Navigate, useLocation, type Location } from 'react-router';
import { useSession } from '../lib/session/use-session';

const HOME_PATH = '/dashboard';

interface ReturnState {
  from?: string;
}

function isReturnState(state: unknown): state is ReturnState {
  return typeof state === 'object' && state !== null && typeof (state as ReturnState).from === 'string';
}

/** Where to go after signing in: the page the user was sent away from, if it is one of ours. */
export function returnPath(state: unknown): string {
  const from = isReturnState(state) ? state.from : undefined;
  return from && from.startsWith('/') && !from.startsWith('//') && !from.startsWith('/login')
    ? from
    : HOME_PATH;
}

function currentPath(location: Location) {
  return `${location.pathname}${location.search}${location.hash}`;
}

/** Renders its children for a signed-in user; anyone else goes to /login, to come back here afterwards. */
export function RequireSession({ children }: { children: (user: CurrentUser) => ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'signed-in') return children(session.user);
  // After an explicit sign-out the next sign-in starts afresh at the dashboard.
  const remember = session.status === 'signed-out' && session.reason === 'no-session';
  return <Navigate to="/login" replace state={remember ? { from: currentPath(location) } : undefined} />;
}

/** Renders its children for a signed-out visitor; a signed-in user goes on (docs/product/interface.md#arriving-and-session-guards). */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'signed-in') return <Navigate to={returnPath(location.state)} replace />;
  return children;
}

import type { CurrentUser } from '@aula/shared';
import type { ReactNode } from 'react';
import { Navigate, useLocation, type Location } from 'react-router';
import { returnPath } from '../lib/navigation/return-path';
import { useSession } from '../lib/session/use-session';

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

import { Navigate } from 'react-router';
import { useSession } from '../lib/session/use-session';

/** Until the landing page exists, / sends each visitor to where they can start. */
export function HomeRedirect() {
  const session = useSession();
  return <Navigate to={session.status === 'signed-in' ? '/dashboard' : '/login'} replace />;
}

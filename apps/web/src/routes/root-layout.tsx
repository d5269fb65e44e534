import { Outlet } from 'react-router';
import { ScrollButtons } from '../components/scroll-buttons';
import { useSession } from '../lib/session/use-session';
import { LoadingScreen } from './loading-screen';

/** Every screen waits for the session to be restored, so that none decides on a session it does not know yet. */
export function RootLayout() {
  const session = useSession();
  if (session.status === 'loading') return <LoadingScreen />;
  return (
    <>
      <Outlet />
      <ScrollButtons />
    </>
  );
}

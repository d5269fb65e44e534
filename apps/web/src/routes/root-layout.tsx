import { Outlet, ScrollRestoration } from 'react-router';
import { ScrollButtons } from '../components/scroll-buttons';
import { useSession } from '../lib/session/use-session';
import { LoadingScreen } from './loading-screen';

/**
 * Every screen waits for the session to be restored, so that none decides on a session it does not
 * know yet. Every navigation starts at the top of its page, except Back and Forward, which return to
 * where the reader was (the router's scroll restoration, for every screen, public or not).
 */
export function RootLayout() {
  const session = useSession();
  return (
    <>
      <ScrollRestoration />
      {session.status === 'loading' ? (
        <LoadingScreen />
      ) : (
        <>
          <Outlet />
          <ScrollButtons />
        </>
      )}
    </>
  );
}

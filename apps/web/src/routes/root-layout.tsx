import { Outlet, ScrollRestoration, useMatches } from 'react-router';
import { ScrollButtons } from '../components/scroll-buttons';
import { useSession } from '../lib/session/use-session';
import { LoadingScreen } from './loading-screen';

/** What a route may ask of the chrome around every screen, in its `handle`. */
export interface RouteChrome {
  /** 'wide-screens': the floating scroll buttons stay off phones, where they would cover the content. */
  scrollButtons?: 'wide-screens';
}

/**
 * Every screen waits for the session to be restored, so that none decides on a session it does not
 * know yet. Every navigation starts at the top of its page, except Back and Forward, which return to
 * where the reader was (the router's scroll restoration, for every screen, public or not).
 */
export function RootLayout() {
  const session = useSession();
  const scrollButtonsOnWideScreensOnly = useMatches().some(
    (match) => (match.handle as RouteChrome | undefined)?.scrollButtons === 'wide-screens',
  );
  return (
    <>
      <ScrollRestoration />
      {session.status === 'loading' ? (
        <LoadingScreen />
      ) : (
        <>
          <Outlet />
          <ScrollButtons wideScreensOnly={scrollButtonsOnWideScreensOnly} />
        </>
      )}
    </>
  );
}

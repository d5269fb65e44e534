import { useSyncExternalStore } from 'react';
import { sessionStore, type SessionState } from './session-store';

/** The current session; components re-render when it changes. */
export function useSession(): SessionState {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get);
}

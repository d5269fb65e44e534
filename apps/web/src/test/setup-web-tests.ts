import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { connectApiAuth } from '@/lib/api/client';
import { sessionStore } from '@/lib/session/session-store';
import { apiServer } from './api-server';

/**
 * Every web test file starts here: the mock API listening (docs/architecture.md#9-tests-that-hit-real-things),
 * the client sending the test session's token as the app's session module would, and after each
 * test nothing left over: no rendered screen, no answers, no listeners, nobody signed in.
 */
beforeAll(() => {
  apiServer.listen({ onUnhandledRequest: 'error' });
  connectApiAuth({
    accessToken: () => {
      const session = sessionStore.get();
      return session.status === 'signed-in' ? session.accessToken : null;
    },
    renewAfterUnauthorized: async () => false,
  });
});

afterEach(() => {
  cleanup();
  apiServer.resetHandlers();
  apiServer.events.removeAllListeners();
  sessionStore.close('no-session');
  // Mocks forget their calls; spies (on URL, links, sizes) give back the real thing.
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

afterAll(() => apiServer.close());

import { testSessionResponse } from '@/test/session-response';
import type { SessionResponse } from '@aula/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error';
import { createSessionRefresher } from './session-refresher';
import { createSessionStore } from './session-store';

const sessionResponse = (accessToken: string) => testSessionResponse(accessToken);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('createSessionRefresher', () => {
  let store: ReturnType<typeof createSessionStore>;
  beforeEach(() => {
    store = createSessionStore();
  });

  it('opens the session with the new token', async () => {
    const refresh = createSessionRefresher(store, async () => sessionResponse('token-2'));
    await expect(refresh()).resolves.toBe('refreshed');
    expect(store.get()).toMatchObject({ status: 'signed-in', accessToken: 'token-2' });
  });

  it('sends one request for calls made while a refresh is under way', async () => {
    const request = vi.fn(async () => sessionResponse('token-2'));
    const refresh = createSessionRefresher(store, request);
    const outcomes = await Promise.all([refresh(), refresh(), refresh()]);
    expect(outcomes).toEqual(['refreshed', 'refreshed', 'refreshed']);
    expect(request).toHaveBeenCalledTimes(1);
    await refresh();
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('drops the session when the server refuses the refresh', async () => {
    store.open(sessionResponse('token-1'));
    const refresh = createSessionRefresher(store, async () => {
      throw new ApiError('Tu sesión ha terminado. Inicia sesión de nuevo.', 'unauthorized', 401);
    });
    await expect(refresh()).resolves.toBe('rejected');
    expect(store.get()).toEqual({ status: 'signed-out', reason: 'no-session' });
  });

  it('retries a gateway error and keeps the session when the server stays unreachable', async () => {
    vi.useFakeTimers();
    store.open(sessionResponse('token-1'));
    const request = vi.fn(async (): Promise<SessionResponse> => {
      throw ApiError.fromResponse(503, '');
    });
    const outcome = createSessionRefresher(store, request)();
    await vi.runAllTimersAsync();
    await expect(outcome).resolves.toBe('unavailable');
    expect(request.mock.calls.length).toBeGreaterThan(1);
    expect(store.get()).toMatchObject({ status: 'signed-in', accessToken: 'token-1' });
  });

  it('does not bring back a session the user signed out of while the refresh was on its way', async () => {
    store.open(sessionResponse('token-1'));
    let answer: (session: SessionResponse) => void = () => {};
    const refresh = createSessionRefresher(store, () => new Promise((resolve) => (answer = resolve)));
    const outcome = refresh();
    await Promise.resolve();
    store.close('signed-out-by-user');
    answer(sessionResponse('token-2'));
    await expect(outcome).resolves.toBe('rejected');
    expect(store.get()).toEqual({ status: 'signed-out', reason: 'signed-out-by-user' });
  });

  it('holds the cross-tab lock for the whole refresh', async () => {
    const events: string[] = [];
    vi.stubGlobal('navigator', {
      locks: {
        async request(name: string, callback: () => Promise<unknown>) {
          events.push(`lock ${name}`);
          const result = await callback();
          events.push('unlock');
          return result;
        },
      },
    });
    const refresh = createSessionRefresher(store, async () => {
      events.push('request');
      return sessionResponse('token-2');
    });
    await refresh();
    expect(events).toEqual(['lock aula-session-refresh', 'request', 'unlock']);
  });
});

import { messages, mfaMessages } from '@aula/shared';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { createApiClient, unwrap, type ApiAuth } from './client';

const BASE_URL = 'http://aula.test';

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const user = { id: '5f0c3b8e-8c1a-4f3e-9d2b-1a2b3c4d5e6f', names: 'Ana' };
const expired = { message: messages.common.unauthorized, code: 'unauthorized' };

/** A session whose token changes to `renewedToken` when renewed (or cannot be renewed when null). */
function fakeAuth(token: string | null, renewedToken: string | null = null) {
  let current = token;
  const auth: ApiAuth = {
    accessToken: () => current,
    renewAfterUnauthorized: vi.fn(async () => {
      if (!renewedToken) return false;
      current = renewedToken;
      return true;
    }),
  };
  return auth;
}

/** Records what each request carried and answers from the list, in order. */
function fakeFetch(...responses: Response[]) {
  const seen: { url: string; authorization: string | null; credentials: RequestCredentials; body: string }[] =
    [];
  const fetch = vi.fn(async (request: Request) => {
    seen.push({
      url: request.url,
      authorization: request.headers.get('Authorization'),
      credentials: request.credentials,
      body: await request.text(),
    });
    const response = responses.shift();
    if (!response) throw new Error('unexpected request');
    return response;
  });
  return { fetch, seen };
}

describe('api client', () => {
  it('sends the access token and the same-origin cookie', async () => {
    const { fetch, seen } = fakeFetch(json(200, user));
    const api = createApiClient({ auth: fakeAuth('token-1'), fetch, baseUrl: BASE_URL });
    await expect(unwrap(api.GET('/api/auth/me'))).resolves.toEqual(user);
    expect(seen[0]).toMatchObject({
      url: `${BASE_URL}/api/auth/me`,
      authorization: 'Bearer token-1',
      credentials: 'same-origin',
    });
  });

  it('renews the session once after a 401 and retries the request with the new token', async () => {
    const { fetch, seen } = fakeFetch(json(401, expired), json(200, user));
    const auth = fakeAuth('token-1', 'token-2');
    const api = createApiClient({ auth, fetch, baseUrl: BASE_URL });
    await expect(unwrap(api.GET('/api/auth/me'))).resolves.toEqual(user);
    expect(auth.renewAfterUnauthorized).toHaveBeenCalledTimes(1);
    expect(seen.map((request) => request.authorization)).toEqual(['Bearer token-1', 'Bearer token-2']);
  });

  it('resends the body on the retry', async () => {
    const { fetch, seen } = fakeFetch(json(401, expired), json(200, {}));
    const api = createApiClient({ auth: fakeAuth('token-1', 'token-2'), fetch, baseUrl: BASE_URL });
    // Any JSON endpoint outside /api/auth/* would do; none exists yet, so the path is cast.
    await api.POST('/api/health' as never, { body: { answer: 42 } } as never);
    expect(seen.map((request) => request.body)).toEqual(['{"answer":42}', '{"answer":42}']);
  });

  it('retries only once: a second 401 is the answer', async () => {
    const { fetch } = fakeFetch(json(401, expired), json(401, expired));
    const auth = fakeAuth('token-1', 'token-2');
    const api = createApiClient({ auth, fetch, baseUrl: BASE_URL });
    await expect(unwrap(api.GET('/api/auth/me'))).rejects.toMatchObject({
      status: 401,
      message: expired.message,
    });
    expect(auth.renewAfterUnauthorized).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('answers the 401 when the session cannot be renewed', async () => {
    const { fetch } = fakeFetch(json(401, expired));
    const api = createApiClient({ auth: fakeAuth('token-1'), fetch, baseUrl: BASE_URL });
    const failure = unwrap(api.GET('/api/auth/me'));
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      status: 401,
      code: 'unauthorized',
      message: expired.message,
    });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('uses a token another request renewed meanwhile instead of renewing again', async () => {
    const { fetch, seen } = fakeFetch(json(401, expired), json(200, user));
    let token = 'token-1';
    const auth: ApiAuth = { accessToken: () => token, renewAfterUnauthorized: vi.fn(async () => true) };
    const slowFetch = async (request: Request) => {
      const response = await fetch(request);
      token = 'token-2';
      return response;
    };
    const api = createApiClient({ auth, fetch: slowFetch, baseUrl: BASE_URL });
    await unwrap(api.GET('/api/auth/me'));
    expect(auth.renewAfterUnauthorized).not.toHaveBeenCalled();
    expect(seen[1]?.authorization).toBe('Bearer token-2');
  });

  it('does not renew on a wrong password', async () => {
    const wrong = { message: messages.signIn.invalidCredentials, code: 'unauthorized' };
    const { fetch } = fakeFetch(json(401, wrong));
    const auth = fakeAuth('token-1', 'token-2');
    const api = createApiClient({ auth, fetch, baseUrl: BASE_URL });
    const signIn = unwrap(
      api.POST('/api/auth/sign-in', { body: { email: 'ana@aula.test', password: 'incorrecta' } }),
    );
    await expect(signIn).rejects.toMatchObject({ status: 401, message: messages.signIn.invalidCredentials });
    expect(auth.renewAfterUnauthorized).not.toHaveBeenCalled();
  });

  it('does not renew when the second step of signing in is refused', async () => {
    const expiredChallenge = { message: mfaMessages.challengeExpired, code: 'unauthorized' };
    const { fetch } = fakeFetch(json(401, expiredChallenge));
    const auth = fakeAuth('token-1', 'token-2');
    const api = createApiClient({ auth, fetch, baseUrl: BASE_URL });
    const secondStep = unwrap(
      api.POST('/api/auth/sign-in/mfa', { body: { challenge: 'reto', code: '123456' } }),
    );
    await expect(secondStep).rejects.toMatchObject({ status: 401, message: mfaMessages.challengeExpired });
    expect(auth.renewAfterUnauthorized).not.toHaveBeenCalled();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('does not try to renew a session it does not have', async () => {
    const { fetch, seen } = fakeFetch(json(401, expired));
    const auth = fakeAuth(null, 'token-2');
    const api = createApiClient({ auth, fetch, baseUrl: BASE_URL });
    await expect(unwrap(api.GET('/api/auth/me'))).rejects.toMatchObject({ status: 401 });
    expect(seen[0]?.authorization).toBeNull();
    expect(auth.renewAfterUnauthorized).not.toHaveBeenCalled();
  });

  it('carries the per-field messages of a rejected form', async () => {
    const body = {
      message: messages.signIn.emailInvalid,
      code: 'validation_failed',
      fields: { email: messages.signIn.emailInvalid },
    };
    const { fetch } = fakeFetch(json(422, body));
    const api = createApiClient({ auth: fakeAuth(null), fetch, baseUrl: BASE_URL });
    await expect(
      unwrap(api.POST('/api/auth/sign-in', { body: { email: 'x', password: 'secreto' } })),
    ).rejects.toMatchObject({
      status: 422,
      code: 'validation_failed',
      fields: { email: messages.signIn.emailInvalid },
    });
  });

  it('turns a lost connection into a Spanish message', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const api = createApiClient({ auth: fakeAuth('token-1'), fetch, baseUrl: BASE_URL });
    await expect(unwrap(api.GET('/api/auth/me'))).rejects.toMatchObject({
      code: 'network_error',
      status: 0,
      message: messages.common.networkError,
    });
  });

  it('answers a gateway page that is not JSON with a Spanish message', async () => {
    const { fetch } = fakeFetch(new Response('<html>Bad Gateway</html>', { status: 502 }));
    const api = createApiClient({ auth: fakeAuth('token-1'), fetch, baseUrl: BASE_URL });
    await expect(unwrap(api.GET('/api/auth/me'))).rejects.toMatchObject({
      status: 502,
      message: messages.common.serviceUnavailable,
    });
  });
});

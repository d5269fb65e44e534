import { currentUserSchema, messages, sessionResponseSchema, signInResponseSchema } from '@aula/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  bodyOf,
  createUser,
  refreshCookieOf,
  refusalOf,
  signIn,
  type TestUser,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let app: TestApp;
let student: TestUser;

beforeAll(async () => {
  app = await createTestApp();
  student = await createUser(app.deps);
});
afterAll(() => app.close());

const refresh = (cookie?: string) =>
  app.request('/api/auth/refresh', { method: 'POST', headers: cookie ? { cookie } : {} });

describe('sign-in', () => {
  it('answers a token, the current user and an httpOnly SameSite refresh cookie', async () => {
    const response = await app.request('/api/auth/sign-in', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: student.email.toUpperCase(), password: student.password }),
    });
    expect(response.status).toBe(200);
    const body = await bodyOf(response, signInResponseSchema);
    expect(body).toMatchObject({
      token_type: 'bearer',
      expires_in: 900,
      user: { email: student.email, rol: { code: '03', name: 'student' } },
    });
    expect(body.expires_at).toBeGreaterThan(Date.now() / 1000);
    // No credential of any kind: no hash, no field holding a password or its hash.
    expect(JSON.stringify(body)).not.toMatch(/\$argon2|"password(_hash)?"|password_hash/);
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('aula_refresh='))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\/api\/auth/);
  });

  it('gives the same answer for a wrong password and an unknown email', async () => {
    const attempt = (email: string) =>
      app.request('/api/auth/sign-in', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'equivocada1' }),
      });
    const wrongPassword = await attempt(student.email);
    const unknown = await attempt('nadie@aula.test');
    expect(wrongPassword.status).toBe(401);
    expect(unknown.status).toBe(401);
    const [a, b] = [await refusalOf(wrongPassword), await refusalOf(unknown)];
    expect(a).toEqual(b);
    expect(a.message).toBe(messages.signIn.invalidCredentials);
  });

  it('applies the sign-in form rules (docs/product/accounts.md#sign-in-rules)', async () => {
    const response = await app.request('/api/auth/sign-in', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'no-es-un-email', password: '123' }),
    });
    expect(response.status).toBe(422);
    expect((await refusalOf(response)).fields).toEqual({
      email: messages.signIn.emailInvalid,
      password: messages.signIn.passwordTooShort,
    });
  });

  it('answers malformed JSON with a Spanish 400', async () => {
    const response = await app.request('/api/auth/sign-in', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":',
    });
    expect(response.status).toBe(400);
    expect((await refusalOf(response)).message).toBe(messages.common.invalidRequest);
  });
});

// Forged, expired and misused tokens, refresh-token reuse and parallel refreshes: the security
// suite, apps/server/test/security/tokens.test.ts.
describe('refresh rotation', () => {
  it('trades a refresh token for a new one, once', async () => {
    const session = await signIn(app, student.email, student.password);
    const first = await refresh(session.refreshCookie);
    expect(first.status).toBe(200);
    const next = refreshCookieOf(first)!;
    expect(next).not.toBe(session.refreshCookie);
    const body = await bodyOf(first, sessionResponseSchema);
    const me = await app.request('/api/auth/me', { headers: bearer(body.access_token) });
    expect(me.status).toBe(200);
    expect((await bodyOf(me, currentUserSchema)).email).toBe(student.email);
  });

  it('refuses a missing or unknown refresh token', async () => {
    expect((await refresh()).status).toBe(401);
    expect((await refresh('aula_refresh=inventado')).status).toBe(401);
  });
});

describe('sign-out', () => {
  it('revokes the session: its refresh cookie and its access token stop working', async () => {
    const session = await signIn(app, student.email, student.password);
    const out = await app.request('/api/auth/sign-out', {
      method: 'POST',
      headers: { cookie: session.refreshCookie, ...bearer(session.accessToken) },
    });
    expect(out.status).toBe(204);
    expect(out.headers.getSetCookie().join()).toMatch(/aula_refresh=;/);
    expect((await refresh(session.refreshCookie)).status).toBe(401);
    expect((await app.request('/api/auth/me', { headers: bearer(session.accessToken) })).status).toBe(401);
  });

  it('leaves the user’s other sessions alive', async () => {
    const phone = await signIn(app, student.email, student.password);
    const laptop = await signIn(app, student.email, student.password);
    await app.request('/api/auth/sign-out', { method: 'POST', headers: { cookie: laptop.refreshCookie } });
    expect((await app.request('/api/auth/me', { headers: bearer(phone.accessToken) })).status).toBe(200);
  });
});

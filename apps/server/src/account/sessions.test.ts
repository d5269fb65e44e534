import {
  activeSessionsSchema,
  sessionResponseSchema,
  type ActiveSession,
  accountMessages,
} from '@aula/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, bodyOf, createUser, refreshCookieOf, refusalOf, type TestUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { describeUserAgent } from './describe-user-agent';

/**
 * 'Sesiones activas' (issue 17, item 13; ASVS 7.5): a person sees every session their account
 * has open, with device, browser, address and last use, the current one marked, and can end any
 * of them at once.
 */
const PHONE =
  'Mozilla/5.0 (Linux; Android 14; SM-A155M) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const WARD_PC =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86';
const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

let app: TestApp;
let nurse: TestUser;

beforeAll(async () => {
  app = await createTestApp({ env: { TRUST_PROXY: 'true' } });
  nurse = await createUser(app.deps);
});
afterAll(() => app.close());

async function signInFrom(person: TestUser, userAgent: string, address: string) {
  const response = await app.request('/api/auth/sign-in', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': userAgent, 'x-forwarded-for': address },
    body: JSON.stringify({ email: person.email, password: person.password }),
  });
  expect(response.status).toBe(200);
  return {
    token: (await bodyOf(response, sessionResponseSchema)).access_token,
    cookie: refreshCookieOf(response)!,
  };
}

const listFor = async (token: string): Promise<ActiveSession[]> => {
  const response = await app.request('/api/account/sessions', { headers: bearer(token) });
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return (await bodyOf(response, activeSessionsSchema)).sessions;
};

const revoke = (token: string, id: string) =>
  app.request(`/api/account/sessions/${id}`, { method: 'DELETE', headers: bearer(token) });

describe('Sesiones activas', () => {
  it('lists every open session with its device, browser, address and times, the current one first', async () => {
    await signInFrom(nurse, PHONE, '203.0.113.10');
    await signInFrom(nurse, IPAD, '203.0.113.11');
    const pc = await signInFrom(nurse, WARD_PC, '198.51.100.7');
    const sessions = await listFor(pc.token);
    expect(sessions).toHaveLength(3);
    expect(sessions[0]).toMatchObject({
      current: true,
      browser: 'Edge 131',
      system: 'Windows',
      device: 'computer',
      ip: '198.51.100.7',
    });
    expect(
      sessions
        .slice(1)
        .map(({ browser, system, device, ip, current }) => ({ browser, system, device, ip, current })),
    ).toEqual(
      expect.arrayContaining([
        { browser: 'Safari 17', system: 'iPadOS', device: 'tablet', ip: '203.0.113.11', current: false },
        { browser: 'Chrome 131', system: 'Android', device: 'phone', ip: '203.0.113.10', current: false },
      ]),
    );
    for (const session of sessions) {
      expect(Date.parse(session.lastUsedAt)).toBeGreaterThanOrEqual(Date.parse(session.createdAt));
    }
  });

  it('ends another session at once, its refresh token with it, and lists it no more', async () => {
    const person = await createUser(app.deps);
    const lost = await signInFrom(person, PHONE, '203.0.113.20');
    const here = await signInFrom(person, WARD_PC, '203.0.113.21');
    const lostId = (await listFor(here.token)).find((session) => !session.current)!.id;

    expect((await revoke(here.token, lostId)).status).toBe(204);
    expect((await app.request('/api/auth/me', { headers: bearer(lost.token) })).status).toBe(401);
    const refreshed = await app.request('/api/auth/refresh', {
      method: 'POST',
      headers: { cookie: lost.cookie },
    });
    expect(refreshed.status).toBe(401);
    expect((await listFor(here.token)).map((session) => session.id)).not.toContain(lostId);
    expect((await app.request('/api/auth/me', { headers: bearer(here.token) })).status).toBe(200);
    // The security log says who ended which session.
    const event = await app.deps.db.kysely
      .selectFrom('Security_Events')
      .select(['id_actor_user', 'ip', 'details'])
      .where('type', '=', 'session_revoked')
      .where('id_actor_user', '=', person.userId)
      .executeTakeFirstOrThrow();
    expect(event.details).toEqual({ revokedSession: lostId, current: false });
  });

  it('ends the current session too, clearing its refresh cookie: signing out here', async () => {
    const person = await createUser(app.deps);
    const here = await signInFrom(person, WARD_PC, '203.0.113.30');
    const [current] = await listFor(here.token);
    const response = await revoke(here.token, current!.id);
    expect(response.status).toBe(204);
    expect(response.headers.getSetCookie().join()).toMatch(/aula_refresh=;/);
    expect((await app.request('/api/auth/me', { headers: bearer(here.token) })).status).toBe(401);
  });

  it('never shows or ends another person’s session', async () => {
    const other = await createUser(app.deps);
    const theirs = await signInFrom(other, PHONE, '203.0.113.40');
    const theirId = (await listFor(theirs.token))[0]!.id;
    const mine = await signInFrom(nurse, WARD_PC, '203.0.113.41');
    expect((await listFor(mine.token)).map((session) => session.id)).not.toContain(theirId);

    const refused = await revoke(mine.token, theirId);
    expect(refused.status).toBe(404);
    expect(await refusalOf(refused)).toEqual({
      message: accountMessages.settings.sessions.notFound,
      code: 'not_found',
    });
    expect((await app.request('/api/auth/me', { headers: bearer(theirs.token) })).status).toBe(200);
  });
});

describe('describeUserAgent', () => {
  it('names the browser, the system and the kind of device', () => {
    expect(describeUserAgent(PHONE)).toEqual({ browser: 'Chrome 131', system: 'Android', device: 'phone' });
    expect(describeUserAgent(WARD_PC)).toEqual({
      browser: 'Edge 131',
      system: 'Windows',
      device: 'computer',
    });
    expect(describeUserAgent(IPAD)).toEqual({ browser: 'Safari 17', system: 'iPadOS', device: 'tablet' });
    expect(
      describeUserAgent('Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0'),
    ).toEqual({ browser: 'Firefox 133', system: 'Linux', device: 'computer' });
    expect(describeUserAgent(null)).toEqual({ browser: null, system: null, device: 'computer' });
  });
});

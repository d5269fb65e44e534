import { messages, ROLE_CODES } from '@aula/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  type Person,
  refusalOf,
  sendJson,
  type SignedIn,
  signedInPerson,
  signIn,
} from '../factories';
import { createTestApp, type TestApp } from '../test-app';
import { claimsOf } from './security-fixtures';

/**
 * Issue 8, security suite: how long a session lives and what ends it. A session ends
 * SESSION_MAX_DAYS after sign-in whatever happens (absolute lifetime), or after SESSION_IDLE_DAYS
 * without a refresh (inactivity); a password change ends the account's other sessions, and
 * deleting an account ends all of its sessions, each with its refresh token.
 */
let app: TestApp;
let admin: Person;

beforeAll(async () => {
  app = await createTestApp();
  admin = await signedInPerson(app, ROLE_CODES.admin);
});
afterAll(() => app.close());

const DAY_MS = 86_400_000;
const me = (token: string) => app.request('/api/auth/me', { headers: bearer(token) });
const refresh = (cookie: string) => app.request('/api/auth/refresh', { method: 'POST', headers: { cookie } });

const sessionIdOf = (session: SignedIn) => String(claimsOf(session.accessToken).sid);
const storedSession = (session: SignedIn) =>
  app.deps.db.kysely
    .selectFrom('Sessions')
    .selectAll()
    .where('id_session', '=', sessionIdOf(session))
    .executeTakeFirstOrThrow();
const moveSession = (
  session: SignedIn,
  times: { created_at?: Date; last_used_at?: Date; expires_at?: Date },
) =>
  app.deps.db.kysely
    .updateTable('Sessions')
    .set(times)
    .where('id_session', '=', sessionIdOf(session))
    .execute();

async function expectEnded(session: SignedIn) {
  expect((await me(session.accessToken)).status).toBe(401);
  const refused = await refresh(session.refreshCookie);
  expect(refused.status).toBe(401);
  expect((await refusalOf(refused)).message).toBe(messages.session.refreshInvalid);
}

async function expectLive(session: SignedIn) {
  expect((await me(session.accessToken)).status).toBe(200);
}

describe('absolute lifetime', () => {
  const maxDays = () => app.deps.config.env.SESSION_MAX_DAYS;

  it('is set at sign-in and never extended by refreshing', async () => {
    const person = await signedInPerson(app);
    const session = await signIn(app, person.email, person.password);
    const started = await storedSession(session);
    expect(started.expires_at.getTime() - started.created_at.getTime()).toBeCloseTo(maxDays() * DAY_MS, -4);

    const rotated = await refresh(session.refreshCookie);
    expect(rotated.status).toBe(200);
    expect((await storedSession(session)).expires_at).toEqual(started.expires_at);
  });

  it('ends the session, access and refresh, once it has passed, however recently it was used', async () => {
    const person = await signedInPerson(app);
    const expiring = await signIn(app, person.email, person.password);
    const expired = await signIn(app, person.email, person.password);
    const now = Date.now();
    await moveSession(expiring, {
      created_at: new Date(now - maxDays() * DAY_MS + 60_000),
      expires_at: new Date(now + 60_000),
    });
    await moveSession(expired, {
      created_at: new Date(now - maxDays() * DAY_MS - 60_000),
      expires_at: new Date(now - 60_000),
    });

    await expectLive(expiring);
    expect((await refresh(expiring.refreshCookie)).status).toBe(200);
    await expectEnded(expired);
  });
});

describe('inactivity timeout', () => {
  const idleDays = () => app.deps.config.env.SESSION_IDLE_DAYS;

  it('ends a session not refreshed for SESSION_IDLE_DAYS, and keeps one refreshed just within', async () => {
    const person = await signedInPerson(app);
    const recent = await signIn(app, person.email, person.password);
    const idle = await signIn(app, person.email, person.password);
    const now = Date.now();
    await moveSession(recent, { last_used_at: new Date(now - idleDays() * DAY_MS + 3_600_000) });
    await moveSession(idle, { last_used_at: new Date(now - idleDays() * DAY_MS - 60_000) });

    const kept = await refresh(recent.refreshCookie);
    expect(kept.status).toBe(200);
    // Using the session counts as activity: the clock starts again.
    expect((await storedSession(recent)).last_used_at.getTime()).toBeGreaterThan(now - 60_000);

    // An access token never outlives its 15 minutes, so the refresh is where inactivity is judged.
    const refused = await refresh(idle.refreshCookie);
    expect(refused.status).toBe(401);
    expect((await refusalOf(refused)).message).toBe(messages.session.refreshInvalid);
  });
});

describe('what ends the other sessions', () => {
  it('a password change ends every other session, refresh included, while the one that changed it goes on', async () => {
    const person = await signedInPerson(app, ROLE_CODES.instructor);
    const phone = await signIn(app, person.email, person.password);
    const laptop = await signIn(app, person.email, person.password);
    const someoneElse = await signIn(app, admin.email, admin.password);

    const changed = await sendJson(app, 'PUT', '/api/account/password', person.token, {
      currentPassword: person.password,
      newPassword: 'Quirofano#2027',
      confirmPassword: 'Quirofano#2027',
    });
    expect(changed.status).toBe(200);

    await expectEnded(phone);
    await expectEnded(laptop);
    expect((await me(person.token)).status).toBe(200);
    await expectLive(someoneElse);
    const revoked = await app.deps.db.kysely
      .selectFrom('Sessions')
      .select('revoked_reason')
      .where('id_user', '=', person.userId)
      .where('revoked_at', 'is not', null)
      .execute();
    expect(revoked.map((session) => session.revoked_reason)).toEqual([
      'password_changed',
      'password_changed',
    ]);
  });

  it('deleting an account ends all of its sessions at once, and it cannot sign in again', async () => {
    const person = await signedInPerson(app, ROLE_CODES.student);
    const phone = await signIn(app, person.email, person.password);
    const laptop = await signIn(app, person.email, person.password);
    const bystander = await signIn(app, admin.email, admin.password);

    expect((await sendJson(app, 'DELETE', `/api/users/${person.profileId}`, admin.token)).status).toBe(204);

    expect((await me(person.token)).status).toBe(401);
    await expectEnded(phone);
    await expectEnded(laptop);
    const again = await sendJson(app, 'POST', '/api/auth/sign-in', undefined, {
      email: person.email,
      password: person.password,
    });
    expect(again.status).toBe(401);
    await expectLive(bystander);
  });
});

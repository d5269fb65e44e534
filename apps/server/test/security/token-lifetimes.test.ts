import { messages, sessionResponseSchema } from '@aula/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFRESH_REUSE_GRACE_MS } from '../../src/auth/sessions';
import { manualClock } from '../../src/time/clock';
import { bearer, bodyOf, createUser, refreshCookieOf, refusalOf, signIn, type TestUser } from '../factories';
import { createTestApp, type TestApp } from '../test-app';

/**
 * Every lifetime of a session runs on the app's clock (docs/decisions/0027-time-in-browser-tests.md):
 * moving it past an access token's end, a spent refresh token's grace or the session's last day
 * ends each, with no waiting and no row rewritten.
 */
const clock = manualClock();
let app: TestApp;
let student: TestUser;

beforeAll(async () => {
  app = await createTestApp({ clock });
  student = await createUser(app.deps);
});
afterAll(() => app.close());

const SECOND = 1000;
const DAY = 86_400 * SECOND;
const me = (token: string) => app.request('/api/auth/me', { headers: bearer(token) });
const refresh = (cookie: string) => app.request('/api/auth/refresh', { method: 'POST', headers: { cookie } });

async function expectRefused(response: Response, message: string = messages.common.unauthorized) {
  expect(response.status).toBe(401);
  expect((await refusalOf(response)).message).toBe(message);
}

describe('on the app’s clock', () => {
  it('an access token works until its lifetime ends, and its session renews it', async () => {
    const session = await signIn(app, student.email, student.password);
    const lifetime = app.deps.config.env.ACCESS_TOKEN_TTL_SECONDS * SECOND;
    clock.advance(lifetime - SECOND);
    expect((await me(session.accessToken)).status).toBe(200);

    clock.advance(2 * SECOND);
    await expectRefused(await me(session.accessToken));

    const renewed = await refresh(session.refreshCookie);
    expect(renewed.status).toBe(200);
    const { access_token, expires_at } = await bodyOf(renewed, sessionResponseSchema);
    expect(expires_at).toBe(Math.floor(clock.now().getTime() / 1000) + lifetime / SECOND);
    expect((await me(access_token)).status).toBe(200);
  });

  it('a spent refresh token coming back within the grace is only refused; after it, the session ends', async () => {
    const session = await signIn(app, student.email, student.password);
    const rotated = await refresh(session.refreshCookie);
    const { access_token } = await bodyOf(rotated, sessionResponseSchema);

    clock.advance(REFRESH_REUSE_GRACE_MS - SECOND);
    await expectRefused(await refresh(session.refreshCookie), messages.session.refreshInvalid);
    expect((await me(access_token)).status).toBe(200);

    clock.advance(2 * SECOND);
    await expectRefused(await refresh(session.refreshCookie), messages.session.refreshInvalid);
    await expectRefused(await me(access_token));
    await expectRefused(await refresh(refreshCookieOf(rotated)!), messages.session.refreshInvalid);
  });

  it('a session left unused past the idle limit, or past its last day, ends', async () => {
    const { SESSION_IDLE_DAYS, SESSION_MAX_DAYS } = app.deps.config.env;
    const idle = await signIn(app, student.email, student.password);
    clock.advance(SESSION_IDLE_DAYS * DAY + SECOND);
    await expectRefused(await refresh(idle.refreshCookie), messages.session.refreshInvalid);

    // Renewed within the idle limit every time, it still ends on its last day.
    const kept = await signIn(app, student.email, student.password);
    let cookie = kept.refreshCookie;
    for (let used = 0; used + SESSION_IDLE_DAYS - 1 < SESSION_MAX_DAYS; used += SESSION_IDLE_DAYS - 1) {
      clock.advance((SESSION_IDLE_DAYS - 1) * DAY);
      const renewed = await refresh(cookie);
      expect(renewed.status).toBe(200);
      cookie = refreshCookieOf(renewed)!;
    }
    clock.advance(SESSION_IDLE_DAYS * DAY - DAY);
    await expectRefused(await refresh(cookie), messages.session.refreshInvalid);
  });
});

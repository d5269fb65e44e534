import { messages, sessionResponseSchema } from '@aula/shared';
import { sign } from 'hono/jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFRESH_REUSE_GRACE_MS } from '../../src/auth/sessions';
import { bearer, bodyOf, createUser, refreshCookieOf, refusalOf, signIn, type TestUser } from '../factories';
import { createTestApp, type TestApp } from '../test-app';
import { claimsOf, unsignedToken } from './security-fixtures';

/**
 * Issue 8, security suite: forged, stale and misused tokens. Access tokens are HS256 JWTs tied
 * to a live session (docs/decisions/0002-auth-sessions.md); refresh tokens are opaque, rotate on
 * every use, and a spent one presented again later revokes its whole session.
 */
let app: TestApp;
let student: TestUser;

beforeAll(async () => {
  app = await createTestApp();
  student = await createUser(app.deps);
});
afterAll(() => app.close());

const me = (token: string) => app.request('/api/auth/me', { headers: bearer(token) });
const refresh = (cookie?: string) =>
  app.request('/api/auth/refresh', { method: 'POST', headers: cookie ? { cookie } : {} });
const tokenOf = (cookie: string) => cookie.split('=')[1]!;

async function expectRefused(response: Response, message: string = messages.common.unauthorized) {
  expect(response.status).toBe(401);
  expect((await refusalOf(response)).message).toBe(message);
}

describe('access tokens', () => {
  const secret = () => app.deps.config.jwtSecret;
  const liveClaims = async () => claimsOf((await signIn(app, student.email, student.password)).accessToken);

  it('are required, and a well-formed one of a live session gets in', async () => {
    await expectRefused(await app.request('/api/auth/me'));
    await expectRefused(await app.request('/api/auth/me', { headers: { authorization: 'Bearer' } }));
    await expectRefused(await me('no-es-un-token'));
    // The control: the same claims, signed properly, are accepted, so the refusals below are about the token.
    expect((await me(await sign(await liveClaims(), secret(), 'HS256'))).status).toBe(200);
  });

  it('refuses an unsigned (alg=none) token', async () => {
    await expectRefused(await me(unsignedToken(await liveClaims())));
  });

  it('refuses a token signed with another key, or with another algorithm', async () => {
    const claims = await liveClaims();
    await expectRefused(await me(await sign(claims, 'otra-clave-otra-clave-otra-clave-otra', 'HS256')));
    await expectRefused(await me(await sign(claims, secret(), 'HS512')));
  });

  it('refuses an expired token', async () => {
    const claims = { ...(await liveClaims()), exp: Math.floor(Date.now() / 1000) - 5 };
    await expectRefused(await me(await sign(claims, secret(), 'HS256')));
  });

  it('refuses a token for another issuer or audience', async () => {
    const claims = await liveClaims();
    await expectRefused(await me(await sign({ ...claims, iss: 'otro' }, secret(), 'HS256')));
    await expectRefused(await me(await sign({ ...claims, aud: 'otra-api' }, secret(), 'HS256')));
  });

  it('refuses a refresh token used as an access token', async () => {
    const session = await signIn(app, student.email, student.password);
    await expectRefused(await me(tokenOf(session.refreshCookie)));
  });

  it('refuses an access token presented as a refresh token', async () => {
    const session = await signIn(app, student.email, student.password);
    await expectRefused(
      await refresh(`aula_refresh=${session.accessToken}`),
      messages.session.refreshInvalid,
    );
    expect((await me(session.accessToken)).status).toBe(200);
  });
});

/** The session's refresh tokens not spent yet, and whether the session itself is still open. */
async function sessionState(accessToken: string) {
  const sessionId = String(claimsOf(accessToken).sid);
  const db = app.deps.db.kysely;
  const [unspent, session] = await Promise.all([
    db
      .selectFrom('Refresh_Tokens')
      .select('token_hash')
      .where('id_session', '=', sessionId)
      .where('used_at', 'is', null)
      .execute(),
    db
      .selectFrom('Sessions')
      .select('revoked_at')
      .where('id_session', '=', sessionId)
      .executeTakeFirstOrThrow(),
  ]);
  return { unspent: unspent.length, revoked: session.revoked_at !== null };
}

describe('refresh tokens', () => {
  it('survive a client racing itself: 20 refreshes at once leave exactly one live successor', async () => {
    const session = await signIn(app, student.email, student.password);
    const answers = await Promise.all(Array.from({ length: 20 }, () => refresh(session.refreshCookie)));

    const winners = answers.filter((answer) => answer.status === 200);
    expect(winners).toHaveLength(1);
    for (const loser of answers.filter((answer) => answer.status !== 200)) {
      await expectRefused(loser, messages.session.refreshInvalid);
    }
    expect(await sessionState(session.accessToken)).toEqual({ unspent: 1, revoked: false });

    // The one successor works, and rotates as usual.
    const successor = refreshCookieOf(winners[0]!)!;
    const next = await refresh(successor);
    expect(next.status).toBe(200);
    expect((await me((await bodyOf(next, sessionResponseSchema)).access_token)).status).toBe(200);
  });

  it('revoke the whole session when a spent one comes back later: the thief and the owner are both out', async () => {
    const session = await signIn(app, student.email, student.password);
    const rotated = await refresh(session.refreshCookie);
    const successor = refreshCookieOf(rotated)!;
    const { access_token } = await bodyOf(rotated, sessionResponseSchema);
    // As if the copy were presented after the grace for a client's own retries had passed.
    await app.deps.db.kysely
      .updateTable('Refresh_Tokens')
      .set({ used_at: new Date(Date.now() - REFRESH_REUSE_GRACE_MS - 1000) })
      .where('id_session', '=', String(claimsOf(access_token).sid))
      .where('used_at', 'is not', null)
      .execute();

    await expectRefused(await refresh(session.refreshCookie), messages.session.refreshInvalid);
    expect(await sessionState(access_token)).toEqual({ unspent: 1, revoked: true });
    await expectRefused(await refresh(successor), messages.session.refreshInvalid);
    await expectRefused(await me(access_token));
  });
});

import {
  currentUserSchema,
  messages,
  mfaChallengeSchema,
  mfaMessages,
  mfaSessionResponseSchema,
  mfaSetupSchema,
  mfaStatusSchema,
  recoveryCodesSchema,
  ROLE_CODES,
  securitySettingsSchema,
  sessionResponseSchema,
  userListSchema,
} from '@aula/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bodyOf,
  createUser,
  refreshCookieOf,
  refusalOf,
  sendJson,
  signIn,
  type TestUser,
} from '../../test/factories';
import { authenticatorOf, enrolSecondFactor, totpAt } from '../../test/second-factor';
import { createTestApp, type TestApp } from '../../test/test-app';
import { manualClock } from '../time/clock';

/**
 * The second factor (issue 17, item 12; docs/decisions/0022): an authenticator app's codes with
 * single-use recovery codes, optional for everyone and required for admins (and, when the academy
 * says so, instructors). Every check goes through the HTTP API on a real database, with the app's
 * clock moved instead of waited for.
 */
const clock = manualClock(new Date('2026-11-26T15:00:10Z'));
let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({ clock });
});
afterAll(() => app.close());

const m = mfaMessages;
const STEP = 30_000;

const passwordAnswer = async (person: TestUser, cookie?: string) => {
  const response = await app.request('/api/auth/sign-in', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ email: person.email, password: person.password }),
  });
  expect(response.status).toBe(200);
  return response;
};

/**
 * The password step of an account whose second factor is asked for: the challenge, one of the two
 * answers the sign-in documents (signInResponseSchema).
 */
const passwordStep = async (person: TestUser, cookie?: string) => {
  const response = await passwordAnswer(person, cookie);
  return { response, body: await bodyOf(response, mfaChallengeSchema) };
};

/** The password step that opens a session at once: the other answer the sign-in documents. */
const passwordSession = async (person: TestUser, cookie?: string) => {
  const response = await passwordAnswer(person, cookie);
  return { response, body: await bodyOf(response, sessionResponseSchema) };
};

const secondStep = (challenge: string, code: string, remember = false) =>
  sendJson(app, 'POST', '/api/auth/sign-in/mfa', undefined, { challenge, code, remember });

/** A student who signed in and turned the second factor on, with the key and codes they were given. */
async function enrolledStudent() {
  const person = await createUser(app.deps, ROLE_CODES.student);
  const { accessToken } = await signIn(app, person.email, person.password);
  clock.advance(STEP);
  const authenticator = await enrolSecondFactor(app, person.email, accessToken);
  // Two steps on, so that codes of the step before the current one are still unused.
  clock.advance(2 * STEP);
  return { person, token: accessToken, ...authenticator };
}

const securityEvents = (userId: string, type: string) =>
  app.deps.db.kysely
    .selectFrom('Security_Events')
    .select(['outcome', 'details'])
    .where((eb) => eb.or([eb('id_actor_user', '=', userId), eb('id_target_user', '=', userId)]))
    .where('type', '=', type)
    .execute();

describe('turning the second factor on', () => {
  it('shows a new key as a QR code and as text, in force only once a code from the app confirms it', async () => {
    const person = await createUser(app.deps);
    const { accessToken } = await signIn(app, person.email, person.password);
    const setup = await sendJson(app, 'POST', '/api/account/mfa/setup', accessToken);
    expect(setup.status).toBe(200);
    const { secret, otpauthUri, qrCode } = await bodyOf(setup, mfaSetupSchema);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toContain(`secret=${secret}`);
    expect(otpauthUri).toContain(encodeURIComponent(person.email));
    expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qrCode.split(',')[1], 'base64').toString()).toContain('<svg');

    // Not yet: signing in still takes the password alone.
    expect((await passwordSession(person)).body.access_token).toBeTypeOf('string');
    const status = await bodyOf(await sendJson(app, 'GET', '/api/account/mfa', accessToken), mfaStatusSchema);
    expect(status).toEqual({ enabled: false, required: false, enabledAt: null, recoveryCodesLeft: 0 });

    const wrong = await sendJson(app, 'POST', '/api/account/mfa/enable', accessToken, { code: '000000' });
    expect(wrong.status).toBe(422);
    expect((await refusalOf(wrong)).fields?.code).toBe(m.codeWrong);
    const badShape = await sendJson(app, 'POST', '/api/account/mfa/enable', accessToken, { code: '12a' });
    expect((await refusalOf(badShape)).fields?.code).toBe(m.codeFormat);

    const enabled = await sendJson(app, 'POST', '/api/account/mfa/enable', accessToken, {
      code: await totpAt(secret, clock.now()),
    });
    expect(enabled.status).toBe(200);
    const { recoveryCodes } = await bodyOf(enabled, recoveryCodesSchema);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/);

    const me = await bodyOf(await sendJson(app, 'GET', '/api/auth/me', accessToken), currentUserSchema);
    expect(me).toMatchObject({ mfaEnabled: true, mfaRequired: false });
    expect(
      await bodyOf(await sendJson(app, 'GET', '/api/account/mfa', accessToken), mfaStatusSchema),
    ).toMatchObject({
      enabled: true,
      enabledAt: clock.now().toISOString(),
      recoveryCodesLeft: 10,
    });
    expect(await securityEvents(person.userId, 'mfa_enabled')).toHaveLength(1);
    // A second setup would replace a key in force: refused.
    expect((await sendJson(app, 'POST', '/api/account/mfa/setup', accessToken)).status).toBe(409);
  });

  it('ends the account’s other sessions, opened with the password alone; this one goes on', async () => {
    const person = await createUser(app.deps);
    const other = await signIn(app, person.email, person.password);
    const { accessToken } = await signIn(app, person.email, person.password);
    await enrolSecondFactor(app, person.email, accessToken);
    expect((await sendJson(app, 'GET', '/api/auth/me', other.accessToken)).status).toBe(401);
    expect((await sendJson(app, 'GET', '/api/auth/me', accessToken)).status).toBe(200);
  });

  it('keeps the key encrypted and the recovery codes only as hashes', async () => {
    const { person, secret, recoveryCodes } = await enrolledStudent();
    const row = await app.deps.db.kysely
      .selectFrom('User_Mfa')
      .select('secret_ciphertext')
      .where('id_user', '=', person.userId)
      .executeTakeFirstOrThrow();
    expect(row.secret_ciphertext).not.toContain(secret);
    const hashes = await app.deps.db.kysely
      .selectFrom('Mfa_Recovery_Codes')
      .select('code_hash')
      .where('id_user', '=', person.userId)
      .execute();
    const stored = hashes.map((hash) => hash.code_hash).join('\n');
    for (const code of recoveryCodes) {
      expect(stored).not.toContain(code.replace('-', ''));
      expect(stored).not.toContain(code);
    }
  });
});

describe('signing in with the second factor', () => {
  it('answers a right password with a challenge, not a session, and the app’s code opens the session', async () => {
    const { person, secret } = await enrolledStudent();
    const { response, body } = await passwordStep(person);
    expect(body).toEqual({
      mfa_required: true,
      challenge: expect.any(String),
      expires_at: Math.floor(clock.now().getTime() / 1000) + 300,
      remember_days: 30,
    });
    expect(refreshCookieOf(response)).toBeUndefined();

    const wrong = await secondStep(body.challenge, '123456');
    expect(wrong.status).toBe(422);
    expect((await refusalOf(wrong)).fields?.code).toBe(m.codeWrong);

    const right = await secondStep(body.challenge, await totpAt(secret, clock.now()));
    expect(right.status).toBe(200);
    const session = await bodyOf(right, mfaSessionResponseSchema);
    expect(session.user).toMatchObject({ email: person.email, mfaEnabled: true });
    expect(session.recovery_codes_left).toBeNull();
    expect(refreshCookieOf(right)).toBeDefined();
    expect((await sendJson(app, 'GET', '/api/auth/me', session.access_token)).status).toBe(200);

    expect(await securityEvents(person.userId, 'sign_in')).toContainEqual({
      outcome: 'success',
      details: { secondFactor: 'app' },
    });
    expect(await securityEvents(person.userId, 'mfa_challenge')).toEqual([
      { outcome: 'failure', details: { reason: 'wrong' } },
    ]);
  });

  it('accepts a code of the step before or after (a phone’s clock a little off), never two steps away', async () => {
    const { person, secret } = await enrolledStudent();
    const late = await secondStep(
      (await passwordStep(person)).body.challenge,
      await totpAt(secret, new Date(clock.now().getTime() - STEP)),
    );
    expect(late.status).toBe(200);
    const early = await secondStep(
      (await passwordStep(person)).body.challenge,
      await totpAt(secret, new Date(clock.now().getTime() + STEP)),
    );
    expect(early.status).toBe(200);
    const far = await secondStep(
      (await passwordStep(person)).body.challenge,
      await totpAt(secret, new Date(clock.now().getTime() + 3 * STEP)),
    );
    expect(far.status).toBe(422);
  });

  it('never accepts the same code twice, even from two requests at once', async () => {
    const { person, secret } = await enrolledStudent();
    const code = await totpAt(secret, clock.now());
    const [first, second] = await Promise.all([
      passwordStep(person).then(({ body }) => secondStep(body.challenge, code)),
      passwordStep(person).then(({ body }) => secondStep(body.challenge, code)),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 422]);
    const again = await secondStep((await passwordStep(person)).body.challenge, code);
    expect(again.status).toBe(422);
    expect((await refusalOf(again)).fields?.code).toBe(m.codeUsed);
  });

  it('takes each recovery code once, in any case and with or without its hyphen, and says how many are left', async () => {
    const { person, recoveryCodes } = await enrolledStudent();
    const typed = recoveryCodes[0]!.toLowerCase().replace('-', ' ');
    const used = await secondStep((await passwordStep(person)).body.challenge, typed);
    expect(used.status).toBe(200);
    expect((await bodyOf(used, mfaSessionResponseSchema)).recovery_codes_left).toBe(9);
    expect(await securityEvents(person.userId, 'mfa_recovery_code_used')).toHaveLength(1);
    const again = await secondStep((await passwordStep(person)).body.challenge, recoveryCodes[0]!);
    expect(again.status).toBe(422);
  });

  it('voids a challenge after five wrong codes or five minutes: back to the password', async () => {
    const { person, secret } = await enrolledStudent();
    const { body } = await passwordStep(person);
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await secondStep(body.challenge, '000000')).status).toBe(422);
    }
    const spent = await secondStep(body.challenge, await totpAt(secret, clock.now()));
    expect(spent.status).toBe(401);
    expect((await refusalOf(spent)).message).toBe(m.challengeExpired);

    const slow = (await passwordStep(person)).body;
    clock.advance(5 * 60_000 + 1_000);
    const expired = await secondStep(slow.challenge, await totpAt(secret, clock.now()));
    expect(expired.status).toBe(401);
    expect((await secondStep('not-a-challenge', '123456')).status).toBe(401);
  });

  it('a challenge opens one session only', async () => {
    const { person, secret } = await enrolledStudent();
    const { body } = await passwordStep(person);
    expect((await secondStep(body.challenge, await totpAt(secret, clock.now()))).status).toBe(200);
    clock.advance(STEP);
    expect((await secondStep(body.challenge, await totpAt(secret, clock.now()))).status).toBe(401);
  });

  it('counts wrong codes of one account across challenges: a new password step buys no more guesses', async () => {
    const { person, secret } = await enrolledStudent();
    for (let attempt = 0; attempt < 10; attempt++) {
      const { body } = await passwordStep(person);
      expect((await secondStep(body.challenge, '000000')).status).toBe(422);
    }
    const limited = await secondStep(
      (await passwordStep(person)).body.challenge,
      await totpAt(secret, clock.now()),
    );
    expect(limited.status).toBe(429);
    expect((await refusalOf(limited)).message).toBe(messages.common.rateLimited);
    expect(await securityEvents(person.userId, 'mfa_challenge')).toContainEqual({
      outcome: 'failure',
      details: { reason: 'rate_limited' },
    });
  });
});

describe('No volver a pedirlo en este navegador', () => {
  const trustCookieOf = (response: Response) =>
    response.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith('aula_mfa_trust_'))
      ?.split(';')[0];

  it('lets the password alone open a session in that browser for 30 days, and only for that account', async () => {
    const { person, secret } = await enrolledStudent();
    const answered = await secondStep(
      (await passwordStep(person)).body.challenge,
      await totpAt(secret, clock.now()),
      true,
    );
    const cookie = trustCookieOf(answered);
    expect(cookie).toBeDefined();
    expect(answered.headers.getSetCookie().find((c) => c.startsWith('aula_mfa_trust_'))).toMatch(/HttpOnly/i);

    const trusted = await passwordSession(person, cookie);
    expect(trusted.body.access_token).toBeTypeOf('string');
    expect(await securityEvents(person.userId, 'sign_in')).toContainEqual({
      outcome: 'success',
      details: { secondFactor: 'trusted_browser' },
    });

    const other = await enrolledStudent();
    expect((await passwordStep(other.person, cookie)).body.mfa_required).toBe(true);

    clock.advance(30 * 86_400_000 + 1_000);
    expect((await passwordStep(person, cookie)).body.mfa_required).toBe(true);
  });

  it('is forgotten when the account signs out everywhere', async () => {
    const { person, secret } = await enrolledStudent();
    const answered = await secondStep(
      (await passwordStep(person)).body.challenge,
      await totpAt(secret, clock.now()),
      true,
    );
    const cookie = trustCookieOf(answered)!;
    const session = await bodyOf(answered, mfaSessionResponseSchema);
    expect(
      (await sendJson(app, 'POST', '/api/account/sign-out-everywhere', session.access_token)).status,
    ).toBe(204);
    expect((await passwordStep(person, cookie)).body.mfa_required).toBe(true);
  });

  it('is not offered when the academy sets MFA_REMEMBER_BROWSER_DAYS to 0', async () => {
    const strict = await createTestApp({ clock, env: { MFA_REMEMBER_BROWSER_DAYS: '0' } });
    try {
      const person = await createUser(strict.deps);
      const { accessToken } = await signIn(strict, person.email, person.password);
      const { secret } = await enrolSecondFactor(strict, person.email, accessToken);
      clock.advance(STEP);
      const step = await sendJson(strict, 'POST', '/api/auth/sign-in', undefined, {
        email: person.email,
        password: person.password,
      });
      const { challenge, remember_days } = await bodyOf(step, mfaChallengeSchema);
      expect(remember_days).toBe(0);
      const answered = await sendJson(strict, 'POST', '/api/auth/sign-in/mfa', undefined, {
        challenge,
        code: await totpAt(secret, clock.now()),
        remember: true,
      });
      expect(answered.status).toBe(200);
      expect(trustCookieOf(answered)).toBeUndefined();
    } finally {
      await strict.close();
    }
  });

  it('is not given without asking', async () => {
    const { person, secret } = await enrolledStudent();
    const answered = await secondStep(
      (await passwordStep(person)).body.challenge,
      await totpAt(secret, clock.now()),
    );
    expect(trustCookieOf(answered)).toBeUndefined();
  });
});

describe('managing the second factor', () => {
  it('new recovery codes replace the old ones, confirmed with a code', async () => {
    const { person, token, recoveryCodes } = await enrolledStudent();
    const refused = await sendJson(app, 'POST', '/api/account/mfa/recovery-codes', token, { code: '000000' });
    expect(refused.status).toBe(422);
    const renewed = await sendJson(app, 'POST', '/api/account/mfa/recovery-codes', token, {
      code: recoveryCodes[1],
    });
    expect(renewed.status).toBe(200);
    const fresh = (await bodyOf(renewed, recoveryCodesSchema)).recoveryCodes;
    expect(fresh).toHaveLength(10);
    expect((await secondStep((await passwordStep(person)).body.challenge, recoveryCodes[2]!)).status).toBe(
      422,
    );
    expect((await secondStep((await passwordStep(person)).body.challenge, fresh[0]!)).status).toBe(200);
  });

  it('turns off only with the password and a code, and then the password alone signs in', async () => {
    const { person, token, secret } = await enrolledStudent();
    const wrongPassword = await sendJson(app, 'POST', '/api/account/mfa/disable', token, {
      password: 'no-es-esta',
      code: await totpAt(secret, clock.now()),
    });
    expect(wrongPassword.status).toBe(422);
    expect((await refusalOf(wrongPassword)).fields?.password).toBe(m.passwordWrong);
    const wrongCode = await sendJson(app, 'POST', '/api/account/mfa/disable', token, {
      password: person.password,
      code: '000000',
    });
    expect((await refusalOf(wrongCode)).fields?.code).toBe(m.codeWrong);
    const off = await sendJson(app, 'POST', '/api/account/mfa/disable', token, {
      password: person.password,
      code: await totpAt(secret, clock.now()),
    });
    expect(off.status).toBe(204);
    expect((await passwordSession(person)).body.access_token).toBeTypeOf('string');
    expect(await securityEvents(person.userId, 'mfa_disabled')).toHaveLength(1);
    expect(
      (
        await sendJson(app, 'POST', '/api/account/mfa/disable', token, {
          password: person.password,
          code: '123456',
        })
      ).status,
    ).toBe(409);
  });
});

describe('required for admins, and for instructors when the academy says so', () => {
  it('holds an admin without a second factor to setting one up: nothing else answers until then', async () => {
    const admin = await createUser(app.deps, ROLE_CODES.admin);
    const { body } = await passwordSession(admin);
    const token = body.access_token;
    expect(body.user).toMatchObject({ mfaRequired: true, mfaEnabled: false });
    const refused = await sendJson(app, 'GET', '/api/users', token);
    expect(refused.status).toBe(403);
    expect(await refusalOf(refused)).toMatchObject({
      code: 'mfa_enrollment_required',
      message: m.enrollmentRequired,
    });
    expect((await sendJson(app, 'GET', '/api/auth/me', token)).status).toBe(200);
    expect((await sendJson(app, 'GET', '/api/account/mfa', token)).status).toBe(200);

    const { secret } = await enrolSecondFactor(app, admin.email, token);
    expect((await sendJson(app, 'GET', '/api/users', token)).status).toBe(200);
    // Never turned off while the role requires it.
    const disable = await sendJson(app, 'POST', '/api/account/mfa/disable', token, {
      password: admin.password,
      code: await totpAt(secret, new Date(clock.now().getTime() + STEP)),
    });
    expect(disable.status).toBe(403);
    expect((await refusalOf(disable)).message).toBe(m.requiredForRole);
    expect(authenticatorOf(admin.email)).toBeDefined();
  });

  it('holds instructors too once the academy requires it, at once, and lets them go when it no longer does', async () => {
    const admin = await createUser(app.deps, ROLE_CODES.admin);
    const adminToken = (await signIn(app, admin.email, admin.password)).accessToken;
    const instructor = await createUser(app.deps, ROLE_CODES.instructor);
    const instructorToken = (await passwordSession(instructor)).body.access_token;
    expect((await sendJson(app, 'GET', '/api/users', instructorToken)).status).toBe(200);

    const saved = await sendJson(app, 'PUT', '/api/settings/security', adminToken, {
      mfaRequiredForInstructors: true,
    });
    expect(await bodyOf(saved, securitySettingsSchema)).toEqual({ mfaRequiredForInstructors: true });
    const held = await sendJson(app, 'GET', '/api/users', instructorToken);
    expect((await refusalOf(held)).code).toBe('mfa_enrollment_required');
    expect(await securityEvents(admin.userId, 'mfa_policy_change')).toHaveLength(1);

    await sendJson(app, 'PUT', '/api/settings/security', adminToken, { mfaRequiredForInstructors: false });
    expect((await sendJson(app, 'GET', '/api/users', instructorToken)).status).toBe(200);
  });

  it('lets an admin reset the second factor of someone who lost their phone and codes, never their own', async () => {
    const admin = await createUser(app.deps, ROLE_CODES.admin);
    const adminToken = (await signIn(app, admin.email, admin.password)).accessToken;
    const { person, token } = await enrolledStudent();
    const list = await bodyOf(
      await sendJson(app, 'GET', `/api/users?pageSize=100`, adminToken),
      userListSchema,
    );
    expect(list.items.find((row: { id: string }) => row.id === person.profileId)?.mfaEnabled).toBe(true);

    expect((await sendJson(app, 'DELETE', `/api/users/${person.profileId}/mfa`, adminToken)).status).toBe(
      204,
    );
    expect((await sendJson(app, 'GET', '/api/auth/me', token)).status).toBe(401);
    expect((await passwordSession(person)).body.access_token).toBeTypeOf('string');
    expect(await securityEvents(person.userId, 'mfa_reset')).toHaveLength(1);
    expect((await sendJson(app, 'DELETE', `/api/users/${person.profileId}/mfa`, adminToken)).status).toBe(
      409,
    );

    const own = await sendJson(app, 'DELETE', `/api/users/${admin.profileId}/mfa`, adminToken);
    expect(own.status).toBe(403);
    expect((await refusalOf(own)).message).toBe(m.reset.ownAccount);
  });
});

import {
  mailMessages,
  messages,
  passwordRecoveryAnswerSchema,
  passwordRecoveryMessages as m,
  ROLE_CODES,
} from '@aula/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bodyOf, createUser, refusalOf, sendJson, signIn, type TestUser } from '../../test/factories';
import { startSmtpTestServer, type SmtpTestServer } from '../../test/smtp-test-server';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createBackgroundWorker } from '../background-work';
import type { JobWorker } from '../jobs/job-worker';
import { manualClock } from '../time/clock';

/** '¿Olvidaste tu contraseña?' through the API and a real SMTP server (docs/product/accounts.md#password-recovery). */
const clock = manualClock(new Date('2026-11-27T15:00:00Z'));
const NEW_PASSWORD = 'Gestión-de-Calidad-2027';
let smtp: SmtpTestServer;
let app: TestApp;
let worker: JobWorker;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  app = await createTestApp({
    clock,
    env: {
      SMTP_URL: smtp.url,
      PUBLIC_URL: 'https://aula.example.org',
      RATE_LIMIT_PASSWORD_RESET_PER_EMAIL: '4',
      RATE_LIMIT_PASSWORD_RESET_PER_IP: '1000',
    },
  });
  worker = createBackgroundWorker(app.deps);
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});
beforeEach(() => clock.advance(20 * 60_000));

const requestReset = (email: string) =>
  sendJson(app, 'POST', '/api/auth/password-reset', undefined, { email });
const confirm = (token: string, password = NEW_PASSWORD, confirmPassword = password) =>
  sendJson(app, 'POST', '/api/auth/password-reset/confirm', undefined, { token, password, confirmPassword });
const check = (token: string) =>
  sendJson(app, 'POST', '/api/auth/password-reset/check', undefined, { token });

/** The token of the last reset link sent to `email`, read from the email as its owner would. */
function lastTokenSentTo(email: string): string {
  const mail = smtp
    .to(email)
    .filter((received) => received.subject === mailMessages.passwordReset.subject)
    .at(-1);
  const link = mail?.text.match(/https:\/\/aula\.example\.org\/reset-password\?token=(\S+)/);
  if (!link) throw new Error(`no reset link sent to ${email}`);
  return decodeURIComponent(link[1]!.replace(/\]$/, ''));
}

async function requestLink(user: TestUser) {
  expect((await requestReset(user.email)).status).toBe(202);
  await worker.drain();
  return lastTokenSentTo(user.email);
}

describe('asking for a link', () => {
  it('answers a known and an unknown email alike, and mails a link only to the account', async () => {
    const user = await createUser(app.deps, ROLE_CODES.student);
    const known = await requestReset(user.email.toUpperCase());
    const unknown = await requestReset('nadie-registrado@aula.test');
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    const [knownBody, unknownBody] = [await known.text(), await unknown.text()];
    expect(knownBody).toBe(unknownBody);
    expect(passwordRecoveryAnswerSchema.parse(JSON.parse(knownBody)).message).toBe(m.requestSent);

    await worker.drain();
    expect(smtp.to(user.email)).toHaveLength(1);
    expect(smtp.to('nadie-registrado@aula.test')).toEqual([]);
    expect(lastTokenSentTo(user.email)).toMatch(/^[0-9a-f-]{36}\./);
  });

  it('limits requests per email, known or not', async () => {
    for (const email of ['limite@aula.test', (await createUser(app.deps)).email]) {
      for (let n = 0; n < 4; n++) expect((await requestReset(email)).status).toBe(202);
      const refused = await requestReset(email);
      expect(refused.status).toBe(429);
      expect((await refusalOf(refused)).message).toBe(messages.common.rateLimited);
    }
  });
});

describe('using the link', () => {
  it('sets the new password, ends every session, and tells the person by email', async () => {
    const user = await createUser(app.deps);
    const before = await signIn(app, user.email, user.password);
    const token = await requestLink(user);

    expect((await check(token)).status).toBe(200);
    const done = await confirm(token);
    expect(done.status).toBe(200);
    expect((await bodyOf(done, passwordRecoveryAnswerSchema)).message).toBe(m.done);

    // The old session is gone; the old password no longer opens the account; the new one does.
    const renewed = await app.request('/api/auth/refresh', {
      method: 'POST',
      headers: { cookie: before.refreshCookie },
    });
    expect(renewed.status).toBe(401);
    expect((await sendJson(app, 'GET', '/api/auth/me', before.accessToken)).status).toBe(401);
    expect(
      (
        await sendJson(app, 'POST', '/api/auth/sign-in', undefined, {
          email: user.email,
          password: user.password,
        })
      ).status,
    ).toBe(401);
    await signIn(app, user.email, NEW_PASSWORD);

    await worker.drain();
    expect(smtp.to(user.email).map((mail) => mail.subject)).toEqual([
      mailMessages.passwordReset.subject,
      mailMessages.passwordChanged.subject,
    ]);
    const events = await app.deps.db.kysely
      .selectFrom('Security_Events')
      .select(['type', 'outcome', 'id_target_user', 'id_actor_user'])
      .where('id_target_user', '=', user.userId)
      .where('type', '=', 'password_reset')
      .execute();
    expect(events).toEqual([
      { type: 'password_reset', outcome: 'success', id_target_user: user.userId, id_actor_user: null },
    ]);
  });

  it('refuses a used, expired, superseded or forged link in Spanish, and keeps the password', async () => {
    const user = await createUser(app.deps);
    const refusedAsInvalid = async (response: Response) => {
      expect(response.status).toBe(410);
      expect(await refusalOf(response)).toMatchObject({ code: 'link_invalid', message: m.linkInvalid });
    };

    const used = await requestLink(user);
    expect((await confirm(used)).status).toBe(200);
    await refusedAsInvalid(await confirm(used, 'Otra-Contraseña-Larga-1'));
    await refusedAsInvalid(await check(used));

    clock.advance(20 * 60_000);
    const expiring = await requestLink(user);
    clock.advance(60 * 60_000 + 1);
    await refusedAsInvalid(await check(expiring));
    await refusedAsInvalid(await confirm(expiring, 'Otra-Contraseña-Larga-2'));

    const superseded = await requestLink(user);
    const newest = await requestLink(user);
    await refusedAsInvalid(await confirm(superseded, 'Otra-Contraseña-Larga-3'));

    const [id] = newest.split('.');
    await refusedAsInvalid(await confirm(`${id}.${'A'.repeat(43)}`, 'Otra-Contraseña-Larga-4'));

    // None of those changed the password set through the first link.
    await signIn(app, user.email, NEW_PASSWORD);
    expect((await check(newest)).status).toBe(200);
  });

  it('holds the new password to the registration rules, and the link stays usable', async () => {
    const user = await createUser(app.deps);
    const token = await requestLink(user);
    const short = await confirm(token, 'corta');
    expect(short.status).toBe(422);
    expect((await refusalOf(short)).fields?.password).toBe(messages.signUp.passwordTooShort);
    const mismatch = await confirm(token, NEW_PASSWORD, `${NEW_PASSWORD}x`);
    expect(mismatch.status).toBe(422);
    expect((await refusalOf(mismatch)).fields?.confirmPassword).toBe(messages.signUp.passwordsDoNotMatch);
    expect((await confirm(token)).status).toBe(200);
  });
});

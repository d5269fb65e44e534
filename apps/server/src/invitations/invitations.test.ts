import {
  invitationMessages as m,
  invitationSchema,
  mailMessages,
  messages,
  passwordRecoveryAnswerSchema,
  ROLE_CODES,
  userListSchema,
  userSummarySchema,
} from '@aula/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bodyOf, refusalOf, sendJson, signIn, signedInPerson, type Person } from '../../test/factories';
import { startSmtpTestServer, type SmtpTestServer } from '../../test/smtp-test-server';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createBackgroundWorker } from '../background-work';
import type { JobWorker } from '../jobs/job-worker';
import { manualClock } from '../time/clock';

/** Invitations through the API and a real SMTP server (docs/product/people.md#invitations). */
const clock = manualClock(new Date('2026-11-27T15:00:00Z'));
const CHOSEN = 'Turno-de-Noche-2027';
const DAY = 24 * 60 * 60 * 1000;

let smtp: SmtpTestServer;
let app: TestApp;
let worker: JobWorker;
let admin: Person;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  app = await createTestApp({ clock, env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://aula.example.org' } });
  worker = createBackgroundWorker(app.deps);
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});
// The admin's token lives on the app's clock: a fresh one for each test and after each jump.
beforeEach(async () => {
  admin = await signedInPerson(app, ROLE_CODES.admin);
});

let counter = 0;
async function invite() {
  counter += 1;
  const email = `invitada.${counter}@hospital.test`;
  const created = await sendJson(app, 'POST', '/api/users', admin.token, {
    email,
    names: 'Marisol',
    lastNames: 'Condori Apaza',
    role: 'STUDENT',
  });
  expect(created.status, await created.clone().text()).toBe(201);
  return bodyOf(created, userSummarySchema);
}

/** The token of the last invitation sent to `email`, read from the email as its owner would. */
async function lastTokenSentTo(email: string): Promise<string> {
  await worker.drain();
  const mail = smtp
    .to(email)
    .filter((received) => received.subject === mailMessages.invitation.subject)
    .at(-1);
  const link = mail?.text.match(/https:\/\/aula\.example\.org\/accept-invitation\?token=(\S+)/);
  if (!link) throw new Error(`no invitation sent to ${email}`);
  return decodeURIComponent(link[1]!.replace(/\]$/, ''));
}

const check = (token: string) => sendJson(app, 'POST', '/api/auth/invitation/check', undefined, { token });
const accept = (token: string, password = CHOSEN, confirmPassword = password) =>
  sendJson(app, 'POST', '/api/auth/invitation/accept', undefined, { token, password, confirmPassword });
const resend = (profileId: string, token = admin.token) =>
  sendJson(app, 'POST', `/api/users/${profileId}/invitation`, token);

async function refusedAsInvalid(response: Response) {
  expect(response.status).toBe(410);
  expect(await refusalOf(response)).toMatchObject({ code: 'link_invalid', message: m.page.linkInvalid });
}

describe('an invitation', () => {
  it('is emailed with its link; the person sets a password through it and signs in with it', async () => {
    const created = await invite();
    const token = await lastTokenSentTo(created.email);
    const [mail] = smtp.to(created.email);
    expect(mail!.text).toContain(mailMessages.invitation.intro(created.email));
    expect(mail!.header('list-unsubscribe')).toBeUndefined();

    const checked = await check(token);
    expect(checked.status).toBe(200);
    expect(await bodyOf(checked, invitationSchema)).toEqual({ names: 'Marisol', email: created.email });

    const done = await accept(token);
    expect(done.status).toBe(200);
    expect((await bodyOf(done, passwordRecoveryAnswerSchema)).message).toBe(m.page.done);
    const session = await signIn(app, created.email, CHOSEN);
    expect(session.body.user).toMatchObject({ mustChangePassword: false, email: created.email });

    // The admin's table no longer shows it pending; the log shows who invited and when it was used.
    const listed = await sendJson(app, 'GET', `/api/users?search=${created.email}`, admin.token);
    expect((await bodyOf(listed, userListSchema)).items.map((user) => user.invitation)).toEqual([null]);
    const events = await app.deps.db.kysely
      .selectFrom('Security_Events')
      .select(['type', 'id_actor_profile', 'id_target_profile'])
      .where((eb) =>
        eb.or([eb('id_target_profile', '=', created.id), eb('id_actor_profile', '=', created.id)]),
      )
      .orderBy('type')
      .execute();
    // All at one instant of the test's clock: compared by type.
    expect(events).toEqual([
      { type: 'invitation_accepted', id_actor_profile: created.id, id_target_profile: null },
      { type: 'invitation_sent', id_actor_profile: admin.profileId, id_target_profile: created.id },
      { type: 'sign_in', id_actor_profile: created.id, id_target_profile: null },
      { type: 'user_creation', id_actor_profile: admin.profileId, id_target_profile: created.id },
    ]);
  });

  it('holds the password to the registration rules, and the link stays usable', async () => {
    const created = await invite();
    const token = await lastTokenSentTo(created.email);
    const breached = await accept(token, 'iloveyou1');
    expect(breached.status).toBe(422);
    expect((await refusalOf(breached)).fields?.password).toBe(messages.signUp.passwordBreached);
    const mismatch = await accept(token, CHOSEN, `${CHOSEN}x`);
    expect(mismatch.status).toBe(422);
    expect((await refusalOf(mismatch)).fields?.confirmPassword).toBe(messages.signUp.passwordsDoNotMatch);
    expect((await accept(token)).status).toBe(200);
  });

  it('refuses a used, expired, replaced or forged link in Spanish, and changes nothing', async () => {
    const used = await invite();
    const usedToken = await lastTokenSentTo(used.email);
    expect((await accept(usedToken)).status).toBe(200);
    await refusedAsInvalid(await accept(usedToken, 'Otra-Contraseña-Larga-1'));
    await refusedAsInvalid(await check(usedToken));
    await signIn(app, used.email, CHOSEN);

    const late = await invite();
    const lateToken = await lastTokenSentTo(late.email);
    clock.advance(7 * DAY + 1);
    await refusedAsInvalid(await check(lateToken));
    await refusedAsInvalid(await accept(lateToken));

    admin = await signedInPerson(app, ROLE_CODES.admin);
    const forged = await invite();
    const [id] = (await lastTokenSentTo(forged.email)).split('.');
    await refusedAsInvalid(await accept(`${id}.${'A'.repeat(43)}`));
    // A reset link's proof does not open an invitation: each kind of link has its own.
    const malformed = await accept('not-a-token');
    expect(malformed.status).toBe(422);
    expect((await refusalOf(malformed)).fields?.token).toBe(m.page.linkInvalid);
  });

  it('no longer works once the person chose a password another way (¿Olvidaste tu contraseña?)', async () => {
    const created = await invite();
    const token = await lastTokenSentTo(created.email);
    await sendJson(app, 'POST', '/api/auth/password-reset', undefined, { email: created.email });
    await worker.drain();
    const reset = smtp
      .to(created.email)
      .find((mail) => mail.subject === mailMessages.passwordReset.subject)!
      .text.match(/reset-password\?token=(\S+)/)![1]!;
    const confirmed = await sendJson(app, 'POST', '/api/auth/password-reset/confirm', undefined, {
      token: decodeURIComponent(reset.replace(/\]$/, '')),
      password: CHOSEN,
      confirmPassword: CHOSEN,
    });
    expect(confirmed.status).toBe(200);
    await refusedAsInvalid(await accept(token, 'Otra-Contraseña-Larga-2'));
    await signIn(app, created.email, CHOSEN);
  });
});

describe("'Reenviar invitación'", () => {
  it('sends a new 7-day link, and the earlier one stops working', async () => {
    const created = await invite();
    const first = await lastTokenSentTo(created.email);
    clock.advance(8 * DAY);
    admin = await signedInPerson(app, ROLE_CODES.admin);
    const resent = await resend(created.id);
    expect(resent.status).toBe(200);
    const row = await bodyOf(resent, userSummarySchema);
    expect(row.invitation).toEqual({ expiresAt: new Date(clock.now().getTime() + 7 * DAY).toISOString() });
    const second = await lastTokenSentTo(created.email);
    expect(second).not.toBe(first);
    await refusedAsInvalid(await check(first));
    expect((await accept(second)).status).toBe(200);
  });

  it('is refused once the person has a password, and for an account that does not exist', async () => {
    const created = await invite();
    expect((await accept(await lastTokenSentTo(created.email))).status).toBe(200);
    const again = await resend(created.id);
    expect(again.status).toBe(409);
    expect((await refusalOf(again)).message).toBe(m.admin.notPending);
    expect((await resend(admin.profileId)).status).toBe(409);
    expect((await resend(crypto.randomUUID())).status).toBe(404);
  });

  it('is for admins: an instructor is refused and nothing is sent', async () => {
    const created = await invite();
    await lastTokenSentTo(created.email);
    const instructor = await signedInPerson(app, ROLE_CODES.instructor);
    expect((await resend(created.id, instructor.token)).status).toBe(403);
    await worker.drain();
    expect(smtp.to(created.email)).toHaveLength(1);
  });

  it('stops working when the account is deleted', async () => {
    const created = await invite();
    const token = await lastTokenSentTo(created.email);
    expect((await sendJson(app, 'DELETE', `/api/users/${created.id}`, admin.token)).status).toBe(204);
    await refusedAsInvalid(await check(token));
  });
});

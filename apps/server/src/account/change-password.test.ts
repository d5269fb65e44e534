import { currentUserSchema, messages, ROLE_CODES, accountMessages } from '@aula/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, bodyOf, type Person, refusalOf, signedInPerson, signIn } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

/** 'Cambiar contraseña' on /dashboard/settings (docs/product/accounts.md#changing-the-password). */
let app: TestApp;

// Each test's person signs in at most six times; a seventh wrong guess is past the limit.
const GUESSES = 6;
beforeAll(async () => {
  app = await createTestApp({ env: { RATE_LIMIT_SIGN_IN_FAILURES_PER_ACCOUNT: String(GUESSES) } });
});
afterAll(() => app.close());

const NEW_PASSWORD = 'Quirofano#2027';

const change = (token: string | undefined, body: Record<string, unknown>) =>
  app.request('/api/account/password', {
    method: 'PUT',
    headers: { ...(token ? bearer(token) : {}), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const valid = (person: Person) => ({
  currentPassword: person.password,
  newPassword: NEW_PASSWORD,
  confirmPassword: NEW_PASSWORD,
});
const me = (token: string) => app.request('/api/auth/me', { headers: bearer(token) });
const signInStatus = async (email: string, password: string) =>
  (
    await app.request('/api/auth/sign-in', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    })
  ).status;

describe('changing one’s password', () => {
  it('answers the current user; the new password signs in and the old one no longer does', async () => {
    const person = await signedInPerson(app, ROLE_CODES.student);
    const response = await change(person.token, valid(person));
    expect(response.status, await response.clone().text()).toBe(200);
    expect(await bodyOf(response, currentUserSchema)).toMatchObject({
      id: person.profileId,
      email: person.email,
      mustChangePassword: false,
    });
    expect(await signInStatus(person.email, NEW_PASSWORD)).toBe(200);
    expect(await signInStatus(person.email, person.password)).toBe(401);
    // The account's owner is told by email, whatever their notice settings (docs/product/email.md).
    const mail = await app.deps.db.kysely
      .selectFrom('Mail_Messages')
      .select(['template', 'to_email'])
      .where('id_user', '=', person.userId)
      .execute();
    expect(mail).toEqual([{ template: 'password-changed', to_email: person.email }]);
  });

  // Ending the account's other sessions: the security suite, apps/server/test/security/sessions.test.ts.

  it('refuses a wrong current password on its field and changes nothing', async () => {
    const person = await signedInPerson(app, ROLE_CODES.student);
    const laptop = await signIn(app, person.email, person.password);
    const response = await change(person.token, { ...valid(person), currentPassword: 'Equivocada#1' });
    expect(response.status).toBe(422);
    expect((await refusalOf(response)).fields).toEqual({
      currentPassword: accountMessages.currentPasswordWrong,
    });
    expect((await me(laptop.accessToken)).status).toBe(200);
    expect(await signInStatus(person.email, person.password)).toBe(200);
    expect(await signInStatus(person.email, NEW_PASSWORD)).toBe(401);
  });

  const s = messages.signUp;
  it.each([
    [
      'current password missing',
      { currentPassword: '' },
      'currentPassword',
      accountMessages.currentPasswordRequired,
    ],
    [
      'new password too short',
      { newPassword: 'a1b2', confirmPassword: 'a1b2' },
      'newPassword',
      s.passwordTooShort,
    ],
    [
      'new password too long',
      { newPassword: 'a'.repeat(129), confirmPassword: 'a'.repeat(129) },
      'newPassword',
      s.passwordTooLong,
    ],
    [
      'new password too common',
      { newPassword: 'password123', confirmPassword: 'password123' },
      'newPassword',
      s.passwordTooCommon,
    ],
    [
      'confirmation missing',
      { confirmPassword: '' },
      'confirmPassword',
      accountMessages.confirmPasswordRequired,
    ],
    [
      'confirmation different',
      { confirmPassword: 'Quirofano#2028' },
      'confirmPassword',
      s.passwordsDoNotMatch,
    ],
  ] as const)('refuses %s with 422 and its Spanish message', async (_name, change_, field, message) => {
    const person = await signedInPerson(app, ROLE_CODES.student);
    const response = await change(person.token, { ...valid(person), ...change_ });
    expect(response.status).toBe(422);
    expect((await refusalOf(response)).fields?.[field]).toBe(message);
    expect(await signInStatus(person.email, person.password)).toBe(200);
  });

  it('refuses a new password equal to the current one', async () => {
    const person = await signedInPerson(app, ROLE_CODES.student);
    const same = {
      currentPassword: person.password,
      newPassword: person.password,
      confirmPassword: person.password,
    };
    const response = await change(person.token, same);
    expect(response.status).toBe(422);
    expect((await refusalOf(response)).fields).toEqual({ newPassword: accountMessages.samePassword });
  });

  it('stops guessing the current password like sign-in does, even with the right one', async () => {
    const person = await signedInPerson(app, ROLE_CODES.student);
    for (let i = 0; i < GUESSES; i++) {
      expect((await change(person.token, { ...valid(person), currentPassword: `Adivina#${i}` })).status).toBe(
        422,
      );
    }
    const blocked = await change(person.token, valid(person));
    expect(blocked.status).toBe(429);
    expect(await refusalOf(blocked)).toEqual({ message: messages.common.rateLimited, code: 'rate_limited' });
    // Another account's budget is its own.
    const other = await signedInPerson(app, ROLE_CODES.student);
    expect((await change(other.token, valid(other))).status).toBe(200);
  });

  it('needs a session', async () => {
    const person = await signedInPerson(app, ROLE_CODES.student);
    expect((await change(undefined, valid(person))).status).toBe(401);
    expect((await change('not-a-token', valid(person))).status).toBe(401);
  });
});

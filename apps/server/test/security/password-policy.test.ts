import { currentUserSchema, messages, PASSWORD_MAX_LENGTH, ROLE_CODES } from '@aula/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/auth/password-hashing';
import { referenceIds, type ReferenceIds } from '../course-save-fixtures';
import { bearer, bodyOf, createUser, refusalOf, sendJson, signedInPerson, signIn } from '../factories';
import { createTestApp, type TestApp } from '../test-app';
import { signUpForm } from './route-table';

/**
 * Issue 17, item 11 (ASVS 6.2): passwords of 8 to 128 characters (passphrases allowed) wherever
 * one is chosen, the common ones refused as before, the breached ones (the list bundled with the
 * app) refused too; an account whose password no longer meets the rule is asked for a new one at
 * its next sign-in.
 */
let app: TestApp;
let refs: ReferenceIds;

beforeAll(async () => {
  app = await createTestApp();
  refs = await referenceIds(app);
});
afterAll(() => app.close());

const PASSPHRASE = 'la guardia de noche en emergencias empieza a las siete '.padEnd(PASSWORD_MAX_LENGTH, 'y');
const BREACHED = 'sunshine1';

async function signUp(password: string) {
  const form = await signUpForm({ app, refs });
  form.set('password', password);
  form.set('confirmPassword', password);
  return {
    response: await app.request('/api/auth/sign-up', { method: 'POST', body: form }),
    email: form.get('email'),
  };
}

describe('choosing a password', () => {
  it('takes 8 to 128 characters at registration, a passphrase included', async () => {
    for (const password of ['Guardia8', PASSPHRASE]) {
      const { response, email } = await signUp(password);
      expect(response.status, password).toBe(201);
      expect((await signIn(app, String(email), password)).accessToken).toBeTruthy();
    }
  });

  it('refuses too short, too long, common and breached ones with their Spanish messages', async () => {
    const cases = [
      ['Guardia', messages.signUp.passwordTooShort],
      [`${PASSPHRASE}z`, messages.signUp.passwordTooLong],
      ['12345678', messages.signUp.passwordTooCommon],
      [BREACHED, messages.signUp.passwordBreached],
    ] as const;
    for (const [password, message] of cases) {
      const { response } = await signUp(password);
      expect(response.status, password).toBe(422);
      expect((await refusalOf(response)).fields?.password, password).toBe(message);
    }
  });

  it('refuses a breached new password too', async () => {
    const person = await signedInPerson(app, ROLE_CODES.student);
    const change = await sendJson(app, 'PUT', '/api/account/password', person.token, {
      currentPassword: person.password,
      newPassword: BREACHED,
      confirmPassword: BREACHED,
    });
    expect(change.status).toBe(422);
    expect((await refusalOf(change)).fields?.newPassword).toBe(messages.signUp.passwordBreached);
  });
});

describe('an older password that no longer meets the rule', () => {
  it.each([
    ['six characters, as the old rule allowed', 'Cl4ve!'],
    ['a breached one', BREACHED],
  ])('%s: signs in, then must choose a new one before anything else', async (_case, old) => {
    const person = await createUser(app.deps);
    await app.deps.db.kysely
      .updateTable('Users')
      .set({ password_hash: await hashPassword(old) })
      .where('id_user', '=', person.userId)
      .execute();

    const session = await signIn(app, person.email, old);
    expect(session.body.user).toMatchObject({ mustChangePassword: true, passwordChangeReason: 'policy' });
    const blocked = await app.request('/api/courses', { headers: bearer(session.accessToken) });
    expect(blocked.status).toBe(403);
    expect((await refusalOf(blocked)).code).toBe('password_change_required');

    const changed = await sendJson(app, 'PUT', '/api/account/password', session.accessToken, {
      currentPassword: old,
      newPassword: 'Turno#Tarde2026',
      confirmPassword: 'Turno#Tarde2026',
    });
    expect(changed.status).toBe(200);
    expect(await bodyOf(changed, currentUserSchema)).toMatchObject({
      mustChangePassword: false,
      passwordChangeReason: null,
    });
    expect((await app.request('/api/courses', { headers: bearer(session.accessToken) })).status).toBe(200);
  });

  it('leaves an account whose password meets the rule alone', async () => {
    const person = await createUser(app.deps);
    const session = await signIn(app, person.email, person.password);
    expect(session.body.user).toMatchObject({ mustChangePassword: false, passwordChangeReason: null });
  });

  it('says "temporary" for an account an admin created with a temporary password, before invitations', async () => {
    const person = await createUser(app.deps);
    await app.deps.db.kysely
      .updateTable('Users')
      .set({ must_change_password: true, password_change_reason: 'temporary' })
      .where('id_user', '=', person.userId)
      .execute();
    const session = await signIn(app, person.email, person.password);
    expect(session.body.user).toMatchObject({ mustChangePassword: true, passwordChangeReason: 'temporary' });
  });
});

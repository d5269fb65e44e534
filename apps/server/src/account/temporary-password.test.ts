import { currentUserSchema, messages, ROLE_CODES } from '@aula/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, bodyOf, refusalOf, signIn, signedInPerson, type Person } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * An account an admin opened has a temporary password (docs/product/accounts.md#forced-password-change):
 * until its person chooses their own, the server lets it do nothing but see itself, change the password or
 * leave.
 */
let app: TestApp;
let admin: Person;

beforeAll(async () => {
  app = await createTestApp();
  admin = await signedInPerson(app, ROLE_CODES.admin);
});
afterAll(() => app.close());

const TEMPORARY = 'Temporal#2026';
const CHOSEN = 'Propia#Clave27';
let counter = 0;

/** An account opened by the admin, signed in with its temporary password. */
async function newcomer(role = 'INSTRUCTOR') {
  counter += 1;
  const email = `nuevo.${counter}@hospital.test`;
  const created = await app.request('/api/users', {
    method: 'POST',
    headers: { ...bearer(admin.token), 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      names: 'Julio',
      lastNames: 'Ramos Vega',
      role,
      temporaryPassword: TEMPORARY,
    }),
  });
  expect(created.status).toBe(201);
  return signIn(app, email, TEMPORARY);
}

const get = (path: string, token: string) => app.request(path, { headers: bearer(token) });
const changePassword = (token: string) =>
  app.request('/api/account/password', {
    method: 'PUT',
    headers: { ...bearer(token), 'content-type': 'application/json' },
    body: JSON.stringify({ currentPassword: TEMPORARY, newPassword: CHOSEN, confirmPassword: CHOSEN }),
  });

describe('a temporary password', () => {
  it('blocks every other call with 403 until it is changed, then the account works', async () => {
    const { accessToken } = await newcomer();
    const blocked = await get('/api/courses', accessToken);
    expect(blocked.status).toBe(403);
    expect(await refusalOf(blocked)).toEqual({
      code: 'password_change_required',
      message: messages.account.passwordChangeRequired,
    });
    expect((await get('/api/notifications', accessToken)).status).toBe(403);
    expect((await get('/api/enrollments', accessToken)).status).toBe(403);
    const form = new FormData();
    form.append('names', 'Otro');
    form.append('lastNames', 'Nombre');
    form.append('phone', '');
    const profile = await app.request('/api/account/profile', {
      method: 'PATCH',
      headers: bearer(accessToken),
      body: form,
    });
    expect(profile.status).toBe(403);

    const me = await get('/api/auth/me', accessToken);
    expect(me.status).toBe(200);
    expect((await bodyOf(me, currentUserSchema)).mustChangePassword).toBe(true);

    const changed = await changePassword(accessToken);
    expect(changed.status, await changed.clone().text()).toBe(200);
    expect((await bodyOf(changed, currentUserSchema)).mustChangePassword).toBe(false);
    expect((await get('/api/courses', accessToken)).status).toBe(200);
    expect((await bodyOf(await get('/api/auth/me', accessToken), currentUserSchema)).names).toBe('Julio');
  });

  it('still lets its person sign out everywhere, refresh and sign out', async () => {
    const first = await newcomer('STUDENT');
    const refreshed = await app.request('/api/auth/refresh', {
      method: 'POST',
      headers: { cookie: first.refreshCookie },
    });
    expect(refreshed.status).toBe(200);
    const out = await app.request('/api/account/sign-out-everywhere', {
      method: 'POST',
      headers: bearer(first.accessToken),
    });
    expect(out.status).toBe(204);
    expect((await get('/api/auth/me', first.accessToken)).status).toBe(401);
  });

  it('does not touch accounts that chose their own password', async () => {
    expect((await get('/api/courses', admin.token)).status).toBe(200);
  });
});

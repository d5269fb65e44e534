import { currentUserSchema, ROLE_CODES, type RoleCode, accountMessages } from '@aula/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  bodyOf,
  createUser,
  refusalOf,
  signIn,
  signedInPerson,
  type Person,
} from '../../test/factories';
import { hashPassword } from '../auth/password-hashing';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * An account an admin opened before invitations existed has a temporary password
 * (docs/product/accounts.md#forced-password-change): until its person chooses their own, the
 * server lets it do nothing but see itself, change the password or leave.
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
/** An account an admin opened with a temporary password (as before migration 0026), signed in with it. */
async function newcomer(role: RoleCode = ROLE_CODES.instructor) {
  const user = await createUser(app.deps, role);
  await app.deps.db.kysely
    .updateTable('Users')
    .set({
      password_hash: await hashPassword(TEMPORARY),
      must_change_password: true,
      password_change_reason: 'temporary',
    })
    .where('id_user', '=', user.userId)
    .execute();
  await app.deps.db.kysely
    .updateTable('Profiles')
    .set({ names: 'Julio' })
    .where('id_profile', '=', user.profileId)
    .execute();
  return signIn(app, user.email, TEMPORARY);
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
      message: accountMessages.passwordChangeRequired,
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
    const first = await newcomer(ROLE_CODES.student);
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

import {
  currentUserSchema,
  messages,
  ROLE_CODES,
  userListSchema,
  userTotalsSchema,
  userSummarySchema,
  userMessages,
} from '@aula/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, bodyOf, type Person, refusalOf, signedInPerson, type TestUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

/** The admin's edit and delete (docs/product/people.md#user-management), and who may not. */
let app: TestApp;
let admin: Person;

beforeAll(async () => {
  app = await createTestApp();
  admin = await signedInPerson(app, ROLE_CODES.admin);
});
afterAll(() => app.close());

const send = (method: string, id: string, token?: string, body?: unknown) =>
  app.request(`/api/users/${id}`, {
    method,
    headers: { ...(token ? bearer(token) : {}), 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const me = (token: string) => app.request('/api/auth/me', { headers: bearer(token) });
const edit = { names: 'Rosa Elena', lastNames: 'Quispe Mamani', phone: '987654321', role: 'INSTRUCTOR' };

async function profileOf(user: TestUser) {
  return app.deps.db.kysely
    .selectFrom('Profiles as p')
    .innerJoin('Roles as r', 'r.id_rol', 'p.id_rol')
    .select(['p.names', 'p.last_names', 'p.phone', 'p.deleted_at', 'r.code'])
    .where('p.id_profile', '=', user.profileId)
    .executeTakeFirstOrThrow();
}

describe('editing a user', () => {
  it('saves names, last names, phone and role; the user’s own session sees them at once', async () => {
    const student = await signedInPerson(app, ROLE_CODES.student);
    const response = await send('PATCH', student.profileId, admin.token, edit);
    expect(response.status, await response.clone().text()).toBe(200);
    expect(await bodyOf(response, userSummarySchema)).toMatchObject({
      id: student.profileId,
      names: 'Rosa Elena',
      lastNames: 'Quispe Mamani',
      phone: '987654321',
      role: { code: ROLE_CODES.instructor },
    });
    const current = await bodyOf(await me(student.token), currentUserSchema);
    expect(current).toMatchObject({ names: 'Rosa Elena', rol: { code: ROLE_CODES.instructor } });
  });

  it('lets the phone be emptied, and refuses blank names or a phone with letters in Spanish', async () => {
    const student = await signedInPerson(app, ROLE_CODES.student);
    const cleared = await bodyOf(
      await send('PATCH', student.profileId, admin.token, { ...edit, phone: '' }),
      userSummarySchema,
    );
    expect(cleared.phone).toBeNull();
    for (const [body, field, message] of [
      [{ ...edit, names: '  ' }, 'names', messages.signUp.namesRequired],
      [{ ...edit, phone: '98-76' }, 'phone', messages.signUp.phoneDigitsOnly],
      [{ ...edit, role: 'ROOT' }, 'role', userMessages.invalidRole],
    ] as const) {
      const response = await send('PATCH', student.profileId, admin.token, body);
      expect(response.status, field).toBe(422);
      expect((await refusalOf(response)).fields?.[field]).toBe(message);
    }
    expect((await profileOf(student)).names).toBe('Rosa Elena');
  });

  it('does not let an admin change their own role, but their names yes', async () => {
    const refused = await send('PATCH', admin.profileId, admin.token, { ...edit, role: 'STUDENT' });
    expect(refused.status).toBe(422);
    expect((await refusalOf(refused)).fields?.role).toBe(userMessages.ownRole);
    const renamed = await send('PATCH', admin.profileId, admin.token, { ...edit, role: 'ADMIN' });
    expect(renamed.status).toBe(200);
    expect((await profileOf(admin)).code).toBe(ROLE_CODES.admin);
  });

  it('answers 404 for an account that does not exist, 400 for a malformed id', async () => {
    expect((await send('PATCH', crypto.randomUUID(), admin.token, edit)).status).toBe(404);
    expect((await send('PATCH', 'no-es-un-id', admin.token, edit)).status).toBe(400);
  });
});

describe('deleting a user', () => {
  it('ends the person’s open session at once and takes them out of lists and counts', async () => {
    const student = await signedInPerson(app, ROLE_CODES.student);
    expect((await me(student.token)).status).toBe(200);
    const totals = async () =>
      bodyOf(await app.request('/api/users/totals', { headers: bearer(admin.token) }), userTotalsSchema);
    const before = await totals();

    expect((await send('DELETE', student.profileId, admin.token)).status).toBe(204);
    expect((await me(student.token)).status).toBe(401);
    const after = await bodyOf(
      await app.request('/api/users?pageSize=100', { headers: bearer(admin.token) }),
      userListSchema,
    );
    expect(after.items.some((user) => user.id === student.profileId)).toBe(false);
    const counted = await totals();
    expect(counted.total).toBe(before.total - 1);
    expect(counted.stats.students).toBe(before.stats.students - 1);
    // Soft: the row stays, as history.
    expect((await profileOf(student)).deleted_at).not.toBeNull();
    expect((await send('DELETE', student.profileId, admin.token)).status).toBe(404);
    expect((await send('PATCH', student.profileId, admin.token, edit)).status).toBe(404);
  });

  it('never deletes the admin’s own account', async () => {
    const response = await send('DELETE', admin.profileId, admin.token);
    expect(response.status).toBe(422);
    expect((await refusalOf(response)).message).toBe(userMessages.ownAccount);
    expect((await me(admin.token)).status).toBe(200);
  });
});

describe('who may not', () => {
  it('refuses instructors, students and anonymous callers, and nothing changes', async () => {
    const target = await signedInPerson(app, ROLE_CODES.student);
    const instructor = await signedInPerson(app, ROLE_CODES.instructor);
    const student = await signedInPerson(app, ROLE_CODES.student);
    for (const [token, status] of [
      [instructor.token, 403],
      [student.token, 403],
      [undefined, 401],
    ] as const) {
      expect((await send('PATCH', target.profileId, token, edit)).status).toBe(status);
      expect((await send('DELETE', target.profileId, token)).status).toBe(status);
    }
    expect(await profileOf(target)).toMatchObject({
      names: 'Rosa',
      code: ROLE_CODES.student,
      deleted_at: null,
    });
    expect((await me(target.token)).status).toBe(200);
  });
});

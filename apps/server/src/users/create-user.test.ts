import { currentUserSchema, messages, ROLE_CODES, userListSchema, userSummarySchema } from '@aula/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, bodyOf, type Person, refusalOf, signedInPerson, signIn } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * 'Nuevo Usuario' (docs/product/people.md#creating-an-account): an admin opens an account with a
 * temporary password.
 */
let app: TestApp;
let admin: Person;

beforeAll(async () => {
  app = await createTestApp();
  admin = await signedInPerson(app, ROLE_CODES.admin);
});
afterAll(() => app.close());

let counter = 0;
function newUser(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    email: `enfermera.${counter}@hospital.test`,
    names: 'Carmen Rosa',
    lastNames: `Villanueva Paz ${counter}`,
    role: 'INSTRUCTOR',
    temporaryPassword: 'Temporal#2026',
    ...overrides,
  };
}

const create = (body: unknown, token?: string) =>
  app.request('/api/users', {
    method: 'POST',
    headers: { ...(token ? bearer(token) : {}), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const list = async (query = '') =>
  bodyOf(await app.request(`/api/users${query}`, { headers: bearer(admin.token) }), userListSchema);

async function accountsWith(email: string) {
  const rows = await app.deps.db.kysely
    .selectFrom('Users')
    .select('id_user')
    .where('email', '=', email)
    .execute();
  return rows.length;
}

describe('creating a user', () => {
  it('opens an account that signs in with the temporary password, must change it, and shows in the list', async () => {
    const before = (await list()).stats;
    const body = newUser({ email: 'Carmen.Villanueva@Hospital.test' });
    const response = await create(body, admin.token);
    expect(response.status, await response.clone().text()).toBe(201);
    const created = await bodyOf(response, userSummarySchema);
    expect(created).toMatchObject({
      names: 'Carmen Rosa',
      lastNames: body.lastNames,
      phone: null,
      country: null,
      urlImage: null,
      role: { code: ROLE_CODES.instructor },
    });
    expect(JSON.stringify(created)).not.toContain(body.temporaryPassword);
    expect(JSON.stringify(created)).not.toContain('argon2');

    // The email is stored in lower case, as registration does.
    const session = await signIn(app, 'carmen.villanueva@hospital.test', body.temporaryPassword);
    const me = await bodyOf(
      await app.request('/api/auth/me', { headers: bearer(session.accessToken) }),
      currentUserSchema,
    );
    expect(me).toMatchObject({
      id: created.id,
      email: 'carmen.villanueva@hospital.test',
      mustChangePassword: true,
      rol: { code: ROLE_CODES.instructor },
    });

    const found = await list(`?search=${encodeURIComponent(body.lastNames)}`);
    expect(found.items).toEqual([created]);
    const after = (await list()).stats;
    expect(after.total).toBe(before.total + 1);
    expect(after.instructors).toBe(before.instructors! + 1);
    expect(after.active).toBe(before.active + 1);
    expect(after.students).toBe(before.students);
  });

  it('keeps the identity document an admin gives, type and number, for the person’s certificates', async () => {
    const dni = await app.deps.db.kysely
      .selectFrom('Types_Identities_Documents')
      .select(['id_type_identity_document as id', 'name'])
      .where('deleted_at', 'is', null)
      .orderBy('code')
      .executeTakeFirstOrThrow();
    const body = newUser({ idDocumentType: dni.id, doi: ' 45871236 ' });
    const response = await create(body, admin.token);
    expect(response.status, await response.clone().text()).toBe(201);
    const session = await signIn(app, body.email, body.temporaryPassword);
    expect(session.body.user).toMatchObject({
      nroDoi: '45871236',
      typeIdentityDocument: { id: dni.id, name: dni.name },
    });

    // Left empty, as the form sends it: no document, for the person to add later.
    const without = await create(newUser({ idDocumentType: '', doi: '' }), admin.token);
    expect(without.status).toBe(201);
  });

  it('refuses half a document or one it does not know, under its field, and creates nothing', async () => {
    const cases = [
      [{ doi: '45871236' }, 'idDocumentType', messages.users.documentTypeRequired],
      [{ idDocumentType: crypto.randomUUID() }, 'doi', messages.users.doiRequired],
      [
        { idDocumentType: crypto.randomUUID(), doi: '45871236' },
        'idDocumentType',
        messages.users.documentTypeRequired,
      ],
      [{ idDocumentType: crypto.randomUUID(), doi: '45-87' }, 'doi', messages.signUp.doiDigitsOnly],
    ] as const;
    for (const [document, field, message] of cases) {
      const body = newUser(document);
      const response = await create(body, admin.token);
      expect(response.status).toBe(422);
      expect((await refusalOf(response)).fields?.[field]).toBe(message);
      expect(await accountsWith(body.email)).toBe(0);
    }
  });

  it('stores the temporary password only as an Argon2id hash', async () => {
    const body = newUser({ role: 'STUDENT' });
    expect((await create(body, admin.token)).status).toBe(201);
    const user = await app.deps.db.kysely
      .selectFrom('Users')
      .select(['password_hash', 'must_change_password'])
      .where('email', '=', body.email)
      .executeTakeFirstOrThrow();
    expect(user.password_hash).toMatch(/^\$argon2id\$/);
    expect(user.must_change_password).toBe(true);
  });

  it('creates each role with its code', async () => {
    for (const [role, code] of [
      ['ADMIN', ROLE_CODES.admin],
      ['STUDENT', ROLE_CODES.student],
    ] as const) {
      const response = await create(newUser({ role }), admin.token);
      expect((await bodyOf(response, userSummarySchema)).role.code).toBe(code);
    }
  });

  it('refuses an email a live account holds with 409, whatever its case, and creates nothing', async () => {
    const body = newUser();
    expect((await create(body, admin.token)).status).toBe(201);
    const again = await create(newUser({ email: body.email.toUpperCase() }), admin.token);
    expect(again.status).toBe(409);
    const error = await refusalOf(again);
    expect(error.message).toBe(messages.signUp.emailTaken);
    expect(error.fields).toEqual({ email: messages.signUp.emailTaken });
    expect(await accountsWith(body.email)).toBe(1);
  });

  const s = messages.signUp;
  it.each([
    ['email missing', { email: '' }, 'email', s.emailRequired],
    ['email invalid', { email: 'carmen@' }, 'email', s.emailInvalid],
    ['names missing', { names: '  ' }, 'names', s.namesRequired],
    ['names too long', { names: 'a'.repeat(51) }, 'names', s.namesTooLong],
    ['last names missing', { lastNames: '' }, 'lastNames', s.lastNamesRequired],
    ['role unknown', { role: 'ROOT' }, 'role', messages.users.invalidRole],
    ['password too short', { temporaryPassword: 'a1b2' }, 'temporaryPassword', s.passwordTooShort],
    ['password too long', { temporaryPassword: 'a'.repeat(129) }, 'temporaryPassword', s.passwordTooLong],
    ['password too common', { temporaryPassword: 'password123' }, 'temporaryPassword', s.passwordTooCommon],
  ] as const)('refuses %s with 422 and its Spanish message', async (_name, change, field, message) => {
    const body = newUser(change);
    const response = await create(body, admin.token);
    expect(response.status).toBe(422);
    expect((await refusalOf(response)).fields?.[field]).toBe(message);
    if (field !== 'email') expect(await accountsWith(body.email)).toBe(0);
  });

  it('is for admins only: instructors and students get 403, nobody signed in 401', async () => {
    const instructor = await signedInPerson(app, ROLE_CODES.instructor);
    const student = await signedInPerson(app, ROLE_CODES.student);
    const body = newUser();
    expect((await create(body, instructor.token)).status).toBe(403);
    expect((await create(body, student.token)).status).toBe(403);
    expect((await create(body)).status).toBe(401);
    expect(await accountsWith(body.email)).toBe(0);
  });
});

import {
  INVITATION_DAYS,
  messages,
  ROLE_CODES,
  userListSchema,
  userTotalsSchema,
  userSummarySchema,
  userMessages,
} from '@aula/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, bodyOf, type Person, refusalOf, sendJson, signedInPerson } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * 'Nuevo Usuario' (docs/product/people.md#creating-an-account): an admin opens an account without
 * a password, and its person gets an invitation to choose one (invitations.test.ts follows the
 * link).
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
const totals = async () =>
  bodyOf(await app.request('/api/users/totals', { headers: bearer(admin.token) }), userTotalsSchema);

async function accountsWith(email: string) {
  const rows = await app.deps.db.kysely
    .selectFrom('Users')
    .select('id_user')
    .where('email', '=', email)
    .execute();
  return rows.length;
}

describe('creating a user', () => {
  it('opens an account with an invitation pending, queues its email, and shows it in the list', async () => {
    const before = (await totals()).stats;
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
    // The email is stored in lower case, as registration does.
    expect(created.email).toBe('carmen.villanueva@hospital.test');
    const sevenDays = INVITATION_DAYS * 24 * 60 * 60 * 1000;
    const expiresIn = Date.parse(created.invitation!.expiresAt!) - Date.now();
    expect(expiresIn).toBeGreaterThan(sevenDays - 60_000);
    expect(expiresIn).toBeLessThanOrEqual(sevenDays);
    const mail = await app.deps.db.kysely
      .selectFrom('Mail_Messages')
      .select(['template', 'to_email'])
      .where('to_email', '=', created.email)
      .execute();
    expect(mail).toEqual([{ template: 'invitation', to_email: created.email }]);
    // No password opens it until its person chooses one.
    const signIn = await sendJson(app, 'POST', '/api/auth/sign-in', undefined, {
      email: created.email,
      password: '',
    });
    expect(signIn.status).toBe(422);
    for (const password of ['Temporal#2026', 'aula-dummy-password']) {
      const tried = await sendJson(app, 'POST', '/api/auth/sign-in', undefined, {
        email: created.email,
        password,
      });
      expect(tried.status).toBe(401);
    }

    const found = await list(`?search=${encodeURIComponent(body.lastNames)}`);
    expect(found.items).toEqual([created]);
    const after = (await totals()).stats;
    expect(after.total).toBe(before.total + 1);
    expect(after.instructors).toBe(before.instructors! + 1);
    // Not active: the person has not signed in yet.
    expect(after.active).toBe(before.active);
    expect(after.students).toBe(before.students);
  });

  it('keeps the identity document an admin gives, type and number, for the person’s certificates', async () => {
    const dni = await app.deps.db.kysely
      .selectFrom('Types_Identities_Documents')
      .select(['id_type_identity_document as id'])
      .where('deleted_at', 'is', null)
      .orderBy('code')
      .executeTakeFirstOrThrow();
    const body = newUser({ idDocumentType: dni.id, doi: ' 45871236 ' });
    const response = await create(body, admin.token);
    expect(response.status, await response.clone().text()).toBe(201);
    const profile = await app.deps.db.kysely
      .selectFrom('Profiles')
      .select(['id_type_identity_document', 'nro_doi'])
      .where('id_profile', '=', (await bodyOf(response, userSummarySchema)).id)
      .executeTakeFirstOrThrow();
    expect(profile).toEqual({ id_type_identity_document: dni.id, nro_doi: '45871236' });

    // Left empty, as the form sends it: no document, for the person to add later.
    const without = await create(newUser({ idDocumentType: '', doi: '' }), admin.token);
    expect(without.status).toBe(201);
  });

  it('refuses half a document or one it does not know, under its field, and creates nothing', async () => {
    const cases = [
      [{ doi: '45871236' }, 'idDocumentType', userMessages.documentTypeRequired],
      [{ idDocumentType: crypto.randomUUID() }, 'doi', userMessages.doiRequired],
      [
        { idDocumentType: crypto.randomUUID(), doi: '45871236' },
        'idDocumentType',
        userMessages.documentTypeRequired,
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

  it('stores no password, even one the client sends: only its person chooses it', async () => {
    const body = newUser({ role: 'STUDENT', temporaryPassword: 'Temporal#2026', password: 'Temporal#2026' });
    expect((await create(body, admin.token)).status).toBe(201);
    const user = await app.deps.db.kysely
      .selectFrom('Users')
      .select(['password_hash', 'must_change_password'])
      .where('email', '=', body.email)
      .executeTakeFirstOrThrow();
    expect(user).toEqual({ password_hash: null, must_change_password: false });
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
    ['role unknown', { role: 'ROOT' }, 'role', userMessages.invalidRole],
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

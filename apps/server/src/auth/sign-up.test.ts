import { messages, PROFILE_IMAGE_MAX_BYTES } from '@aula/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyOf, refusalOf, signIn } from '../../test/factories';
import { storedKeys } from '../../test/storage-inspection';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signUpAnswerSchema } from './routes';

let app: TestApp;
let refs: {
  idGender: string;
  idDocumentType: string;
  idIndustry: string;
  idSpecialty: string;
  otherIndustry: string;
};

beforeAll(async () => {
  app = await createTestApp();
  const db = app.deps.db.kysely;
  const industry = await db
    .selectFrom('Industries')
    .select('id_industry')
    .where('code', '=', 'ENF')
    .executeTakeFirstOrThrow();
  const other = await db
    .selectFrom('Industries')
    .select('id_industry')
    .where('code', '=', 'MED')
    .executeTakeFirstOrThrow();
  const specialty = await db
    .selectFrom('Specialties')
    .select('id_specialty')
    .where('code', '=', 'ENF-01')
    .executeTakeFirstOrThrow();
  const gender = await db
    .selectFrom('Genders')
    .select('id_gender')
    .where('code', '=', '01')
    .executeTakeFirstOrThrow();
  const doc = await db
    .selectFrom('Types_Identities_Documents')
    .select('id_type_identity_document')
    .where('code', '=', '01')
    .executeTakeFirstOrThrow();
  refs = {
    idGender: gender.id_gender,
    idDocumentType: doc.id_type_identity_document,
    idIndustry: industry.id_industry,
    idSpecialty: specialty.id_specialty,
    otherIndustry: other.id_industry,
  };
});
afterAll(() => app.close());

let counter = 0;
function validFields(): Record<string, string> {
  counter += 1;
  return {
    names: 'María José',
    lastNames: 'Huamán Torres',
    email: `maria.${counter}@hospital.test`,
    password: 'Enfermera#2026',
    confirmPassword: 'Enfermera#2026',
    country: 'PE',
    prefixCountry: '+51',
    phone: '987654321',
    doi: '45678912',
    idGender: refs.idGender,
    idDocumentType: refs.idDocumentType,
    idIndustry: refs.idIndustry,
    idSpecialty: refs.idSpecialty,
    acceptTerms: 'true',
    acceptMarketing: 'false',
  };
}

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(2000, 7),
]);

function signUp(fields: Record<string, string>, image?: { bytes: Buffer; name: string; type: string }) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (image) form.append('image', new Blob([image.bytes], { type: image.type }), image.name);
  return app.request('/api/auth/sign-up', { method: 'POST', body: form });
}

async function countAccounts(email: string) {
  const db = app.deps.db.kysely;
  const users = await db.selectFrom('Users').select('id_user').where('email', '=', email).execute();
  const profiles = await db
    .selectFrom('Profiles as p')
    .innerJoin('Users as u', 'u.id_user', 'p.id_user')
    .select('p.id_profile')
    .where('u.email', '=', email)
    .execute();
  return { users: users.length, profiles: profiles.length };
}

describe('sign-up', () => {
  it('creates exactly one user and one Student profile, even when the client asks for another role', async () => {
    const fields: Record<string, string> = { ...validFields(), id_rol: '02', role: 'admin', idRol: '02' };
    const response = await signUp(fields, { bytes: PNG, name: 'foto.png', type: 'image/png' });
    expect(response.status).toBe(201);
    expect((await bodyOf(response, signUpAnswerSchema)).message).toBe(messages.signUp.success);
    expect(await countAccounts(fields.email)).toEqual({ users: 1, profiles: 1 });

    const session = await signIn(app, fields.email, fields.password);
    const user = session.body.user as { rol: { code: string }; urlImage: string; names: string };
    expect(user.rol.code).toBe('03');
    expect(user.names).toBe('María José');
    const photo = await app.request(user.urlImage);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await photo.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('stores the password only as an Argon2id hash', async () => {
    const fields = validFields();
    await signUp(fields);
    const user = await app.deps.db.kysely
      .selectFrom('Users')
      .select('password_hash')
      .where('email', '=', fields.email)
      .executeTakeFirstOrThrow();
    expect(user.password_hash).toMatch(/^\$argon2id\$/);
    expect(user.password_hash).not.toContain(fields.password);
  });

  it('creates a welcome notification for the new student', async () => {
    const fields = validFields();
    await signUp(fields);
    const rows = await app.deps.db.kysely
      .selectFrom('Notifications as n')
      .innerJoin('Profiles as p', 'p.id_profile', 'n.id_profile')
      .innerJoin('Users as u', 'u.id_user', 'p.id_user')
      .select('n.title')
      .where('u.email', '=', fields.email)
      .execute();
    expect(rows).toHaveLength(1);
  });

  const s = messages.signUp;
  const long = (n: number, char = 'a') => char.repeat(n);
  const rules: Array<[string, Record<string, string>, string, string]> = [
    ['names missing', { names: '' }, 'names', s.namesRequired],
    ['names too long', { names: long(51) }, 'names', s.namesTooLong],
    ['last names missing', { lastNames: '   ' }, 'lastNames', s.lastNamesRequired],
    ['last names too long', { lastNames: long(121) }, 'lastNames', s.lastNamesTooLong],
    ['email missing', { email: '' }, 'email', s.emailRequired],
    ['email invalid', { email: 'maria@' }, 'email', s.emailInvalid],
    ['password missing', { password: '', confirmPassword: '' }, 'password', s.passwordRequired],
    ['password too short', { password: 'a1b2', confirmPassword: 'a1b2' }, 'password', s.passwordTooShort],
    ['password too long', { password: long(129), confirmPassword: long(129) }, 'password', s.passwordTooLong],
    [
      'password too common',
      { password: 'password123', confirmPassword: 'password123' },
      'password',
      s.passwordTooCommon,
    ],
    ['passwords differ', { confirmPassword: 'Otra#Clave2026' }, 'confirmPassword', s.passwordsDoNotMatch],
    ['country missing', { country: '' }, 'country', s.countryRequired],
    ['country unknown', { country: 'XX' }, 'country', s.countryRequired],
    ['prefix missing', { prefixCountry: '' }, 'prefixCountry', s.prefixRequired],
    ['prefix unknown', { prefixCountry: '+999999' }, 'prefixCountry', s.prefixRequired],
    ['phone missing', { phone: '' }, 'phone', s.phoneRequired],
    ['phone with letters', { phone: '98765abc' }, 'phone', s.phoneDigitsOnly],
    ['phone too long', { phone: long(16, '9') }, 'phone', s.phoneTooLong],
    ['document missing', { doi: '' }, 'doi', s.doiRequired],
    ['document with letters', { doi: '4567-891' }, 'doi', s.doiDigitsOnly],
    ['document too long', { doi: long(17, '1') }, 'doi', s.doiTooLong],
    ['gender missing', { idGender: '' }, 'idGender', s.genderRequired],
    ['document type missing', { idDocumentType: '' }, 'idDocumentType', s.documentTypeRequired],
    ['industry missing', { idIndustry: '' }, 'idIndustry', s.industryRequired],
    ['specialty missing', { idSpecialty: '' }, 'idSpecialty', s.specialtyRequired],
    ['terms not accepted', { acceptTerms: 'false' }, 'acceptTerms', s.termsRequired],
  ];

  it.each(rules)('refuses %s with its message', async (_name, change, field, message) => {
    const fields = { ...validFields(), ...change };
    const response = await signUp(fields);
    expect(response.status).toBe(422);
    const body = await refusalOf(response);
    expect(body.fields?.[field]).toBe(message);
    expect(await countAccounts(fields.email)).toEqual({ users: 0, profiles: 0 });
  });

  it('refuses a gender id that does not exist', async () => {
    const response = await signUp({ ...validFields(), idGender: crypto.randomUUID() });
    expect(response.status).toBe(422);
    expect((await refusalOf(response)).fields?.idGender).toBe(s.genderRequired);
  });

  it('refuses a specialty of another professional area', async () => {
    const response = await signUp({ ...validFields(), idIndustry: refs.otherIndustry });
    expect(response.status).toBe(422);
    expect((await refusalOf(response)).fields?.idSpecialty).toBe(s.specialtyNotInIndustry);
  });

  it('refuses a taken email with 409, whatever its case', async () => {
    const fields = validFields();
    expect((await signUp(fields)).status).toBe(201);
    const again = await signUp({ ...validFields(), email: fields.email.toUpperCase() });
    expect(again.status).toBe(409);
    expect((await refusalOf(again)).message).toBe(s.emailTaken);
    expect(await countAccounts(fields.email)).toEqual({ users: 1, profiles: 1 });
  });

  it('refuses a photo over 200KB with 413 and keeps nothing', async () => {
    const before = await storedKeys(app.deps);
    const big = Buffer.concat([PNG, Buffer.alloc(PROFILE_IMAGE_MAX_BYTES, 1)]);
    const fields = validFields();
    const response = await signUp(fields, { bytes: big, name: 'foto.png', type: 'image/png' });
    expect(response.status).toBe(413);
    expect((await refusalOf(response)).message).toBe(s.imageTooLarge);
    expect(await countAccounts(fields.email)).toEqual({ users: 0, profiles: 0 });
    expect(await storedKeys(app.deps)).toEqual(before);
  });

  it('refuses a file that is not really a JPG or PNG with 415, whatever its name', async () => {
    const fields = validFields();
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const response = await signUp(fields, { bytes: html, name: 'foto.png', type: 'image/png' });
    expect(response.status).toBe(415);
    expect((await refusalOf(response)).message).toBe(s.imageWrongType);
    expect(await countAccounts(fields.email)).toEqual({ users: 0, profiles: 0 });
  });

  it('treats an empty file field as no photo (a photo is uploaded only when it has bytes)', async () => {
    const fields = validFields();
    const response = await signUp(fields, {
      bytes: Buffer.alloc(0),
      name: '',
      type: 'application/octet-stream',
    });
    expect(response.status).toBe(201);
  });

  it('removes the stored photo when the form is invalid', async () => {
    const before = await storedKeys(app.deps);
    const response = await signUp(
      { ...validFields(), phone: 'abc' },
      { bytes: PNG, name: 'foto.png', type: 'image/png' },
    );
    expect(response.status).toBe(422);
    expect(await storedKeys(app.deps)).toEqual(before);
  });

  it('leaves no user, no profile and no photo when the database fails mid-transaction', async () => {
    const db = app.deps.db.kysely;
    await sql`CREATE FUNCTION fail_profile_insert() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'injected failure'; END $$ LANGUAGE plpgsql`.execute(
      db,
    );
    await sql`CREATE TRIGGER fail_profile_insert BEFORE INSERT ON "Profiles" FOR EACH ROW EXECUTE FUNCTION fail_profile_insert()`.execute(
      db,
    );
    try {
      const before = await storedKeys(app.deps);
      const fields = validFields();
      const response = await signUp(fields, { bytes: PNG, name: 'foto.png', type: 'image/png' });
      expect(response.status).toBe(500);
      const body = await refusalOf(response);
      expect(body.message).toBe(messages.common.unexpectedError);
      expect(JSON.stringify(body)).not.toContain('injected');
      expect(await countAccounts(fields.email)).toEqual({ users: 0, profiles: 0 });
      expect(await storedKeys(app.deps)).toEqual(before);
    } finally {
      await sql`DROP TRIGGER fail_profile_insert ON "Profiles"`.execute(db);
      await sql`DROP FUNCTION fail_profile_insert()`.execute(db);
    }
  });
});

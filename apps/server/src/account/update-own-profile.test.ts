import { currentUserSchema, messages, PROFILE_IMAGE_MAX_BYTES, ROLE_CODES } from '@aula/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, bodyOf, type Person, refusalOf, signedInPerson } from '../../test/factories';
import { storedKeys } from '../../test/storage-inspection';
import { createTestApp, type TestApp } from '../../test/test-app';

/** 'Mi Perfil' › 'Información Personal' › 'Guardar' (docs/product/accounts.md#personal-information). */
let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(2000, 7),
]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(3000, 9)]);

interface Photo {
  bytes: Buffer;
  type: string;
}

function save(token: string | undefined, fields: Record<string, string>, image?: Photo) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (image) form.append('image', new Blob([image.bytes], { type: image.type }), 'foto');
  return app.request('/api/account/profile', {
    method: 'PATCH',
    headers: token ? bearer(token) : {},
    body: form,
  });
}
const edit = { names: 'Lucía Fernanda', lastNames: 'Paredes Soto', phone: '912345678' };
const me = async (person: Person) =>
  bodyOf(await app.request('/api/auth/me', { headers: bearer(person.token) }), currentUserSchema);
const photoBytes = async (url: string) => Buffer.from(await (await app.request(url)).arrayBuffer());

async function storedImageKey(person: Person) {
  const profile = await app.deps.db.kysely
    .selectFrom('Profiles')
    .select('url_image')
    .where('id_profile', '=', person.profileId)
    .executeTakeFirstOrThrow();
  return profile.url_image;
}

describe('saving one’s own profile', () => {
  it('saves names, last names and phone, and ignores email, role and ids sent along', async () => {
    const student = await signedInPerson(app, ROLE_CODES.student);
    const other = await signedInPerson(app, ROLE_CODES.student);
    const response = await save(student.token, {
      ...edit,
      email: 'otro@aula.test',
      role: 'ADMIN',
      id_rol: ROLE_CODES.admin,
      id_profile: other.profileId,
      country: 'AR',
    });
    expect(response.status, await response.clone().text()).toBe(200);
    expect(await bodyOf(response, currentUserSchema)).toMatchObject({
      id: student.profileId,
      names: 'Lucía Fernanda',
    });

    const current = await me(student);
    expect(current).toMatchObject({
      id: student.profileId,
      email: student.email,
      names: 'Lucía Fernanda',
      lastNames: 'Paredes Soto',
      phone: '912345678',
      country: 'PE',
      rol: { code: ROLE_CODES.student },
    });
    expect((await me(other)).names).toBe('Rosa');
  });

  it('lets the phone be emptied', async () => {
    const student = await signedInPerson(app, ROLE_CODES.student);
    expect((await save(student.token, edit)).status).toBe(200);
    expect((await save(student.token, { ...edit, phone: '' })).status).toBe(200);
    expect((await me(student)).phone).toBe('');
    const row = await app.deps.db.kysely
      .selectFrom('Profiles')
      .select('phone')
      .where('id_profile', '=', student.profileId)
      .executeTakeFirstOrThrow();
    expect(row.phone).toBeNull();
  });

  it('stores a new photo, replaces it (removing the old file), and drops it on request', async () => {
    const instructor = await signedInPerson(app, ROLE_CODES.instructor);
    const first = await bodyOf(
      await save(instructor.token, edit, { bytes: PNG, type: 'image/png' }),
      currentUserSchema,
    );
    expect((await photoBytes(first.urlImage!)).equals(PNG)).toBe(true);
    const firstKey = await storedImageKey(instructor);
    expect(await storedKeys(app.deps)).toContain(firstKey);

    const second = await bodyOf(
      await save(instructor.token, edit, { bytes: JPEG, type: 'image/jpeg' }),
      currentUserSchema,
    );
    expect((await photoBytes(second.urlImage!)).equals(JPEG)).toBe(true);
    const secondKey = await storedImageKey(instructor);
    expect(secondKey).not.toBe(firstKey);
    const keys = await storedKeys(app.deps);
    expect(keys).toContain(secondKey);
    expect(keys).not.toContain(firstKey);

    // Saving without a photo keeps the one there is.
    expect((await bodyOf(await save(instructor.token, edit), currentUserSchema)).urlImage).toEqual(
      expect.any(String),
    );
    expect(await storedImageKey(instructor)).toBe(secondKey);

    const removed = await bodyOf(
      await save(instructor.token, { ...edit, removeImage: 'true' }),
      currentUserSchema,
    );
    expect(removed.urlImage).toBeNull();
    expect(await storedImageKey(instructor)).toBeNull();
    expect(await storedKeys(app.deps)).not.toContain(secondKey);
  });

  it('refuses a photo over 200KB or that is not a JPG or PNG, keeping the saved data and storing nothing', async () => {
    const student = await signedInPerson(app, ROLE_CODES.student);
    await save(student.token, edit, { bytes: PNG, type: 'image/png' });
    const before = { profile: await me(student), keys: await storedKeys(app.deps) };
    const changed = { ...edit, names: 'Otra Persona' };

    const big = Buffer.concat([PNG, Buffer.alloc(PROFILE_IMAGE_MAX_BYTES, 1)]);
    const tooBig = await save(student.token, changed, { bytes: big, type: 'image/png' });
    expect(tooBig.status).toBe(413);
    expect((await refusalOf(tooBig)).message).toBe(messages.signUp.imageTooLarge);

    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const notImage = await save(student.token, changed, { bytes: html, type: 'image/png' });
    expect(notImage.status).toBe(415);
    expect((await refusalOf(notImage)).message).toBe(messages.signUp.imageWrongType);

    const after = await me(student);
    expect(after.names).toBe(edit.names);
    expect(after.urlImage?.split('?')[0]).toBe(before.profile.urlImage?.split('?')[0]);
    expect(await storedKeys(app.deps)).toEqual(before.keys);
  });

  const s = messages.signUp;
  it.each([
    ['names missing', { names: '  ' }, 'names', s.namesRequired],
    ['names too long', { names: 'a'.repeat(51) }, 'names', s.namesTooLong],
    ['last names missing', { lastNames: '' }, 'lastNames', s.lastNamesRequired],
    ['last names too long', { lastNames: 'a'.repeat(121) }, 'lastNames', s.lastNamesTooLong],
    ['phone with letters', { phone: '98-76' }, 'phone', s.phoneDigitsOnly],
    ['phone too long', { phone: '9'.repeat(16) }, 'phone', s.phoneTooLong],
  ] as const)(
    'refuses %s with 422 and its Spanish message, and keeps no photo',
    async (_name, change, field, message) => {
      const student = await signedInPerson(app, ROLE_CODES.student);
      const keys = await storedKeys(app.deps);
      const response = await save(student.token, { ...edit, ...change }, { bytes: PNG, type: 'image/png' });
      expect(response.status).toBe(422);
      expect((await refusalOf(response)).fields?.[field]).toBe(message);
      expect((await me(student)).names).toBe('Rosa');
      expect(await storedKeys(app.deps)).toEqual(keys);
    },
  );

  it('keeps the old data, the old photo and no new file when the database fails mid-save', async () => {
    const student = await signedInPerson(app, ROLE_CODES.student);
    await save(student.token, edit, { bytes: PNG, type: 'image/png' });
    const oldKey = await storedImageKey(student);
    const keys = await storedKeys(app.deps);
    const db = app.deps.db.kysely;
    await sql`CREATE FUNCTION fail_profile_update() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'injected failure'; END $$ LANGUAGE plpgsql`.execute(
      db,
    );
    await sql`CREATE TRIGGER fail_profile_update BEFORE UPDATE ON "Profiles" FOR EACH ROW EXECUTE FUNCTION fail_profile_update()`.execute(
      db,
    );
    try {
      const response = await save(
        student.token,
        { ...edit, names: 'Otra Persona' },
        { bytes: JPEG, type: 'image/jpeg' },
      );
      expect(response.status).toBe(500);
      expect((await refusalOf(response)).message).toBe(messages.common.unexpectedError);
    } finally {
      await sql`DROP TRIGGER fail_profile_update ON "Profiles"`.execute(db);
      await sql`DROP FUNCTION fail_profile_update()`.execute(db);
    }
    expect((await me(student)).names).toBe(edit.names);
    expect(await storedImageKey(student)).toBe(oldKey);
    expect(await storedKeys(app.deps)).toEqual(keys);
  });

  it('needs a session, and a multipart form', async () => {
    expect((await save(undefined, edit)).status).toBe(401);
    const student = await signedInPerson(app, ROLE_CODES.student);
    const asJson = await app.request('/api/account/profile', {
      method: 'PATCH',
      headers: { ...bearer(student.token), 'content-type': 'application/json' },
      body: JSON.stringify(edit),
    });
    expect(asJson.status).toBe(400);
  });
});

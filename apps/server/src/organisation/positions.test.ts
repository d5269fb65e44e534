import { organisationMessages, positionListSchema, ROLE_CODES } from '@aula/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyOf, createUser, refusalOf, sendJson, signedInPerson, type Person } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Positions ('puestos') through the API (docs/product/organisation.md#positions). */
const m = organisationMessages.positions;
let app: TestApp;
let admin: Person;

beforeAll(async () => {
  app = await createTestApp();
  admin = await signedInPerson(app, ROLE_CODES.admin);
});
afterAll(() => app.close());

const listOf = async (response: Response) => (await bodyOf(response, positionListSchema)).items;
const create = (name: string, token = admin.token) =>
  sendJson(app, 'POST', '/api/positions', token, { name });

describe('positions', () => {
  it('are created, listed by name with who holds them, renamed, archived and restored', async () => {
    expect((await create('Técnico de laboratorio')).status).toBe(201);
    const created = await create('  Enfermera asistencial ');
    expect(created.status).toBe(201);
    const [nurse, technician] = await listOf(created);
    expect([nurse!.name, technician!.name]).toEqual(['Enfermera asistencial', 'Técnico de laboratorio']);

    const holder = await createUser(app.deps);
    await app.deps.db.kysely
      .updateTable('Profiles')
      .set({ id_position: nurse!.id, staff_number: 'T-0042', hire_date: '2024-03-01' })
      .where('id_profile', '=', holder.profileId)
      .execute();
    // A calendar date reads back as the same text on both engines, whatever the time zone.
    const stored = await app.deps.db.kysely
      .selectFrom('Profiles')
      .select(['staff_number', 'hire_date'])
      .where('id_profile', '=', holder.profileId)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ staff_number: 'T-0042', hire_date: '2024-03-01' });
    const renamed = await sendJson(app, 'PATCH', `/api/positions/${nurse!.id}`, admin.token, {
      name: 'Enfermera asistencial de UCI',
    });
    expect((await listOf(renamed)).find((item) => item.id === nurse!.id)).toEqual({
      id: nurse!.id,
      name: 'Enfermera asistencial de UCI',
      archived: false,
      people: 1,
    });

    const archived = await sendJson(app, 'POST', `/api/positions/${nurse!.id}/archive`, admin.token);
    expect((await listOf(archived)).find((item) => item.id === nurse!.id)).toMatchObject({
      archived: true,
      people: 1,
    });
    const restored = await sendJson(app, 'POST', `/api/positions/${nurse!.id}/restore`, admin.token);
    expect((await listOf(restored)).find((item) => item.id === nurse!.id)!.archived).toBe(false);
  });

  it('refuses a name another position has whatever its case, an empty one, and an unknown position', async () => {
    expect((await create('Médico residente')).status).toBe(201);
    const taken = await create('MÉDICO RESIDENTE');
    expect(taken.status).toBe(409);
    expect((await refusalOf(taken)).fields?.name).toBe(m.nameTaken);
    const blank = await create(' ');
    expect(blank.status).toBe(422);
    expect((await refusalOf(blank)).fields?.name).toBe(m.nameRequired);
    const unknown = await sendJson(app, 'PATCH', `/api/positions/${crypto.randomUUID()}`, admin.token, {
      name: 'X',
    });
    expect(unknown.status).toBe(404);
    expect((await refusalOf(unknown)).message).toBe(m.notFound);
  });

  it('are for admins only', async () => {
    const instructor = await signedInPerson(app, ROLE_CODES.instructor);
    expect((await sendJson(app, 'GET', '/api/positions', instructor.token)).status).toBe(403);
    expect((await create('Intruso', instructor.token)).status).toBe(403);
  });
});

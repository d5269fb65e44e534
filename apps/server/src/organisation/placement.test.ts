import { placementMessages as m, placementSchema, ROLE_CODES, userListSchema } from '@aula/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referenceIds, type ReferenceIds } from '../../test/course-save-fixtures';
import { createPosition, createUnit, savePlacement } from '../../test/organisation-fixtures';
import { bodyOf, createUser, refusalOf, sendJson, signedInPerson, type Person } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

/** A person's place: units, position, profession, staff number, hire date (docs/product/organisation.md#a-persons-place). */
let app: TestApp;
let admin: Person;
let refs: ReferenceIds;

beforeAll(async () => {
  app = await createTestApp();
  admin = await signedInPerson(app, ROLE_CODES.admin);
  refs = await referenceIds(app);
});
afterAll(() => app.close());

const unit = (name: string, parentId?: string) => createUnit(app, admin.token, name, parentId);
const position = (name: string) => createPosition(app, admin.token, name);

const save = (profileId: string, body: Record<string, unknown>, token = admin.token) =>
  savePlacement(app, token, profileId, body);

describe("a person's place", () => {
  it('is saved whole and read back with unit paths, by the admin and by the person', async () => {
    const hospital = await unit('Hospital del Norte');
    const emergencies = await unit('Emergencias', hospital);
    const icu = await unit('UCI Norte', hospital);
    const nurse = await position('Enfermera de triaje');
    const person = await signedInPerson(app, ROLE_CODES.student);

    const saved = await save(person.profileId, {
      unitId: emergencies,
      additionalUnitIds: [icu, icu],
      positionId: nurse,
      industryId: refs.industryId,
      specialtyId: refs.specialtyId,
      staffNumber: ' N-1001 ',
      hireDate: '2024-02-29',
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const place = await bodyOf(saved, placementSchema);
    expect(place).toMatchObject({
      unit: {
        id: emergencies,
        name: 'Emergencias',
        path: 'Hospital del Norte / Emergencias',
        archived: false,
      },
      additionalUnits: [{ id: icu, path: 'Hospital del Norte / UCI Norte' }],
      position: { id: nurse, name: 'Enfermera de triaje', archived: false },
      profession: { id: refs.industryId },
      specialty: { id: refs.specialtyId },
      staffNumber: 'N-1001',
      hireDate: '2024-02-29',
    });
    const own = await sendJson(app, 'GET', '/api/account/placement', person.token);
    expect(await bodyOf(own, placementSchema)).toEqual(place);

    // The users list's filters find them by unit (here through the additional one), position and profession.
    const listed = async (query: string) =>
      (
        await bodyOf(await sendJson(app, 'GET', `/api/users?${query}`, admin.token), userListSchema)
      ).items.map((u) => u.id);
    expect(await listed(`unit=${icu}`)).toEqual([person.profileId]);
    expect(await listed(`position=${nurse}`)).toEqual([person.profileId]);
    expect(await listed(`position=${nurse}&profession=${refs.industryId}`)).toEqual([person.profileId]);
    expect(await listed(`position=${nurse}&profession=${crypto.randomUUID()}`)).toEqual([]);

    // Clearing everything leaves no trace of the old place.
    const cleared = await bodyOf(await save(person.profileId, {}), placementSchema);
    expect(cleared).toEqual({
      unit: null,
      additionalUnits: [],
      supervisedUnits: [],
      position: null,
      profession: null,
      specialty: null,
      staffNumber: null,
      hireDate: null,
    });
    expect(await listed(`unit=${icu}`)).toEqual([]);
  });

  it('refuses each bad field with its own Spanish reason and keeps what was saved', async () => {
    const ward = await unit('Sala de partos');
    const person = await createUser(app.deps, ROLE_CODES.student);
    expect((await save(person.profileId, { unitId: ward, staffNumber: 'P-77' })).status).toBe(200);
    const other = await createUser(app.deps, ROLE_CODES.student);

    const cases: [Record<string, unknown>, string, string][] = [
      [{ staffNumber: 'p-77' }, 'staffNumber', m.staffNumberTaken],
      [{ staffNumber: 'P 77' }, 'staffNumber', m.staffNumberInvalid],
      [{ hireDate: '2025-02-30' }, 'hireDate', m.hireDateInvalid],
      [{ unitId: crypto.randomUUID() }, 'unitId', m.unitNotFound],
      [{ additionalUnitIds: [ward] }, 'unitId', m.additionalWithoutPrimary],
      [{ unitId: ward, additionalUnitIds: [ward] }, 'additionalUnitIds', m.additionalIsPrimary],
      [{ positionId: crypto.randomUUID() }, 'positionId', m.positionNotFound],
      [
        { industryId: refs.industryId, specialtyId: refs.foreignSpecialtyId },
        'specialtyId',
        m.specialtyNotInProfession,
      ],
      [{ specialtyId: refs.specialtyId }, 'industryId', m.specialtyWithoutProfession],
    ];
    for (const [body, field, message] of cases) {
      const refused = await save(other.profileId, body);
      expect([409, 422], JSON.stringify(body)).toContain(refused.status);
      expect((await refusalOf(refused)).fields?.[field], JSON.stringify(body)).toBe(message);
    }
    const kept = await sendJson(app, 'GET', `/api/users/${person.profileId}/placement`, admin.token);
    expect(await bodyOf(kept, placementSchema)).toMatchObject({ unit: { id: ward }, staffNumber: 'P-77' });
  });

  it('keeps an archived unit or position the person already has, and refuses giving them to anyone else', async () => {
    const lab = await unit('Laboratorio antiguo');
    const retired = await position('Puesto retirado');
    const holder = await createUser(app.deps, ROLE_CODES.student);
    const newcomer = await createUser(app.deps, ROLE_CODES.student);
    expect((await save(holder.profileId, { positionId: retired })).status).toBe(200);
    expect((await sendJson(app, 'POST', `/api/positions/${retired}/archive`, admin.token)).status).toBe(200);
    expect((await sendJson(app, 'POST', `/api/units/${lab}/archive`, admin.token)).status).toBe(200);

    expect((await save(holder.profileId, { positionId: retired, staffNumber: 'H-1' })).status).toBe(200);
    const archivedPosition = await save(newcomer.profileId, { positionId: retired });
    expect((await refusalOf(archivedPosition)).fields?.positionId).toBe(m.positionArchived);
    const archivedUnit = await save(newcomer.profileId, { unitId: lab });
    expect((await refusalOf(archivedUnit)).fields?.unitId).toBe(m.unitArchived);
  });

  it('is set by admins only, and read by the person themselves or an admin', async () => {
    const instructor = await signedInPerson(app, ROLE_CODES.instructor);
    const student = await signedInPerson(app, ROLE_CODES.student);
    expect((await save(student.profileId, {}, instructor.token)).status).toBe(403);
    expect((await save(student.profileId, {}, student.token)).status).toBe(403);
    expect(
      (await sendJson(app, 'GET', `/api/users/${student.profileId}/placement`, student.token)).status,
    ).toBe(403);
    expect((await save(crypto.randomUUID(), {})).status).toBe(404);
  });
});

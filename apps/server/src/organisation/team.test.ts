import {
  placementSchema,
  ROLE_CODES,
  teamListSchema,
  teamMemberDetailSchema,
  teamMessages,
  teamTotalsSchema,
  teamUnitsSchema,
} from '@aula/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCompletedEnrollment, insertCourse } from '../../test/certificate-fixtures';
import { bodyOf, createUser, refusalOf, sendJson, signedInPerson, type Person } from '../../test/factories';
import { createUnit, savePlacement } from '../../test/organisation-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { issueCertificate } from '../certificates/issue-certificate';

/** Supervisors and 'Mi equipo' (docs/product/organisation.md#supervisors, decision 0032). */
let app: TestApp;
let admin: Person;
let supervisor: Person;
const units = { a: '', a1: '', a11: '', b: '' };
const people = { inA1: '', inA11: '', alsoInA: '', inB: '' };
let courseId: string;

const unit = (name: string, parentId?: string) => createUnit(app, admin.token, name, parentId);

const place = (profileId: string, body: Record<string, unknown>) =>
  savePlacement(app, admin.token, profileId, body);

async function personIn(names: string, body: Record<string, unknown>) {
  const person = await createUser(app.deps, ROLE_CODES.student);
  await app.deps.db.kysely
    .updateTable('Profiles')
    .set({ names })
    .where('id_profile', '=', person.profileId)
    .execute();
  expect((await place(person.profileId, body)).status).toBe(200);
  return person.profileId;
}

const get = (path: string, token = supervisor.token) => sendJson(app, 'GET', path, token);
const teamIds = async (query = '') =>
  (await bodyOf(await get(`/api/team${query}`), teamListSchema)).items.map((member) => member.id);

beforeAll(async () => {
  app = await createTestApp();
  admin = await signedInPerson(app, ROLE_CODES.admin);
  supervisor = await signedInPerson(app, ROLE_CODES.student);
  units.a = await unit('Centro Quirúrgico');
  units.a1 = await unit('Recuperación', units.a);
  units.a11 = await unit('Recuperación pediátrica', units.a1);
  units.b = await unit('Laboratorio clínico');
  people.inA1 = await personIn('Ana', { unitId: units.a1 });
  people.inA11 = await personIn('Beatriz', { unitId: units.a11 });
  people.alsoInA = await personIn('Carla', { unitId: units.b, additionalUnitIds: [units.a] });
  people.inB = await personIn('Diana', { unitId: units.b });
  courseId = await insertCourse(app, admin.profileId, { title: 'Lista de verificación de cirugía segura' });
  for (const person of [people.inA1, people.inB]) {
    const completedAt = new Date('2026-10-01T15:00:00Z');
    await insertCompletedEnrollment(app, person, courseId, completedAt);
    await issueCertificate(app.deps.db.kysely, { profileId: person, courseId, completedAt });
  }
});
afterAll(() => app.close());

describe('a supervisor', () => {
  it('is made so by an admin, a scope their account keeps beside its role, recorded in the security log', async () => {
    expect((await get('/api/team')).status).toBe(403);
    const me = async () =>
      (await (await get('/api/auth/me')).json()) as { supervisor: boolean; rol: { code: string } };
    expect((await me()).supervisor).toBe(false);

    const saved = await place(supervisor.profileId, { supervisedUnitIds: [units.a] });
    expect((await bodyOf(saved, placementSchema)).supervisedUnits).toEqual([
      { id: units.a, name: 'Centro Quirúrgico', path: 'Centro Quirúrgico', archived: false },
    ]);
    expect(await me()).toMatchObject({ supervisor: true, rol: { code: ROLE_CODES.student } });
    const event = await app.deps.db.kysely
      .selectFrom('Security_Events')
      .select(['type', 'details'])
      .where('type', '=', 'supervision_change')
      .where('id_target_profile', '=', supervisor.profileId)
      .executeTakeFirstOrThrow();
    expect(event.details).toMatchObject({ granted: 'Centro Quirúrgico', removed: null });
  });

  it("sees the people of their unit and of every unit below it, and no one else's", async () => {
    expect(new Set(await teamIds())).toEqual(new Set([people.inA1, people.inA11, people.alsoInA]));
    expect(await teamIds(`?unit=${units.a11}`)).toEqual([people.inA11]);
    // A unit outside the team narrows, never widens: only Carla, in it and also in the team's unit.
    expect(await teamIds(`?unit=${units.b}`)).toEqual([people.alsoInA]);
    expect(await teamIds('?search=beatriz')).toEqual([people.inA11]);
    const total = async (query = '') =>
      (await bodyOf(await get(`/api/team/totals${query}`), teamTotalsSchema)).total;
    expect(await total()).toBe(3);
    expect(await total(`?unit=${units.a11}`)).toBe(1);
    expect(await total(`?unit=${units.b}`)).toBe(1);
    const choices = (await bodyOf(await get('/api/team/units'), teamUnitsSchema)).items.map((u) => u.path);
    expect(choices).toEqual([
      'Centro Quirúrgico',
      'Centro Quirúrgico / Recuperación',
      'Centro Quirúrgico / Recuperación / Recuperación pediátrica',
    ]);
  });

  it('reads on by names from the previous page’s last person, never from someone outside the team', async () => {
    const page = await bodyOf(await get('/api/team'), teamListSchema);
    expect(page.items.map((member) => member.names)).toEqual(['Ana', 'Beatriz', 'Carla']);
    expect(page.next).toBeNull();
    expect(await teamIds(`?page=2&after=${people.inA1}`)).toEqual([people.inA11, people.alsoInA]);
    // Diana is in unit B: naming her as the anchor tells nothing of where she stands, page 1 shows.
    expect(await teamIds(`?after=${people.inB}`)).toEqual([people.inA1, people.inA11, people.alsoInA]);
  });

  it("reads a team member's place, enrollments, progress and certificate", async () => {
    const list = await bodyOf(await get('/api/team'), teamListSchema);
    expect(list.items.find((member) => member.id === people.inA1)).toMatchObject({
      names: 'Ana',
      unit: 'Centro Quirúrgico / Recuperación',
      enrollments: 1,
      completed: 1,
      certificates: 1,
    });
    const detail = await bodyOf(await get(`/api/team/${people.inA1}`), teamMemberDetailSchema);
    expect(detail.placement.unit?.path).toBe('Centro Quirúrgico / Recuperación');
    expect(detail.enrollments).toEqual([
      expect.objectContaining({
        courseId,
        title: 'Lista de verificación de cirugía segura',
        progress: 100,
        completedAt: '2026-10-01T15:00:00.000Z',
        certificate: expect.objectContaining({ code: expect.any(String) }),
      }),
    ]);
  });

  it('gets 404 for a person of another unit, and 403 on the admin routes, whatever the id', async () => {
    const other = await get(`/api/team/${people.inB}`);
    expect(other.status).toBe(404);
    expect((await refusalOf(other)).message).toBe(teamMessages.member.notFound);
    expect((await get(`/api/team/${crypto.randomUUID()}`)).status).toBe(404);
    expect((await get(`/api/users/${people.inA1}/placement`)).status).toBe(403);
    expect((await get('/api/users')).status).toBe(403);
    expect(
      (
        await sendJson(app, 'PATCH', `/api/users/${people.inA1}`, supervisor.token, {
          names: 'X',
          lastNames: 'Y',
          phone: '',
          role: 'ADMIN',
        })
      ).status,
    ).toBe(403);
  });

  it('follows the tree: a person moved out of the unit leaves the team at once', async () => {
    expect((await place(people.inA11, { unitId: units.b })).status).toBe(200);
    expect((await get(`/api/team/${people.inA11}`)).status).toBe(404);
    expect(await teamIds()).not.toContain(people.inA11);
    expect((await place(people.inA11, { unitId: units.a11 })).status).toBe(200);
    expect(await teamIds()).toContain(people.inA11);
  });

  it('loses the view the moment the supervision is removed, with the removal dated, not deleted', async () => {
    expect((await get(`/api/team/${people.inA1}`)).status).toBe(200);
    expect((await place(supervisor.profileId, { supervisedUnitIds: [] })).status).toBe(200);
    expect((await get(`/api/team/${people.inA1}`)).status).toBe(403);
    expect((await get('/api/team')).status).toBe(403);
    expect((await get('/api/team/totals')).status).toBe(403);
    const rows = await app.deps.db.kysely
      .selectFrom('Unit_Supervisors')
      .select(['removed_at', 'removed_by'])
      .where('id_profile', '=', supervisor.profileId)
      .execute();
    expect(rows).toEqual([{ removed_at: expect.any(Date), removed_by: admin.profileId }]);
  });
});

describe('an admin', () => {
  it("reaches everyone's record through the same routes", async () => {
    expect((await get(`/api/team/${people.inB}`, admin.token)).status).toBe(200);
    const all = (await bodyOf(await get('/api/team?pageSize=100', admin.token), teamListSchema)).items.map(
      (m) => m.id,
    );
    expect(all).toEqual(expect.arrayContaining(Object.values(people)));
  });

  it('cannot give a new supervisor an archived unit', async () => {
    const closed = await unit('Unidad cerrada');
    expect((await sendJson(app, 'POST', `/api/units/${closed}/archive`, admin.token)).status).toBe(200);
    const person = await createUser(app.deps, ROLE_CODES.student);
    const refused = await place(person.profileId, { supervisedUnitIds: [closed] });
    expect(refused.status).toBe(422);
    expect((await refusalOf(refused)).fields?.supervisedUnitIds).toBeTruthy();
  });
});

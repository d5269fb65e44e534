import {
  organisationMessages as m,
  ROLE_CODES,
  UNIT_MAX_DEPTH,
  unitTreeSchema,
  userListSchema,
  userTotalsSchema,
  type Unit,
} from '@aula/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyOf, createUser, refusalOf, sendJson, signedInPerson, type Person } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { pathWithin } from './people-in-units';
import { ROOT_UNIT_ID } from './unit-queries';

/** 'Organización': the tree of units through the API (docs/product/organisation.md). */
let app: TestApp;
let admin: Person;

beforeAll(async () => {
  app = await createTestApp();
  admin = await signedInPerson(app, ROLE_CODES.admin);
});
afterAll(() => app.close());

const treeOf = async (response: Response) => (await bodyOf(response, unitTreeSchema)).items;
const create = (body: Record<string, unknown>, token = admin.token) =>
  sendJson(app, 'POST', '/api/units', token, body);
const move = (id: string, parentId: string) =>
  sendJson(app, 'POST', `/api/units/${id}/move`, admin.token, { parentId });
const archive = (id: string) => sendJson(app, 'POST', `/api/units/${id}/archive`, admin.token);

/** Creates a unit and answers it as the tree now shows it. */
async function unit(name: string, parentId = ROOT_UNIT_ID, kind = 'service', code?: string): Promise<Unit> {
  const response = await create({ parentId, kind, name, code });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await treeOf(response)).find((item) => item.name === name && item.parentId === parentId)!;
}

/** Places a new active person in a unit: as their primary one, or as an additional one. */
async function personIn(unitId: string, primary = true) {
  const person = await createUser(app.deps, ROLE_CODES.student);
  if (primary) {
    await app.deps.db.kysely
      .updateTable('Profiles')
      .set({ id_unit: unitId })
      .where('id_profile', '=', person.profileId)
      .execute();
  } else {
    await app.deps.db.kysely
      .insertInto('Profile_Units')
      .values({ id_profile: person.profileId, id_unit: unitId })
      .execute();
  }
  return person;
}

async function currentTree() {
  return treeOf(await sendJson(app, 'GET', '/api/units', admin.token));
}

describe('the tree', () => {
  it('starts with the academy at its root, and grows under it with each unit’s kind and code', async () => {
    const hospital = await unit('Hospital Regional de Ica', ROOT_UNIT_ID, 'establishment', 'HRI');
    const emergencias = await unit('Emergencias', hospital.id, 'service', 'HRI-EMG');
    const tree = await currentTree();
    expect(tree[0]).toMatchObject({ id: ROOT_UNIT_ID, parentId: null, kind: 'academy', depth: 1 });
    expect(hospital).toMatchObject({
      kind: 'establishment',
      code: 'HRI',
      depth: 2,
      archived: false,
      people: 0,
    });
    expect(emergencias).toMatchObject({ parentId: hospital.id, depth: 3 });
    // Parents come before their children.
    expect(tree.findIndex((item) => item.id === hospital.id)).toBeLessThan(
      tree.findIndex((item) => item.id === emergencias.id),
    );
  });

  it(`refuses a level past ${UNIT_MAX_DEPTH}, a code another unit has (whatever its case), and a bad name`, async () => {
    let parent = ROOT_UNIT_ID;
    for (let level = 2; level <= UNIT_MAX_DEPTH; level++) parent = (await unit(`Nivel ${level}`, parent)).id;
    const deeper = await create({ parentId: parent, kind: 'unit', name: 'Nivel 6' });
    expect(deeper.status).toBe(409);
    expect((await refusalOf(deeper)).message).toBe(m.tooDeep(UNIT_MAX_DEPTH));

    await unit('Laboratorio', ROOT_UNIT_ID, 'service', 'LAB-01');
    const taken = await create({ parentId: ROOT_UNIT_ID, kind: 'service', name: 'Otro', code: 'lab-01' });
    expect(taken.status).toBe(409);
    expect((await refusalOf(taken)).fields?.code).toBe(m.codeTaken);

    const blank = await create({ parentId: ROOT_UNIT_ID, kind: 'service', name: '  ' });
    expect(blank.status).toBe(422);
    expect((await refusalOf(blank)).fields?.name).toBe(m.nameRequired);
    const academy = await create({ parentId: ROOT_UNIT_ID, kind: 'academy', name: 'Otra academia' });
    expect(academy.status).toBe(422);
  });

  it('moves a unit with its sub-units and its people under another, and never into itself', async () => {
    const north = await unit('Hospital Norte', ROOT_UNIT_ID, 'establishment');
    const south = await unit('Hospital Sur', ROOT_UNIT_ID, 'establishment');
    const uci = await unit('UCI', north.id);
    const beds = await unit('UCI adultos', uci.id, 'unit');
    await personIn(uci.id);
    await personIn(beds.id, false);

    const moved = await move(uci.id, south.id);
    expect(moved.status, await moved.clone().text()).toBe(200);
    const tree = await treeOf(moved);
    expect(tree.find((item) => item.id === uci.id)).toMatchObject({
      parentId: south.id,
      depth: 3,
      people: 1,
    });
    expect(tree.find((item) => item.id === beds.id)).toMatchObject({ parentId: uci.id, depth: 4, people: 1 });
    const paths = await app.deps.db.kysely
      .selectFrom('Units')
      .select(['id_unit', 'path'])
      .where('id_unit', 'in', [uci.id, beds.id])
      .execute();
    expect(paths.find((row) => row.id_unit === beds.id)!.path).toBe(
      `/${ROOT_UNIT_ID}/${south.id}/${uci.id}/${beds.id}/`,
    );

    const loop = await move(uci.id, beds.id);
    expect(loop.status).toBe(409);
    expect((await refusalOf(loop)).message).toBe(m.intoItself);
    const root = await move(ROOT_UNIT_ID, south.id);
    expect((await refusalOf(root)).message).toBe(m.rootFixed);
  });

  it('refuses a move that would go past the deepest level', async () => {
    const a = await unit('Red A', ROOT_UNIT_ID, 'establishment');
    const b = await unit('Servicio B', a.id);
    const c = await unit('Unidad C', b.id, 'unit');
    const x = await unit('Red X', ROOT_UNIT_ID, 'establishment');
    const y = await unit('Servicio Y', x.id);
    await unit('Unidad Z', y.id, 'unit');
    // Y (3 levels with Z's) under C (depth 4) would reach depth 6.
    const refused = await move(y.id, c.id);
    expect(refused.status).toBe(409);
    expect((await refusalOf(refused)).message).toBe(m.tooDeep(UNIT_MAX_DEPTH));
  });

  it('archives only a subtree without active people, says how many remain, and restores', async () => {
    const clinic = await unit('Clínica San Juan', ROOT_UNIT_ID, 'establishment');
    const lab = await unit('Laboratorio clínico', clinic.id);
    const nurse = await personIn(lab.id);
    await personIn(lab.id, false);

    const refused = await archive(clinic.id);
    expect(refused.status).toBe(409);
    expect((await refusalOf(refused)).message).toBe(m.hasPeople(2));
    expect((await currentTree()).find((item) => item.id === clinic.id)!.archived).toBe(false);

    // A deleted account no longer counts; the other person is moved out.
    await sendJson(app, 'DELETE', `/api/users/${nurse.profileId}`, admin.token);
    await app.deps.db.kysely.deleteFrom('Profile_Units').where('id_unit', '=', lab.id).execute();
    const archived = await archive(clinic.id);
    expect(archived.status).toBe(200);
    const tree = await treeOf(archived);
    expect(tree.filter((item) => [clinic.id, lab.id].includes(item.id)).map((item) => item.archived)).toEqual(
      [true, true],
    );

    const underArchived = await create({ parentId: lab.id, kind: 'unit', name: 'Nueva' });
    expect((await refusalOf(underArchived)).fields?.parentId).toBe(m.parentNotFound);
    const restoreChild = await sendJson(app, 'POST', `/api/units/${lab.id}/restore`, admin.token);
    expect((await refusalOf(restoreChild)).message).toBe(m.parentArchived);
    expect((await sendJson(app, 'POST', `/api/units/${clinic.id}/restore`, admin.token)).status).toBe(200);
    expect((await sendJson(app, 'POST', `/api/units/${lab.id}/restore`, admin.token)).status).toBe(200);
    expect((await currentTree()).find((item) => item.id === lab.id)!.archived).toBe(false);
  });

  it('renames and recodes a unit; the academy keeps its kind and is never archived', async () => {
    const ward = await unit('Centro quirúrgico', ROOT_UNIT_ID);
    const renamed = await sendJson(app, 'PATCH', `/api/units/${ward.id}`, admin.token, {
      kind: 'unit',
      name: 'Centro Quirúrgico',
      code: 'CQ',
    });
    expect((await treeOf(renamed)).find((item) => item.id === ward.id)).toMatchObject({
      kind: 'unit',
      name: 'Centro Quirúrgico',
      code: 'CQ',
    });
    const root = await sendJson(app, 'PATCH', `/api/units/${ROOT_UNIT_ID}`, admin.token, {
      kind: 'service',
      name: 'Red de Salud Ica',
      code: '',
    });
    expect((await treeOf(root))[0]).toMatchObject({ kind: 'academy', name: 'Red de Salud Ica', code: null });
    expect((await refusalOf(await archive(ROOT_UNIT_ID))).message).toBe(m.rootFixed);
    expect(
      (
        await sendJson(app, 'PATCH', `/api/units/${crypto.randomUUID()}`, admin.token, {
          kind: 'unit',
          name: 'X',
        })
      ).status,
    ).toBe(404);
  });

  it('filters the users list to exactly the people of a unit and its sub-units, primary or additional', async () => {
    const network = await unit('Red Sur', ROOT_UNIT_ID, 'establishment');
    const hospital = await unit('Hospital del Sur', network.id, 'service');
    const ward = await unit('Sala de partos', hospital.id, 'unit');
    const elsewhere = await unit('Posta Norte', ROOT_UNIT_ID, 'establishment');
    const inNetwork = await personIn(network.id);
    const inWard = await personIn(ward.id);
    const lentToWard = await personIn(ward.id, false);
    const outside = await personIn(elsewhere.id);
    const gone = await personIn(hospital.id);
    await sendJson(app, 'DELETE', `/api/users/${gone.profileId}`, admin.token);

    const listed = async (unitId: string) => {
      const response = await sendJson(app, 'GET', `/api/users?unit=${unitId}&pageSize=50`, admin.token);
      expect(response.status).toBe(200);
      const { items, next } = await bodyOf(response, userListSchema);
      expect(next).toBeNull();
      const totals = await sendJson(app, 'GET', `/api/users/totals?unit=${unitId}`, admin.token);
      expect((await bodyOf(totals, userTotalsSchema)).total).toBe(items.length);
      return items.map((user) => user.id).sort();
    };
    expect(await listed(network.id)).toEqual([inNetwork, inWard, lentToWard].map((p) => p.profileId).sort());
    expect(await listed(ward.id)).toEqual([inWard, lentToWard].map((p) => p.profileId).sort());
    expect(await listed(elsewhere.id)).toEqual([outside.profileId]);
    expect(await listed(crypto.randomUUID())).toEqual([]);
    // After a move, the filter follows the tree.
    expect((await move(ward.id, elsewhere.id)).status).toBe(200);
    expect(await listed(network.id)).toEqual([inNetwork.profileId]);
    const invalid = await sendJson(app, 'GET', '/api/users?unit=no-es-un-id', admin.token);
    expect(invalid.status).toBe(400);
  });

  it('reads a subtree as one range of the units’ path index, never by scanning the tree', async () => {
    // The tree here is small enough for the planner to prefer scanning it: forbidding that shows
    // the condition can be answered by the index (decision 0034).
    const plan = await app.deps.db.kysely.transaction().execute(async (trx) => {
      await sql`SET LOCAL enable_seqscan = off`.execute(trx);
      const { rows } = await sql<Record<string, string>>`EXPLAIN SELECT s.id_unit FROM "Units" s
        WHERE ${pathWithin('s', sql`(SELECT t.path FROM "Units" t WHERE t.id_unit = ${ROOT_UNIT_ID})`)}`.execute(
        trx,
      );
      return rows.map((row) => Object.values(row)[0]).join('\n');
    });
    expect(plan).toMatch(/Index (Only )?Scan (using|on) units_path/);
    expect(plan).not.toMatch(/Seq Scan/);
  });

  it('is for admins: an instructor or a student is refused and nothing changes', async () => {
    for (const role of [ROLE_CODES.instructor, ROLE_CODES.student]) {
      const person = await signedInPerson(app, role);
      expect((await sendJson(app, 'GET', '/api/units', person.token)).status).toBe(403);
      expect(
        (await create({ parentId: ROOT_UNIT_ID, kind: 'service', name: 'Intrusa' }, person.token)).status,
      ).toBe(403);
    }
    expect((await currentTree()).some((item) => item.name === 'Intrusa')).toBe(false);
  });
});

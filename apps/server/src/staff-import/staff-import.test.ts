import {
  ROLE_CODES,
  STAFF_IMPORT_CONTENT_TYPES,
  STAFF_IMPORT_FIELDS,
  staffImportAbsentSchema,
  staffImportHistorySchema,
  staffImportMessages as m,
  staffImportRowsSchema,
  staffImportSchema,
  type StaffImport,
  type StaffImportPlanInput,
} from '@aula/shared';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  bearer,
  bodyOf,
  createUser,
  refusalOf,
  sendJson,
  signedInPerson,
  type Person,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createBackgroundWorker } from '../background-work';
import { createJobWorker, type JobWorker } from '../jobs/job-worker';
import { staffImportJob } from './run-import-job';
import { readStaffFile } from './read-staff-file';

/** 'Importar personal' through the API, its job run by the app's own worker (docs/product/staff-import.md). */
let app: TestApp;
let worker: JobWorker;
let admin: Person;

const HEADERS = STAFF_IMPORT_FIELDS.map((field) => m.fields[field]);

beforeAll(async () => {
  app = await createTestApp();
  worker = createBackgroundWorker(app.deps);
  admin = await signedInPerson(app, ROLE_CODES.admin);
  const db = app.deps.db.kysely;
  // An establishment with a service, a position, as the admin set them up in 'Organización'.
  const hospital = await sendJson(app, 'POST', '/api/units', admin.token, {
    parentId: '00000000-0000-4000-8000-0000000000a1',
    kind: 'establishment',
    name: 'Hospital Central',
    code: 'HC',
  });
  expect(hospital.status).toBe(201);
  const hospitalId = (
    await db.selectFrom('Units').select('id_unit').where('code', '=', 'HC').executeTakeFirstOrThrow()
  ).id_unit;
  for (const [name, code] of [
    ['Emergencias', 'HC-EME'],
    ['UCI', 'HC-UCI'],
  ]) {
    const created = await sendJson(app, 'POST', '/api/units', admin.token, {
      parentId: hospitalId,
      kind: 'service',
      name,
      code,
    });
    expect(created.status).toBe(201);
  }
  expect(
    (await sendJson(app, 'POST', '/api/positions', admin.token, { name: 'Enfermera asistencial' })).status,
  ).toBe(201);
});
afterAll(() => app.close());
beforeEach(async () => {
  admin = await signedInPerson(app, ROLE_CODES.admin);
});

/** A profession and one of its specialties, by the names a file writes. */
async function profession() {
  const row = await app.deps.db.kysely
    .selectFrom('Specialties as s')
    .innerJoin('Industries as i', 'i.id_industry', 's.id_industry')
    .select(['i.name as industry', 's.name as specialty', 'i.id_industry', 's.id_specialty'])
    .where('s.deleted_at', 'is', null)
    .orderBy('s.code')
    .executeTakeFirstOrThrow();
  return row;
}

const csv = (rows: string[][], separator = ',') =>
  new TextEncoder().encode(
    rows.map((row) => row.map((cell) => `"${cell.replaceAll('"', '""')}"`).join(separator)).join('\r\n'),
  );

async function upload(bytes: Uint8Array, name = 'personal.csv', token = admin.token) {
  return app.request(`/api/staff-imports?name=${encodeURIComponent(name)}`, {
    method: 'POST',
    headers: { ...bearer(token), 'content-type': STAFF_IMPORT_CONTENT_TYPES.csv },
    body: bytes,
  });
}

async function uploaded(bytes: Uint8Array, name?: string): Promise<StaffImport> {
  const response = await upload(bytes, name);
  expect(response.status, await response.clone().text()).toBe(201);
  return bodyOf(response, staffImportSchema);
}

async function plan(
  id: string,
  options: Partial<StaffImportPlanInput> = {},
  mapping?: StaffImport['mapping'],
) {
  const current = await bodyOf(
    await app.request(`/api/staff-imports/${id}`, { headers: bearer(admin.token) }),
    staffImportSchema,
  );
  const response = await sendJson(app, 'PUT', `/api/staff-imports/${id}/plan`, admin.token, {
    mapping: mapping ?? current.mapping,
    ...options,
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return bodyOf(response, staffImportSchema);
}

/** Starts the import and lets `by` run the queue (the app's whole worker unless a test says otherwise). */
async function run(id: string, by: JobWorker = worker): Promise<StaffImport> {
  const response = await sendJson(app, 'POST', `/api/staff-imports/${id}/run`, admin.token);
  expect(response.status, await response.clone().text()).toBe(202);
  await by.drain();
  return bodyOf(
    await app.request(`/api/staff-imports/${id}`, { headers: bearer(admin.token) }),
    staffImportSchema,
  );
}

async function rows(id: string, outcome = 'fail') {
  const response = await app.request(`/api/staff-imports/${id}/rows?outcome=${outcome}&pageSize=100`, {
    headers: bearer(admin.token),
  });
  expect(response.status).toBe(200);
  return (await bodyOf(response, staffImportRowsSchema)).items;
}

/** What the import may touch, counted: people, their places, units, invitations and email. */
async function footprint() {
  const db = app.deps.db.kysely;
  const count = async (
    table: 'Users' | 'Profiles' | 'Units' | 'Invitations' | 'Mail_Messages' | 'Profile_Units',
  ) => Number((await db.selectFrom(table).select(db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const placed = await db
    .selectFrom('Profiles')
    .select(['id_profile', 'names', 'id_unit', 'id_position', 'staff_number', 'hire_date', 'deleted_at'])
    .orderBy('id_profile')
    .execute();
  return {
    users: await count('Users'),
    profiles: await count('Profiles'),
    units: await count('Units'),
    invitations: await count('Invitations'),
    mail: await count('Mail_Messages'),
    placed,
  };
}

const personByEmail = (email: string) =>
  app.deps.db.kysely
    .selectFrom('Profiles as p')
    .innerJoin('Users as u', 'u.id_user', 'p.id_user')
    .leftJoin('Units as un', 'un.id_unit', 'p.id_unit')
    .leftJoin('Positions as pos', 'pos.id_position', 'p.id_position')
    .select([
      'p.id_profile',
      'p.names',
      'p.last_names',
      'p.staff_number',
      'p.hire_date',
      'un.name as unit',
      'pos.name as position',
      'p.deleted_at',
      'u.password_hash',
    ])
    .where('u.email', '=', email)
    .where('u.deleted_at', 'is', null)
    .executeTakeFirst();

describe('the file', () => {
  it('offers a template in CSV and in Excel with the columns Aula reads and an example row', async () => {
    for (const format of ['csv', 'xlsx'] as const) {
      const response = await app.request(`/api/staff-imports/template?format=${format}`, {
        headers: bearer(admin.token),
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(STAFF_IMPORT_CONTENT_TYPES[format]);
      expect(response.headers.get('content-disposition')).toContain(`plantilla-personal.${format}`);
      const file = await readStaffFile(new Uint8Array(await response.arrayBuffer()));
      expect(file.format).toBe(format);
      expect(file.headers).toEqual(HEADERS);
      expect(file.rows).toEqual([{ line: 2, cells: STAFF_IMPORT_FIELDS.map((field) => m.example[field]) }]);
    }
  });

  it("reads a CSV of Excel in Spanish (';', Windows-1252) and proposes the columns by their headers", async () => {
    const text =
      'Apellidos;Nombre;Correo;Cargo;Código;Otra cosa\r\nPeña Ruiz;Iñaki;inaki.pena@hospital.test;Enfermera asistencial;HC-9;x\r\n';
    const latin1 = Uint8Array.from([...text].map((char) => char.charCodeAt(0)));
    const created = await uploaded(latin1);
    expect(created.headers).toEqual(['Apellidos', 'Nombre', 'Correo', 'Cargo', 'Código', 'Otra cosa']);
    expect(created).toMatchObject({
      status: 'uploaded',
      rowCount: 1,
      format: 'csv',
      fileName: 'personal.csv',
    });
    expect(created.mapping).toEqual({
      email: 2,
      names: 1,
      lastNames: 0,
      staffNumber: 4,
      unit: null,
      position: 3,
      profession: null,
      specialty: null,
      hireDate: null,
    });
    const planned = await plan(created.id);
    expect(planned.counts).toMatchObject({ create: 1, fail: 0 });
    const [row] = await rows(created.id, 'create');
    expect(row).toMatchObject({ line: 2, name: 'Iñaki Peña Ruiz', email: 'inaki.pena@hospital.test' });
  });

  it('refuses an empty, unreadable or headers-only file, and one too large, in Spanish', async () => {
    expect(await refusalOf(await upload(new Uint8Array()))).toMatchObject({ message: m.fileRequired });
    expect(await refusalOf(await upload(csv([HEADERS])))).toMatchObject({ message: m.fileEmpty });
    const zipButBroken = Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]);
    expect(await refusalOf(await upload(zipButBroken))).toMatchObject({ message: m.fileUnreadable });
    const tooLarge = await upload(new Uint8Array(11 * 1024 * 1024).fill(0x41));
    expect(tooLarge.status).toBe(413);
    expect(await refusalOf(tooLarge)).toMatchObject({ message: m.fileTooLarge(10) });
  });

  it('is for admins only', async () => {
    const instructor = await signedInPerson(app, ROLE_CODES.instructor);
    expect((await upload(csv([HEADERS, ['a@b.pe', 'A', 'B']]), 'x.csv', instructor.token)).status).toBe(403);
    const created = await uploaded(csv([HEADERS, ['a@b.pe', 'A', 'B']]));
    for (const path of ['', '/rows', '/absent', '/errors']) {
      const response = await app.request(`/api/staff-imports/${created.id}${path}`, {
        headers: bearer(instructor.token),
      });
      expect(response.status, path).toBe(403);
    }
    expect((await app.request('/api/staff-imports', { headers: bearer(instructor.token) })).status).toBe(403);
  });
});

describe('the dry run and the import', () => {
  it('writes nothing until the import runs, then does what the preview showed', async () => {
    const { industry, specialty } = await profession();
    const file = csv([
      HEADERS,
      [
        'lucia.rojas@hospital.test',
        'Lucía',
        'Rojas Vela',
        'HC-100',
        'HC-EME',
        'Enfermera asistencial',
        industry,
        specialty,
        '01/03/2024',
      ],
      [
        'pedro.luna@hospital.test',
        'Pedro',
        'Luna Sáenz',
        'HC-101',
        'Hospital Central / UCI',
        '',
        '',
        '',
        '2023-11-30',
      ],
    ]);
    const created = await uploaded(file);
    const before = await footprint();
    const planned = await plan(created.id);
    expect(planned.status).toBe('previewed');
    expect(planned.counts).toEqual({ create: 2, update: 0, unchanged: 0, fail: 0, deactivate: 0 });
    expect(await footprint()).toEqual(before);

    const done = await run(created.id);
    expect(done.status).toBe('done');
    expect(done.counts).toEqual({ create: 2, update: 0, unchanged: 0, fail: 0, deactivate: 0 });
    expect(done.progress).toEqual({ done: 2, total: 2 });
    expect(await personByEmail('lucia.rojas@hospital.test')).toMatchObject({
      names: 'Lucía',
      staff_number: 'HC-100',
      unit: 'Emergencias',
      position: 'Enfermera asistencial',
      hire_date: '2024-03-01',
      password_hash: null,
    });
    expect(await personByEmail('pedro.luna@hospital.test')).toMatchObject({
      unit: 'UCI',
      hire_date: '2023-11-30',
    });
    // Each new person is invited to choose a password, as 'Nuevo Usuario' does.
    const after = await footprint();
    expect(after.invitations - before.invitations).toBe(2);
    expect(after.users - before.users).toBe(2);
  });

  it('changes nothing when the same file is imported again, and updates only what a file changes', async () => {
    const people = [
      ['ana.quispe@hospital.test', 'Ana', 'Quispe Mamani', 'HC-200', 'HC-UCI', '', '', '', ''],
      ['raul.soto@hospital.test', 'Raúl', 'Soto Vera', '', 'HC-EME', '', '', '', ''],
    ];
    const first = await uploaded(csv([HEADERS, ...people]));
    await plan(first.id);
    expect((await run(first.id)).counts).toMatchObject({ create: 2 });
    const before = await footprint();

    const again = await uploaded(csv([HEADERS, ...people]));
    expect((await plan(again.id)).counts).toEqual({
      create: 0,
      update: 0,
      unchanged: 2,
      fail: 0,
      deactivate: 0,
    });
    expect((await run(again.id)).counts).toEqual({
      create: 0,
      update: 0,
      unchanged: 2,
      fail: 0,
      deactivate: 0,
    });
    expect(await footprint()).toEqual(before);

    // Ana moves to Emergencias and gets a new email; Raúl, known by his email, gets a staff number.
    const moved = await uploaded(
      csv([
        HEADERS,
        ['ana.quispe.m@hospital.test', 'Ana', 'Quispe Mamani', 'HC-200', 'HC-EME', '', '', '', ''],
        ['raul.soto@hospital.test', 'Raúl', 'Soto Vera', 'HC-201', '', '', '', '', ''],
      ]),
    );
    expect((await plan(moved.id)).counts).toMatchObject({ create: 0, update: 2, unchanged: 0 });
    await run(moved.id);
    expect(await personByEmail('ana.quispe.m@hospital.test')).toMatchObject({
      unit: 'Emergencias',
      staff_number: 'HC-200',
    });
    expect(await personByEmail('ana.quispe@hospital.test')).toBeUndefined();
    // An empty cell leaves what Aula knows: Raúl keeps his unit.
    expect(await personByEmail('raul.soto@hospital.test')).toMatchObject({
      unit: 'Emergencias',
      staff_number: 'HC-201',
    });
  });

  it('reports each bad row with its reason, imports the good ones and gives the bad ones back as a file', async () => {
    await createUser(app.deps, ROLE_CODES.student, { email: 'ocupado@hospital.test' });
    const taken = await personByEmail('ocupado@hospital.test');
    await app.deps.db.kysely
      .updateTable('Profiles')
      .set({ staff_number: 'HC-OCC' })
      .where('id_profile', '=', taken!.id_profile)
      .execute();
    const file = csv([
      HEADERS,
      ['bien.uno@hospital.test', 'Bien', 'Uno', 'B-1', 'HC-EME', '', '', '', ''],
      ['correo-malo', 'Mal', 'Correo', 'B-2', '', '', '', '', ''],
      ['unidad@hospital.test', 'Mal', 'Unidad', 'B-3', 'NO-EXISTE', '', '', '', ''],
      ['repetido@hospital.test', 'Mal', 'Código', 'B-1', '', '', '', '', ''],
      ['fecha@hospital.test', 'Mala', 'Fecha', 'B-5', '', '', '', '', '31/02/2024'],
      ['', 'Sin', 'Correo', 'B-6', '', '', '', '', ''],
      ['puesto@hospital.test', 'Mal', 'Puesto', 'B-7', '', 'Astronauta', '', '', ''],
      ['bien.uno@hospital.test', 'Mismo', 'Correo', 'B-8', '', '', '', '', ''],
      ['ocupado@hospital.test', 'Otro', 'Código', 'B-9', '', '', '', '', ''],
      ['profesion@hospital.test', 'Mala', 'Profesión', 'B-10', '', '', 'Pirotecnia', '', ''],
      ['bien.dos@hospital.test', 'Bien', 'Dos', '', 'Hospital Central / UCI', '', '', '', ''],
    ]);
    const created = await uploaded(file, 'personal marzo.csv');
    const planned = await plan(created.id);
    expect(planned.counts).toEqual({ create: 2, update: 0, unchanged: 0, fail: 9, deactivate: 0 });
    const failures = await rows(created.id);
    expect(failures.map((row) => [row.line, row.reason])).toEqual([
      [3, m.rows.badEmail('correo-malo')],
      [4, m.rows.unknownUnit('NO-EXISTE')],
      [5, m.rows.duplicateStaffNumber('B-1', 2)],
      [6, m.rows.badDate('31/02/2024')],
      [7, m.rows.missing(m.fields.email)],
      [8, m.rows.unknownPosition('Astronauta')],
      [9, m.rows.duplicateEmail('bien.uno@hospital.test', 2)],
      [10, m.rows.emailOfOtherStaffNumber('ocupado@hospital.test')],
      [11, m.rows.unknownProfession('Pirotecnia')],
    ]);

    const done = await run(created.id);
    expect(done.counts).toEqual({ create: 2, update: 0, unchanged: 0, fail: 9, deactivate: 0 });
    expect(await personByEmail('bien.uno@hospital.test')).toMatchObject({
      staff_number: 'B-1',
      unit: 'Emergencias',
    });
    expect(await personByEmail('bien.dos@hospital.test')).toMatchObject({ unit: 'UCI' });
    expect(await personByEmail('unidad@hospital.test')).toBeUndefined();
    expect(await personByEmail('ocupado@hospital.test')).toMatchObject({
      names: 'Rosa',
      staff_number: 'HC-OCC',
    });

    const errors = await app.request(`/api/staff-imports/${created.id}/errors`, {
      headers: bearer(admin.token),
    });
    expect(errors.status).toBe(200);
    expect(errors.headers.get('content-disposition')).toContain(
      "filename*=UTF-8''errores-personal%20marzo.csv",
    );
    const back = await readStaffFile(new Uint8Array(await errors.arrayBuffer()));
    expect(back.headers).toEqual([...HEADERS, m.errorColumn]);
    expect(back.rows.map((row) => row.cells[2])).toEqual([
      'Correo',
      'Unidad',
      'Código',
      'Fecha',
      'Correo',
      'Puesto',
      'Correo',
      'Código',
      'Profesión',
    ]);
    expect(back.rows[0]!.cells.at(-1)).toBe(m.rows.badEmail('correo-malo'));
    // The fixed file goes back in as it came out: the extra column is simply not read.
    const fixed = await uploaded(
      new Uint8Array(
        await (
          await app.request(`/api/staff-imports/${created.id}/errors`, { headers: bearer(admin.token) })
        ).arrayBuffer(),
      ),
    );
    expect(fixed.rowCount).toBe(9);
    expect(fixed.mapping.email).toBe(0);
  });

  it('reads and answers Excel files, a date cell as its calendar day', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Personal');
    sheet.addRow(HEADERS);
    sheet.addRow([
      'excel.uno@hospital.test',
      'Excel',
      'Uno',
      'X-1',
      'HC-UCI',
      '',
      '',
      '',
      new Date(Date.UTC(2022, 4, 9)),
    ]);
    sheet.addRow(['excel.dos@hospital.test', 'Excel', '', 'X-2', '', '', '', '', '']);
    const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
    const created = await uploaded(bytes, 'personal.xlsx');
    expect(created.format).toBe('xlsx');
    expect((await plan(created.id)).counts).toMatchObject({ create: 1, fail: 1 });
    await run(created.id);
    expect(await personByEmail('excel.uno@hospital.test')).toMatchObject({
      unit: 'UCI',
      hire_date: '2022-05-09',
    });
    const errors = await app.request(`/api/staff-imports/${created.id}/errors`, {
      headers: bearer(admin.token),
    });
    expect(errors.headers.get('content-type')).toBe(STAFF_IMPORT_CONTENT_TYPES.xlsx);
    const back = await readStaffFile(new Uint8Array(await errors.arrayBuffer()));
    expect(back.rows).toEqual([
      {
        line: 2,
        cells: [
          'excel.dos@hospital.test',
          'Excel',
          '',
          'X-2',
          '',
          '',
          '',
          '',
          '',
          m.rows.missing(m.fields.lastNames),
        ],
      },
    ]);
  });

  it('creates the units of a path only when the admin ticks it', async () => {
    const file = csv([
      HEADERS,
      ['nuevo.servicio@hospital.test', 'Nuevo', 'Servicio', 'U-1', 'Clínica Sur / Pediatría', '', '', '', ''],
    ]);
    const created = await uploaded(file);
    const refused = await plan(created.id);
    expect((await rows(created.id)).map((row) => row.reason)).toEqual([
      m.rows.unknownUnit('Clínica Sur / Pediatría'),
    ]);
    expect(refused.unitsToCreate).toEqual([]);
    const allowed = await plan(created.id, { createUnits: true });
    expect(allowed.counts).toMatchObject({ create: 1, fail: 0 });
    expect(allowed.unitsToCreate).toEqual(['Clínica Sur / Pediatría']);
    const before = await footprint();
    await run(created.id);
    expect((await footprint()).units - before.units).toBe(2);
    expect(await personByEmail('nuevo.servicio@hospital.test')).toMatchObject({ unit: 'Pediatría' });
    const clinic = await app.deps.db.kysely
      .selectFrom('Units')
      .select(['kind', 'depth'])
      .where('name', '=', 'Clínica Sur')
      .executeTakeFirstOrThrow();
    expect(clinic).toEqual({ kind: 'establishment', depth: 2 });
  });

  it('refuses a plan whose columns are not the file’s, and a run before the preview or twice', async () => {
    const created = await uploaded(csv([HEADERS, ['x.y@hospital.test', 'X', 'Y']]));
    const early = await sendJson(app, 'POST', `/api/staff-imports/${created.id}/run`, admin.token);
    expect(early.status).toBe(409);
    expect(await refusalOf(early)).toMatchObject({ message: m.notPreviewed });
    const outside = await sendJson(app, 'PUT', `/api/staff-imports/${created.id}/plan`, admin.token, {
      mapping: { ...created.mapping, hireDate: 40 },
    });
    expect(await refusalOf(outside)).toMatchObject({ message: m.mappingColumnUnknown });
    const noEmail = await sendJson(app, 'PUT', `/api/staff-imports/${created.id}/plan`, admin.token, {
      mapping: { ...created.mapping, email: null },
    });
    expect(noEmail.status).toBe(422);
    expect(JSON.stringify(await noEmail.json())).toContain(m.mappingRequired(m.fields.email));
    await plan(created.id);
    await run(created.id);
    const twice = await sendJson(app, 'POST', `/api/staff-imports/${created.id}/run`, admin.token);
    expect(await refusalOf(twice)).toMatchObject({ message: m.alreadyRun });
    const replanned = await sendJson(app, 'PUT', `/api/staff-imports/${created.id}/plan`, admin.token, {
      mapping: created.mapping,
    });
    expect(replanned.status).toBe(409);
  });

  it('keeps a history of who imported which file, newest first', async () => {
    const response = await app.request('/api/staff-imports?pageSize=100', { headers: bearer(admin.token) });
    const history = await bodyOf(response, staffImportHistorySchema);
    expect(history.total).toBeGreaterThan(3);
    expect(history.items[0]!.by).toBe('Rosa Prueba Díaz');
    const times = history.items.map((item) => item.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(
      history.items.some((item) => item.fileName === 'personal marzo.csv' && item.counts.fail === 9),
    ).toBe(true);
  });
});

describe('a full roster', () => {
  it('deactivates exactly the active students absent from the file, after listing them', async () => {
    const db = app.deps.db.kysely;
    const stays = await createUser(app.deps, ROLE_CODES.student, { email: 'sigue@hospital.test' });
    const leaves = await createUser(app.deps, ROLE_CODES.student, { email: 'se.fue@hospital.test' });
    const instructor = await createUser(app.deps, ROLE_CODES.instructor, { email: 'docente@hospital.test' });
    const liveStudents = await db
      .selectFrom('Profiles as p')
      .innerJoin('Roles as r', 'r.id_rol', 'p.id_rol')
      .select('p.id_profile')
      .where('p.deleted_at', 'is', null)
      .where('r.code', '=', ROLE_CODES.student)
      .execute();

    // 'sigue' is in the file, though their row fails: being named is enough to stay.
    const file = csv([
      HEADERS,
      ['sigue@hospital.test', 'Sigue', '', '', '', '', '', '', ''],
      ['recien@hospital.test', 'Recién', 'Llegada', '', '', '', '', '', ''],
    ]);
    const created = await uploaded(file);
    const planned = await plan(created.id, { fullRoster: true });
    const expected = liveStudents.map((row) => row.id_profile).filter((id) => id !== stays.profileId);
    expect(planned.counts.deactivate).toBe(expected.length);
    const listed = await bodyOf(
      await app.request(`/api/staff-imports/${created.id}/absent?pageSize=100`, {
        headers: bearer(admin.token),
      }),
      staffImportAbsentSchema,
    );
    expect(listed.items.map((person) => person.id).sort()).toEqual([...expected].sort());
    expect(listed.items.find((person) => person.id === leaves.profileId)).toMatchObject({
      email: 'se.fue@hospital.test',
    });
    // The preview deactivates no one.
    expect(await personByEmail('se.fue@hospital.test')).toBeDefined();

    const done = await run(created.id);
    expect(done.counts).toMatchObject({ create: 1, fail: 1, deactivate: expected.length });
    const gone = await db
      .selectFrom('Profiles')
      .select('id_profile')
      .where('id_profile', 'in', expected)
      .where('deleted_at', 'is not', null)
      .execute();
    expect(gone).toHaveLength(expected.length);
    expect(await personByEmail('sigue@hospital.test')).toBeDefined();
    expect(await personByEmail('docente@hospital.test')).toMatchObject({ id_profile: instructor.profileId });
    expect(await personByEmail('recien@hospital.test')).toBeDefined();
    // Deactivated, never deleted: the profile is still there, with its history.
    expect(
      await db
        .selectFrom('Profiles')
        .select('id_profile')
        .where('id_profile', '=', leaves.profileId)
        .executeTakeFirst(),
    ).toBeDefined();
  });
});

describe('a large file', () => {
  it('imports 10,000 rows, and the same file again changes nothing', { timeout: 300_000 }, async () => {
    // A worker of imports only: the 10,000 invitations it queues are the mail tests' business.
    const imports = createJobWorker({
      db: app.deps.db.kysely,
      clock: app.deps.clock,
      logger: app.deps.logger,
      definitions: [staffImportJob(app.deps)],
      timeZone: 'America/Lima',
      concurrency: 1,
      pollMs: 1000,
      leaseMs: 60_000,
    });
    const units = ['HC-EME', 'HC-UCI', 'Hospital Central / Emergencias'];
    const people = Array.from({ length: 10_000 }, (_, i) => [
      `persona.${i}@red.test`,
      `Nombre ${i}`,
      `Apellido ${i}`,
      `R-${i}`,
      units[i % units.length]!,
      i % 2 === 0 ? 'Enfermera asistencial' : '',
      '',
      '',
      `2020-01-${String((i % 28) + 1).padStart(2, '0')}`,
    ]);
    const first = await uploaded(csv([HEADERS, ...people]), 'red.csv');
    expect((await plan(first.id)).counts).toMatchObject({ create: 10_000, fail: 0 });
    const done = await run(first.id, imports);
    expect(done.counts).toMatchObject({ create: 10_000, fail: 0 });
    expect(done.progress).toEqual({ done: 10_000, total: 10_000 });
    expect(await personByEmail('persona.9999@red.test')).toMatchObject({
      staff_number: 'R-9999',
      unit: 'Emergencias',
    });

    const before = await footprint();
    const again = await uploaded(csv([HEADERS, ...people]), 'red.csv');
    expect((await plan(again.id)).counts).toMatchObject({ unchanged: 10_000 });
    expect((await run(again.id, imports)).counts).toMatchObject({ create: 0, update: 0, unchanged: 10_000 });
    expect(await footprint()).toEqual(before);
  });
});

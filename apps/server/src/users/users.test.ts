import {
  messages,
  ROLE_CODES,
  type RoleCode,
  userListSchema,
  userTotalsSchema,
  userMessages,
} from '@aula/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referenceIds } from '../../test/course-save-fixtures';
import { bearer, bodyOf, createUser, refusalOf, signIn, type TestUser } from '../../test/factories';
import { parseCsv } from '../../../../test-support/parse-csv';
import { createTestApp, type TestApp } from '../../test/test-app';

let app: TestApp;
const tokens = { admin: '', instructor: '', otherInstructor: '', student: '' };
let admin: TestUser;
let instructor: TestUser;
let enrolled: TestUser[];

const DAY_MS = 86_400_000;

/** A person with the given names, country, sign-up date and last sign-in. */
async function person(
  role: RoleCode,
  names: string,
  lastNames: string,
  options: { country?: string; createdAt?: Date; lastSignInAt?: Date | null } = {},
) {
  const user = await createUser(app.deps, role);
  const db = app.deps.db.kysely;
  await db
    .updateTable('Profiles')
    .set({
      names,
      last_names: lastNames,
      country: options.country ?? 'PE',
      ...(options.createdAt && { created_at: options.createdAt }),
    })
    .where('id_profile', '=', user.profileId)
    .execute();
  await db
    .updateTable('Users')
    .set({ last_sign_in_at: options.lastSignInAt ?? null })
    .where('id_user', '=', user.userId)
    .execute();
  return user;
}

/** A live course of `instructorId` with these people enrolled. */
async function courseWith(instructorId: string, students: TestUser[]) {
  const refs = await referenceIds(app);
  const db = app.deps.db.kysely;
  const course = await db
    .insertInto('Courses')
    .values({
      title: 'Seguridad del paciente',
      description: 'Metas internacionales.',
      short_description: 'Metas internacionales.',
      id_instructor: instructorId,
      id_lenguage: refs.languageId,
      id_coin: refs.coinId,
      price: 0,
      estimated_duration_hours: 2,
      rating_average: 0,
      id_difficulty_level: refs.difficultyLevelId,
      id_specialty: refs.specialtyId,
      id_industry: refs.industryId,
      is_publish: true,
    })
    .returning('id_course')
    .executeTakeFirstOrThrow();
  for (const student of students)
    await db
      .insertInto('Enrollments')
      .values({ id_course: course.id_course, id_profile: student.profileId })
      .execute();
}

const monthStart = () => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1, 12));
};

beforeAll(async () => {
  app = await createTestApp();
  const thisMonth = monthStart();
  const lastMonth = new Date(Date.UTC(thisMonth.getUTCFullYear(), thisMonth.getUTCMonth() - 1, 10, 12));
  const longAgo = new Date(Date.UTC(thisMonth.getUTCFullYear() - 1, 0, 15, 12));
  const recently = new Date(Date.now() - 2 * DAY_MS);

  admin = await person(ROLE_CODES.admin, 'Ana', 'Rodríguez Salas', {
    createdAt: longAgo,
    lastSignInAt: recently,
  });
  instructor = await person(ROLE_CODES.instructor, 'Carlos', 'Mendoza Ríos', {
    createdAt: longAgo,
    lastSignInAt: recently,
  });
  const otherInstructor = await person(ROLE_CODES.instructor, 'Elena', 'Vargas Soto', {
    createdAt: lastMonth,
  });
  enrolled = [
    await person(ROLE_CODES.student, 'Lucía', 'Fernández Quispe', {
      createdAt: thisMonth,
      lastSignInAt: recently,
    }),
    await person(ROLE_CODES.student, 'Jorge', 'Paredes Luna', { country: 'CO', createdAt: thisMonth }),
    await person(ROLE_CODES.student, 'María José', 'Núñez Ortiz', {
      country: 'CO',
      createdAt: lastMonth,
      lastSignInAt: new Date(Date.now() - 45 * DAY_MS),
    }),
  ];
  const outsider = await person(ROLE_CODES.student, 'Pedro', 'Castillo Ramos', { createdAt: thisMonth });
  // Six older accounts that have not signed in for long: enough for a second page of 10.
  for (const name of ['Bruno', 'Carmen', 'Diego', 'Fabiola', 'Gustavo', 'Inés'])
    await person(ROLE_CODES.student, name, 'Antiguo Registro', { createdAt: longAgo });
  await courseWith(instructor.profileId, enrolled);
  await courseWith(otherInstructor.profileId, [outsider]);

  tokens.admin = (await signIn(app, admin.email, admin.password)).accessToken;
  tokens.instructor = (await signIn(app, instructor.email, instructor.password)).accessToken;
  tokens.otherInstructor = (await signIn(app, otherInstructor.email, otherInstructor.password)).accessToken;
  tokens.student = (await signIn(app, enrolled[0]!.email, enrolled[0]!.password)).accessToken;
});
afterAll(() => app.close());

const get = (token: string | undefined, query = '') =>
  app.request(`/api/users${query}`, { headers: token ? bearer(token) : {} });
const list = async (token: string, query = '') => {
  const response = await get(token, query);
  expect(response.status, await response.clone().text()).toBe(200);
  return bodyOf(response, userListSchema);
};
const totals = async (token: string, query = '') => {
  const response = await app.request(`/api/users/totals${query}`, { headers: bearer(token) });
  expect(response.status, await response.clone().text()).toBe(200);
  return bodyOf(response, userTotalsSchema);
};
const names = (page: { items: Array<{ names: string }> }) => page.items.map((user) => user.names);

describe('who may list users', () => {
  it('asks anonymous callers to sign in and refuses students', async () => {
    expect((await get(undefined)).status).toBe(401);
    const refused = await get(tokens.student);
    expect(refused.status).toBe(403);
    expect((await refusalOf(refused)).message).toBe(messages.common.forbidden);
  });

  it('shows an admin every account, newest first, with what the table shows and nothing more', async () => {
    const page = await list(tokens.admin, '?pageSize=25');
    expect((await totals(tokens.admin)).total).toBe(13);
    expect(page.items).toHaveLength(13);
    expect(page.next).toBeNull();
    const createdAt = page.items.map((user) => user.createdAt);
    expect(createdAt).toEqual([...createdAt].sort().reverse());
    const lucia = page.items.find((user) => user.names === 'Lucía');
    expect(Object.keys(lucia!).sort()).toEqual(
      [
        'country',
        'createdAt',
        'email',
        'id',
        'invitation',
        'lastNames',
        'mfaEnabled',
        'names',
        'phone',
        'role',
        'urlImage',
      ].sort(),
    );
    expect(lucia).toMatchObject({
      lastNames: 'Fernández Quispe',
      email: enrolled[0]!.email,
      country: 'PE',
      role: { code: '03' },
    });
  });

  it('shows an instructor only the people enrolled in their courses', async () => {
    const page = await list(tokens.instructor, '?sort=names');
    expect(names(page)).toEqual(['Jorge', 'Lucía', 'María José']);
    expect(names(await list(tokens.otherInstructor))).toEqual(['Pedro']);
  });
});

describe('searching, filtering, sorting and paging on the server', () => {
  it('searches names and last names, ignoring case, and treats % literally', async () => {
    expect(names(await list(tokens.admin, '?search=QUISPE'))).toEqual(['Lucía']);
    expect(names(await list(tokens.admin, `?search=${encodeURIComponent('maría josé')}`))).toEqual([
      'María José',
    ]);
    expect((await totals(tokens.admin, '?search=%25')).total).toBe(0);
  });

  it('searches as people type: no accents, any case, every word in any order (issue 18, item 2)', async () => {
    expect(names(await list(tokens.admin, '?search=lucia'))).toEqual(['Lucía']);
    expect(
      names(await list(tokens.admin, `?search=${encodeURIComponent('QUISPE fernandez lucia')}`)),
    ).toEqual(['Lucía']);
    expect(names(await list(tokens.admin, `?search=${encodeURIComponent('nunez jose')}`))).toEqual([
      'María José',
    ]);
    // Every word must be found: Lucía is not a Paredes.
    expect((await totals(tokens.admin, `?search=${encodeURIComponent('lucia paredes')}`)).total).toBe(0);
    // Words may come from the names and the email at once.
    const email = enrolled[1]!.email;
    const local = email.slice(0, email.indexOf('@'));
    expect(names(await list(tokens.admin, `?search=${encodeURIComponent(`paredes ${local}`)}`))).toEqual([
      'Jorge',
    ]);
  });

  it('finds a person by their email, whole or in part, in any case (issue 18, item 3)', async () => {
    const email = enrolled[1]!.email;
    expect(names(await list(tokens.admin, `?search=${encodeURIComponent(email.toUpperCase())}`))).toEqual([
      'Jorge',
    ]);
    const domainPart = email.slice(email.indexOf('@') - 3);
    expect(names(await list(tokens.admin, `?search=${encodeURIComponent(domainPart)}`))).toEqual(['Jorge']);
    // An instructor finds by email only within their students.
    expect((await totals(tokens.otherInstructor, `?search=${encodeURIComponent(email)}`)).total).toBe(0);
  });

  it('filters by role and country, within the caller’s scope', async () => {
    expect(names(await list(tokens.admin, '?role=INSTRUCTOR&sort=names'))).toEqual(['Carlos', 'Elena']);
    expect((await totals(tokens.admin, '?role=STUDENT')).total).toBe(10);
    expect(names(await list(tokens.admin, '?country=CO&sort=names'))).toEqual(['Jorge', 'María José']);
    expect((await totals(tokens.instructor, '?role=INSTRUCTOR')).total).toBe(0);
  });

  it('pages with the table sizes (docs/product/interface.md#page-sizes) and counts the whole filter', async () => {
    const sorted = names(await list(tokens.admin, '?sort=names&pageSize=25'));
    expect(sorted).toEqual([...sorted].sort((a, b) => a.localeCompare(b, 'es')));
    const first = await list(tokens.admin, '?sort=names');
    expect(first.pageSize).toBe(10);
    expect(names(first)).toEqual(sorted.slice(0, 10));
    expect(first.next).toBe(first.items[9]!.id);
    const second = await list(tokens.admin, '?sort=names&page=2');
    expect(names(second)).toEqual(sorted.slice(10));
    expect(second.next).toBeNull();
    expect((await totals(tokens.admin, '?sort=names&page=2')).total).toBe(13);
  });

  it('reads on from the previous page’s last row, in both orders, the same rows as by page number (docs/product/interface.md#counting-once-per-visit)', async () => {
    // Eight of these people share one creation instant, as a staff import's do: the id orders them.
    for (const sort of ['created', 'names']) {
      const byNumber = [];
      for (let page = 1; page <= 3; page++) {
        byNumber.push(...(await list(tokens.admin, `?sort=${sort}&pageSize=10&page=${page}`)).items);
      }
      const byKeyset = [];
      let after: string | null = null;
      for (let page = 1; page <= 2; page++) {
        const read = await list(
          tokens.admin,
          `?sort=${sort}&pageSize=10&page=${page}${after ? `&after=${after}` : ''}`,
        );
        byKeyset.push(...read.items);
        after = read.next;
      }
      expect(after, sort).toBeNull();
      expect(
        byKeyset.map((user) => user.id),
        sort,
      ).toEqual(byNumber.map((user) => user.id));
    }
  });

  it('pages by number when the row named as the previous page’s last is not in this list', async () => {
    const byNumber = await list(tokens.admin, '?sort=names&page=2');
    // Someone the instructor does not see, then someone outside the search: neither anchors the page.
    const outsider = (await list(tokens.admin, '?search=Pedro')).items[0]!.id;
    expect(names(await list(tokens.instructor, `?sort=names&page=1&after=${outsider}`))).toEqual([
      'Jorge',
      'Lucía',
      'María José',
    ]);
    expect(names(await list(tokens.admin, `?sort=names&page=2&after=${crypto.randomUUID()}`))).toEqual(
      names(byNumber),
    );
    const lucia = (await list(tokens.admin, '?search=Lucía')).items[0]!.id;
    expect(names(await list(tokens.admin, `?sort=names&search=Jorge&after=${lucia}`))).toEqual(['Jorge']);
  });

  it('refuses a page size, role, country or sort it does not know, in Spanish', async () => {
    for (const [query, message] of [
      ['?pageSize=20', userMessages.invalidPageSize],
      ['?role=ROOT', userMessages.invalidRole],
      ['?country=Peru', userMessages.invalidCountry],
      ['?sort=email', userMessages.invalidSort],
      ['?page=0', userMessages.invalidPage],
      ['?after=la-siguiente', userMessages.invalidPage],
    ] as const) {
      const response = await get(tokens.admin, query);
      expect(response.status, query).toBe(400);
      expect((await refusalOf(response)).message, query).toBe(message);
    }
  });
});

describe('the stat cards', () => {
  it('count an admin’s whole academy: growth this month, active in 30 days, instructors, students', async () => {
    const { stats } = await totals(tokens.admin, '?search=Lucía');
    // 3 accounts this month against 2 last month: +50 %. Active: the four who signed in for this
    // test (admin, both instructors, Lucía), not María José (45 days ago) nor the never signed in.
    expect(stats).toEqual({
      total: 13,
      growthPercent: 50,
      active: 4,
      activePercent: 31,
      instructors: 2,
      students: 10,
    });
  });

  it('count an instructor’s students only, without the instructors card', async () => {
    const { stats } = await totals(tokens.instructor);
    expect(stats).toEqual({
      total: 3,
      growthPercent: 100,
      active: 1,
      activePercent: 33,
      instructors: null,
      students: 3,
    });
  });
});

describe('exporting the filtered list', () => {
  const exportCsv = (token: string | undefined, query = '') =>
    app.request(`/api/users/export.csv${query}`, { headers: token ? bearer(token) : {} });

  it('downloads the filtered table as CSV in UTF-8 with a BOM, accents intact, row for row', async () => {
    const query = '?role=STUDENT&country=CO&sort=names';
    const response = await exportCsv(tokens.admin, query);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="usuarios-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = parseCsv(new TextDecoder().decode(bytes.slice(3)), ',');
    expect(header).toEqual(['Nombres', 'Apellidos', 'Email', 'Teléfono', 'País', 'Fecha de registro', 'Rol']);

    const table = await list(tokens.admin, `${query}&pageSize=100`);
    expect(rows.map((row) => row.slice(0, 2))).toEqual(
      table.items.map((user) => [user.names, user.lastNames]),
    );
    expect(rows[1]!.join(',')).toBe(
      `María José,Núñez Ortiz,${enrolled[2]!.email},-,Colombia,${rows[1]![5]},Estudiante`,
    );
    expect(rows[1]![5]).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
  });

  it('gives an instructor their students only, and refuses students', async () => {
    const text = await (await exportCsv(tokens.instructor, '?sort=names')).text();
    const rows = parseCsv(text, ',').slice(1);
    expect(rows.map((row) => row[0])).toEqual(['Jorge', 'Lucía', 'María José']);
    expect((await exportCsv(tokens.student)).status).toBe(403);
    expect((await exportCsv(undefined)).status).toBe(401);
  });
});

import { messages, orderSchema, ROLE_CODES } from '@aula/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAnswerSchema } from '../../src/auth/routes';
import { media } from '../course-save-fixtures';
import { bodyOf, refusalOf, sendJson } from '../factories';
import { recordLessonEvidence } from '../lesson-evidence-fixture';
import { createTestApp, type TestApp } from '../test-app';
import { uploadFile } from '../upload-factory';
import { ROUTES, send, signUpForm, type Call } from './route-table';
import {
  buildWorld,
  expectSpanishError,
  fingerprint,
  insertComment,
  type Caller,
  type World,
} from './security-fixtures';

/**
 * Issue 8, security suite: ids that do not belong where they are sent. A lesson, comment, module
 * or upload named under a course it is not part of is not found there, whoever asks; and fields a
 * form never sends (a role, an owner, an author) are ignored by every route that takes a body.
 */
let app: TestApp;
let world: World;

beforeAll(async () => {
  app = await createTestApp();
  world = await buildWorld(app);
  // The learner takes both courses, so that only the mismatch between them can refuse a request.
  const enrolled = await sendJson(
    app,
    'POST',
    `/api/courses/${world.foreignCourse.id}/enrollment`,
    world.people.learner.token,
  );
  expect(enrolled.status).toBe(201);
}, 120_000);
afterAll(() => app.close());

const as = (caller: Caller, method: string, path: string, body?: unknown) =>
  send(world, caller, method, body === undefined ? { path } : { path, json: body });

async function expectNotFoundAndUnchanged(caller: Caller, method: string, path: string, body?: unknown) {
  const before = await fingerprint(app);
  const response = await as(caller, method, path, body);
  expect(response.status, `${method} ${path} as ${caller}`).toBe(404);
  await expectSpanishError(response, `${method} ${path}`);
  expect(await fingerprint(app)).toEqual(before);
}

describe('a child id under another parent', () => {
  const ours = () => `/api/courses/${world.course.id}`;
  const theirLesson = () => world.foreignCourse.lessonIds[0]!;

  it('a lesson of another course is not found for completion, resuming or comments', async () => {
    await expectNotFoundAndUnchanged('learner', 'POST', `${ours()}/lessons/${theirLesson()}/completion`);
    await expectNotFoundAndUnchanged('learner', 'PUT', `${ours()}/resume`, { lessonId: theirLesson() });
    await expectNotFoundAndUnchanged('learner', 'GET', `${ours()}/lessons/${theirLesson()}/comments`);
    await expectNotFoundAndUnchanged('learner', 'POST', `${ours()}/lessons/${theirLesson()}/comments`, {
      body: 'Comentario fuera de lugar',
    });
    // The same lessons through their own course work: the mismatch alone refused them.
    const own = `/api/courses/${world.foreignCourse.id}/lessons/${theirLesson()}`;
    expect((await as('learner', 'GET', `${own}/comments`)).status).toBe(200);
    await recordLessonEvidence(app, world.people.learner.token, world.foreignCourse.id, theirLesson());
    expect((await as('learner', 'POST', `${own}/completion`)).status).toBe(200);
  });

  it('a comment is not found under another lesson or another course, not even by an admin', async () => {
    const [first, second] = world.course.lessonIds as [string, string];
    const onSecond = await insertComment(app, second, world.people.learner.profileId);
    const onForeign = await insertComment(app, theirLesson(), world.people.learner.profileId);
    for (const caller of ['learner', 'admin'] as const) {
      await expectNotFoundAndUnchanged(caller, 'DELETE', `${ours()}/lessons/${first}/comments/${onSecond}`);
      await expectNotFoundAndUnchanged(caller, 'DELETE', `${ours()}/lessons/${first}/comments/${onForeign}`);
    }
    expect((await as('learner', 'DELETE', `${ours()}/lessons/${second}/comments/${onSecond}`)).status).toBe(
      204,
    );
  });

  it('a course save cannot take over another course’s modules and lessons, nor another person’s upload', async () => {
    const rule = ROUTES['PUT /api/courses/{id}']!;
    const valid = (await rule.call!({ world, caller: 'instructor', allowed: true })) as Call & {
      json: { modules: Array<{ id?: string; lessons: Array<{ id?: string }> }>; thumbnailUploadId?: string };
    };
    const foreignModule = await app.deps.db.kysely
      .selectFrom('Modules')
      .select('id_module')
      .where('id_course', '=', world.foreignCourse.id)
      .executeTakeFirstOrThrow();
    const theirUpload = await uploadFile(app, world.people.otherInstructor.token, 'thumbnail', media.png());
    const stolen = [
      { ...valid.json, modules: [{ ...valid.json.modules[0]!, id: foreignModule.id_module }] },
      {
        ...valid.json,
        modules: [
          {
            ...valid.json.modules[0]!,
            lessons: [{ ...valid.json.modules[0]!.lessons[0]!, id: theirLesson() }],
          },
        ],
      },
      { ...valid.json, thumbnailUploadId: theirUpload },
    ];
    for (const caller of ['instructor', 'admin'] as const) {
      for (const body of stolen) {
        const before = await fingerprint(app);
        const response = await send(world, caller, 'PUT', { ...valid, json: body });
        expect(response.status).toBe(422);
        expect([messages.courses.form.staleItem, messages.uploads.notFound]).toContain(
          (await refusalOf(response)).message,
        );
        expect(await fingerprint(app)).toEqual(before);
      }
    }
  });
});

/** Fields no form sends, naming someone else or a higher role. */
function privilegedFields(victim: World['people']['otherInstructor']) {
  return {
    role: 'ADMIN',
    rol: { code: ROLE_CODES.admin, name: 'admin' },
    id_rol: ROLE_CODES.admin,
    roleCode: ROLE_CODES.admin,
    id: victim.profileId,
    id_profile: victim.profileId,
    profileId: victim.profileId,
    id_user: victim.userId,
    userId: victim.userId,
    id_instructor: victim.profileId,
    instructorId: victim.profileId,
    authorId: victim.profileId,
    email: victim.email,
    mustChangePassword: true,
    must_change_password: true,
    status: 'approved',
    is_publish: true,
    deleted_at: null,
  };
}

/**
 * What a privileged field could change: each person's role and account, who teaches each course,
 * and how many rows stand in the victim's name.
 */
async function privileges(victimProfileId: string) {
  const db = app.deps.db.kysely;
  const [roles, accounts, courses, inVictimsName] = await Promise.all([
    db
      .selectFrom('Profiles as p')
      .innerJoin('Roles as r', 'r.id_rol', 'p.id_rol')
      .select(['p.id_profile as id', 'r.code as value'])
      .execute(),
    db
      .selectFrom('Users')
      .select(['id_user as id', sql<string>`email || ' ' || must_change_password::text`.as('value')])
      .execute(),
    db.selectFrom('Courses').select(['id_course as id', 'id_instructor as value']).execute(),
    sql<{ rows: number }>`
      SELECT (SELECT count(*) FROM "Courses" WHERE id_instructor = ${victimProfileId})
        + (SELECT count(*) FROM "Lesson_Comments" WHERE id_profile = ${victimProfileId})
        + (SELECT count(*) FROM "Notifications" WHERE id_profile = ${victimProfileId})
        + (SELECT count(*) FROM "Enrollments" WHERE id_profile = ${victimProfileId})
        + (SELECT count(*) FROM "Orders" WHERE id_profile = ${victimProfileId})
        + (SELECT count(*) FROM "Cart_Items" WHERE id_profile = ${victimProfileId}) AS rows`.execute(db),
  ]);
  const byId = (rows: Array<{ id: string; value: string }>) =>
    new Map(rows.map((row) => [row.id, row.value]));
  return {
    roles: byId(roles),
    accounts: byId(accounts),
    courses: byId(courses),
    inVictimsName: Number(inVictimsName.rows[0]!.rows),
  };
}

/** `after` as far as `before` knew it: rows a request legitimately created are left out. */
function known(before: Map<string, string>, after: Map<string, string>) {
  return new Map([...before.keys()].map((id) => [id, after.get(id)]));
}

const BODY_ROUTES = Object.keys(ROUTES).filter(
  (route) => /^(POST|PUT|PATCH) /.test(route) && !route.includes('/api/uploads'),
);

describe('privileged fields in a body', () => {
  it.each(BODY_ROUTES)('%s ignores them', async (route) => {
    const rule = ROUTES[route]!;
    const caller = rule.allow.includes('anonymous') ? 'anonymous' : rule.allow.find((c) => c !== 'forged')!;
    const call = rule.call
      ? await rule.call({ world, caller, allowed: true })
      : { path: route.split(' ')[1]! };
    const victim = world.people.otherInstructor;
    const extra = privilegedFields(victim);
    let loaded: Call;
    if (call.form) {
      const form = new FormData();
      for (const [name, value] of call.form.entries()) form.append(name, value);
      for (const [name, value] of Object.entries(extra))
        if (!call.form.has(name)) form.append(name, JSON.stringify(value).replace(/^"|"$/g, ''));
      loaded = { ...call, form };
    } else if (call.body) {
      // A file sent as the body (a staff list) has no named fields to add: its columns are data,
      // and none of them is a role (docs/product/staff-import.md#what-each-column-means).
      loaded = call;
    } else {
      const body = (call.json ?? {}) as Record<string, unknown>;
      loaded = {
        ...call,
        json: { ...Object.fromEntries(Object.entries(extra).filter(([name]) => !(name in body))), ...body },
      };
    }

    const before = await privileges(victim.profileId);
    const response = await send(world, caller, route.split(' ')[0]!, loaded);
    if (response.status >= 300) expect.fail(`${route}: ${response.status} ${await response.text()}`);
    await response.arrayBuffer();
    const after = await privileges(victim.profileId);

    expect(known(before.roles, after.roles), 'roles').toEqual(before.roles);
    expect(known(before.accounts, after.accounts), 'accounts').toEqual(before.accounts);
    expect(known(before.courses, after.courses), 'instructors').toEqual(before.courses);
    expect(after.inVictimsName, 'rows in the victim’s name').toBe(before.inVictimsName);
    const newAdmins = [...after.roles].filter(
      ([id, code]) => !before.roles.has(id) && code === ROLE_CODES.admin,
    );
    expect(newAdmins, 'new admins').toEqual([]);
  });
});

describe('privileged fields, where they would matter most', () => {
  it('a sign-up asking for the admin or instructor role opens a student account', async () => {
    for (const [field, value] of [
      ['role', 'ADMIN'],
      ['id_rol', ROLE_CODES.admin],
      ['rol', ROLE_CODES.instructor],
      ['roleCode', ROLE_CODES.instructor],
    ]) {
      const form = await signUpForm(world);
      form.append(field!, value!);
      const response = await app.request('/api/auth/sign-up', { method: 'POST', body: form });
      expect(response.status).toBe(201);
      const profile = await app.deps.db.kysely
        .selectFrom('Profiles as p')
        .innerJoin('Roles as r', 'r.id_rol', 'p.id_rol')
        .select('r.code')
        .where('p.id_profile', '=', (await bodyOf(response, signUpAnswerSchema)).id)
        .executeTakeFirstOrThrow();
      expect(profile.code, field).toBe(ROLE_CODES.student);
    }
  });

  it('an order placed with a status and a price of its own is pending, at the course’s price', async () => {
    const rule = ROUTES['POST /api/cart/checkout']!;
    const call = await rule.call!({ world, caller: 'student', allowed: true });
    const { items } = call.json as { items: Array<{ courseId: string; price: number }> };
    const response = await send(world, 'student', 'POST', {
      ...call,
      json: { items, status: 'approved', approved_at: new Date().toISOString(), total: 0 },
    });
    expect(response.status).toBe(201);
    const order = await bodyOf(response, orderSchema);
    expect(order.status).toBe('pending');
    const stored = await app.deps.db.kysely
      .selectFrom('Order_Items')
      .select(['id_course', 'price'])
      .where('id_order', '=', order.id)
      .execute();
    expect(stored.map((item) => [item.id_course, Number(item.price)])).toEqual(
      items.map((item) => [item.courseId, item.price]),
    );
    // A price other than the course's is refused outright, not taken.
    const cheaper = await rule.call!({ world, caller: 'student', allowed: true });
    const lowball = (cheaper.json as { items: Array<{ courseId: string; price: number }> }).items.map(
      (item) => ({
        ...item,
        price: 0,
      }),
    );
    const refused = await send(world, 'student', 'POST', { ...cheaper, json: { items: lowball } });
    expect(refused.status).toBe(409);
    await expectSpanishError(refused, 'checkout at another price');
  });
});

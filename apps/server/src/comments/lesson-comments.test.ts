import {
  COMMENT_BODY_MAX_LENGTH,
  COMMENT_PAGE_SIZE_MAX,
  lessonCommentListSchema,
  lessonCommentSchema,
  messages,
  ROLE_CODES,
} from '@aula/shared';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createCourseOk,
  editView,
  referenceIds,
  simpleCourse,
  textLesson,
} from '../../test/course-save-fixtures';
import { createMemoryRateLimiter } from '../auth/rate-limiter';
import { bearer, bodyOf, createUser, refusalOf, signIn, type TestUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

const m = messages.comments;

type Who = 'owner' | 'otherInstructor' | 'admin' | 'ana' | 'beto' | 'outsider' | 'leaver';
let app: TestApp;
const users = {} as Record<Who, TestUser>;
const tokens = {} as Record<Who, string>;
/** A published course with two lessons, another published course, and a draft. */
let course: string;
let lesson: string;
let secondLesson: string;
let otherCourse: string;
let otherLesson: string;
let draft: string;
let draftLesson: string;

async function lessonsOf(courseId: string): Promise<string[]> {
  const view = await editView(app, tokens.owner, courseId);
  return view.modules.flatMap((module: { lessons: Array<{ id: string }> }) =>
    module.lessons.map((item) => item.id),
  );
}

async function enroll(who: Who, courseId: string) {
  await app.deps.db.kysely
    .insertInto('Enrollments')
    .values({ id_course: courseId, id_profile: users[who].profileId })
    .execute();
}

beforeAll(async () => {
  app = await createTestApp();
  const roles: Record<Who, string> = {
    owner: ROLE_CODES.instructor,
    otherInstructor: ROLE_CODES.instructor,
    admin: ROLE_CODES.admin,
    ana: ROLE_CODES.student,
    beto: ROLE_CODES.student,
    outsider: ROLE_CODES.student,
    leaver: ROLE_CODES.student,
  };
  for (const who of Object.keys(roles) as Who[]) {
    users[who] = await createUser(app.deps, roles[who] as (typeof ROLE_CODES)[keyof typeof ROLE_CODES]);
    tokens[who] = (await signIn(app, users[who].email, users[who].password)).accessToken;
  }
  const refs = await referenceIds(app);
  const twoLessons = {
    modules: [{ title: 'Módulo', lessons: [textLesson('Valoración'), textLesson('Prevención')] }],
  };
  course = await createCourseOk(
    app,
    tokens.owner,
    await simpleCourse(app, tokens.owner, refs, { isPublished: true, ...twoLessons }),
  );
  otherCourse = await createCourseOk(
    app,
    tokens.owner,
    await simpleCourse(app, tokens.owner, refs, { isPublished: true }),
  );
  draft = await createCourseOk(app, tokens.owner, await simpleCourse(app, tokens.owner, refs));
  [lesson, secondLesson] = (await lessonsOf(course)) as [string, string];
  [otherLesson] = (await lessonsOf(otherCourse)) as [string];
  [draftLesson] = (await lessonsOf(draft)) as [string];
  for (const who of ['ana', 'beto', 'leaver'] as const) await enroll(who, course);
  await enroll('outsider', otherCourse);
  await enroll('ana', draft);
});
afterAll(() => app.close());

beforeEach(async () => {
  await app.deps.db.kysely.deleteFrom('Lesson_Comments').execute();
  // Each test posts within its own budget: the flood test below is the one about the limit.
  app.deps.rateLimiter = createMemoryRateLimiter();
});

const commentsPath = (courseId: string, lessonId: string) =>
  `/api/courses/${courseId}/lessons/${lessonId}/comments`;

function post(who: Who | undefined, body: unknown, courseId = course, lessonId = lesson) {
  return app.request(commentsPath(courseId, lessonId), {
    method: 'POST',
    headers: { ...(who ? bearer(tokens[who]) : {}), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

function list(who: Who | undefined, query = '', courseId = course, lessonId = lesson) {
  return app.request(`${commentsPath(courseId, lessonId)}${query}`, {
    headers: who ? bearer(tokens[who]) : {},
  });
}

function remove(who: Who | undefined, commentId: string, courseId = course, lessonId = lesson) {
  return app.request(`${commentsPath(courseId, lessonId)}/${commentId}`, {
    method: 'DELETE',
    headers: who ? bearer(tokens[who]) : {},
  });
}

async function postOk(who: Who, body: string, courseId = course, lessonId = lesson) {
  const response = await post(who, { body }, courseId, lessonId);
  expect(response.status, await response.clone().text()).toBe(201);
  return bodyOf(response, lessonCommentSchema);
}

async function listOk(who: Who, query = '', courseId = course, lessonId = lesson) {
  const response = await list(who, query, courseId, lessonId);
  expect(response.status, await response.clone().text()).toBe(200);
  return bodyOf(response, lessonCommentListSchema);
}

const storedBodies = async () =>
  (
    await app.deps.db.kysely
      .selectFrom('Lesson_Comments')
      .select('body')
      .where('deleted_at', 'is', null)
      .execute()
  ).map((row) => row.body);

describe('posting and listing', () => {
  it('lets an enrolled student post and answers the comment as the list shows it', async () => {
    const comment = await postOk('ana', '¿La escala de Morse aplica también en pediatría?');
    expect(comment).toEqual({
      id: expect.any(String),
      body: '¿La escala de Morse aplica también en pediatría?',
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      author: {
        id: users.ana.profileId,
        names: 'Rosa',
        lastNames: 'Prueba Díaz',
        role: { code: ROLE_CODES.student, name: expect.any(String) },
        photoUrl: null,
      },
      canDelete: true,
    });
    const page = await listOk('beto');
    expect(page).toEqual({ items: [{ ...comment, canDelete: false }], nextCursor: null });
  });

  it('lists newest first and pages with a cursor through the rest, without repeats', async () => {
    const posted = [];
    for (let i = 1; i <= 5; i += 1) posted.push((await postOk(i % 2 ? 'ana' : 'beto', `Comentario ${i}`)).id);
    // A comment on another lesson of the course is not one of this lesson's.
    await postOk('ana', 'En la otra lección', course, secondLesson);

    const seen: string[] = [];
    let cursor: string | null = null;
    const pages: number[] = [];
    do {
      const page = await listOk('ana', `?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      pages.push(page.items.length);
      seen.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(pages).toEqual([2, 2, 1]);
    expect(seen).toEqual([...posted].reverse());

    const everything = await listOk('ana');
    expect(everything.items.map((item) => item.body)).toEqual([
      'Comentario 5',
      'Comentario 4',
      'Comentario 3',
      'Comentario 2',
      'Comentario 1',
    ]);
    expect(everything.nextCursor).toBeNull();
  });

  it('keeps pages apart when comments share the same instant', async () => {
    // Several comments stored in one transaction share now(): only the id tells them apart.
    const db = app.deps.db.kysely;
    await db.transaction().execute(async (trx) => {
      for (let i = 0; i < 5; i += 1) {
        await trx
          .insertInto('Lesson_Comments')
          .values({ id_lesson: lesson, id_profile: users.ana.profileId, body: `Mismo instante ${i}` })
          .execute();
      }
    });
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await listOk('ana', `?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(5);
    expect(new Set(seen).size).toBe(5);
  });

  it('refuses a page size above the maximum and a made-up cursor, in Spanish', async () => {
    const tooMany = await list('ana', `?limit=${COMMENT_PAGE_SIZE_MAX + 1}`);
    expect(tooMany.status).toBe(400);
    expect((await refusalOf(tooMany)).message).toBe(m.invalidLimit(COMMENT_PAGE_SIZE_MAX));
    for (const cursor of ['nada', Buffer.from('2026-02-30T10:00:00.000000Z|x').toString('base64url')]) {
      const response = await list('ana', `?cursor=${cursor}`);
      expect(response.status).toBe(400);
      expect((await refusalOf(response)).message).toBe(m.invalidCursor);
    }
  });

  it('shows the author’s photo through a signed link', async () => {
    const db = app.deps.db.kysely;
    await db
      .updateTable('Profiles')
      .set({ url_image: 'profiles/ana.png' })
      .where('id_profile', '=', users.ana.profileId)
      .execute();
    try {
      const comment = await postOk('ana', 'Con foto');
      expect(comment.author.photoUrl).toMatch(
        /^\/api\/files\/profiles\/ana\.png\?expires=\d+&signature=[\w-]+$/,
      );
    } finally {
      await db
        .updateTable('Profiles')
        .set({ url_image: null })
        .where('id_profile', '=', users.ana.profileId)
        .execute();
    }
  });

  it('lets the course’s instructor and an admin read and post, each able to delete any comment', async () => {
    await postOk('ana', 'Pregunta de Ana');
    await postOk('owner', 'Respuesta del instructor');
    await postOk('admin', 'Nota del administrador');
    for (const who of ['owner', 'admin'] as const) {
      const page = await listOk(who);
      expect(page.items).toHaveLength(3);
      expect(page.items.every((item) => item.canDelete)).toBe(true);
    }
    const asAna = await listOk('ana');
    expect(asAna.items.map((item) => item.canDelete)).toEqual([false, false, true]);
    expect(asAna.items[1].author.role.code).toBe(ROLE_CODES.instructor);
  });
});

describe('what a comment may say', () => {
  it('stores markup as the text it is and answers it verbatim, never as HTML', async () => {
    const markup = '<script>alert(1)</script> & <b>negrita</b>';
    const response = await post('ana', { body: markup });
    expect(response.status).toBe(201);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect((await bodyOf(response, lessonCommentSchema)).body).toBe(markup);
    expect(await storedBodies()).toEqual([markup]);
    expect((await listOk('beto')).items[0].body).toBe(markup);
  });

  it('keeps line breaks and drops surrounding blanks and control characters', async () => {
    const comment = await postOk('ana', '  Primera línea\r\n\tSegunda\u0007 línea\u0000\n  ');
    expect(comment.body).toBe('Primera línea\n Segunda línea');
  });

  it('refuses an empty, blank or too long comment in Spanish, and stores nothing', async () => {
    for (const body of ['', '   \n\t  ', '\u0000\u0007']) {
      const response = await post('ana', { body });
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect((await refusalOf(response)).message).toBe(m.bodyRequired);
    }
    const missing = await post('ana', {});
    expect(missing.status).toBe(422);
    expect((await refusalOf(missing)).message).toBe(m.bodyRequired);

    const tooLong = await post('ana', { body: 'a'.repeat(COMMENT_BODY_MAX_LENGTH + 1) });
    expect(tooLong.status).toBe(422);
    expect((await refusalOf(tooLong)).message).toBe(m.bodyTooLong(COMMENT_BODY_MAX_LENGTH));
    expect(await storedBodies()).toEqual([]);

    // The limit itself is allowed, and counted after the blanks around it are dropped.
    await postOk('ana', ` ${'a'.repeat(COMMENT_BODY_MAX_LENGTH)} `);
  });

  it('slows down someone posting in a flood', async () => {
    for (let i = 0; i < 10; i += 1) await postOk('beto', `Mensaje ${i}`);
    const response = await post('beto', { body: 'Uno más' });
    expect(response.status).toBe(429);
    expect((await refusalOf(response)).message).toBe(m.tooManyPosts);
    expect(await storedBodies()).toHaveLength(10);
  });
});

describe('who may take part', () => {
  it('asks anonymous callers to sign in', async () => {
    const comment = await postOk('ana', 'Hola');
    for (const response of [
      await list(undefined),
      await post(undefined, { body: 'x' }),
      await remove(undefined, comment.id),
    ]) {
      expect(response.status).toBe(401);
      expect((await refusalOf(response)).message).toBe(messages.common.unauthorized);
    }
    expect(await storedBodies()).toEqual(['Hola']);
  });

  it('refuses students without an enrollment in the published course, and stores nothing', async () => {
    await postOk('ana', 'Solo para inscritos');
    for (const who of ['outsider', 'otherInstructor'] as const) {
      for (const response of [await list(who), await post(who, { body: 'Me cuelo' })]) {
        expect(response.status, who).toBe(403);
        expect((await refusalOf(response)).message).toBe(m.notParticipant);
      }
    }
    expect(await storedBodies()).toEqual(['Solo para inscritos']);
  });

  it('refuses a student whose enrollment was removed', async () => {
    const db = app.deps.db.kysely;
    await postOk('leaver', 'Antes de irme');
    await db
      .updateTable('Enrollments')
      .set({ deleted_at: new Date() })
      .where('id_profile', '=', users.leaver.profileId)
      .execute();
    try {
      expect((await list('leaver')).status).toBe(403);
      expect((await post('leaver', { body: 'Después' })).status).toBe(403);
    } finally {
      await db
        .updateTable('Enrollments')
        .set({ deleted_at: null })
        .where('id_profile', '=', users.leaver.profileId)
        .execute();
    }
  });

  it('answers 404 for a lesson of another course reached through this course', async () => {
    await enroll('ana', otherCourse);
    const theirs = await postOk('ana', 'En el otro curso', otherCourse, otherLesson);
    for (const response of [
      await list('ana', '', course, otherLesson),
      await post('ana', { body: 'Cruzado' }, course, otherLesson),
      await remove('ana', theirs.id, course, otherLesson),
      await list('admin', '', course, otherLesson),
      await list('ana', '', course, randomUUID()),
    ]) {
      expect(response.status).toBe(404);
      expect((await refusalOf(response)).message).toBe(m.lessonNotFound);
    }
    expect(await storedBodies()).toEqual(['En el otro curso']);
  });

  it('answers 404 for a deleted lesson', async () => {
    const db = app.deps.db.kysely;
    await db
      .updateTable('Lessons')
      .set({ deleted_at: new Date() })
      .where('id_lesson', '=', secondLesson)
      .execute();
    try {
      expect((await list('ana', '', course, secondLesson)).status).toBe(404);
      expect((await post('owner', { body: 'x' }, course, secondLesson)).status).toBe(404);
    } finally {
      await db
        .updateTable('Lessons')
        .set({ deleted_at: null })
        .where('id_lesson', '=', secondLesson)
        .execute();
    }
  });

  it('hides a draft from students, even enrolled ones, but not from its instructor', async () => {
    for (const response of [
      await list('ana', '', draft, draftLesson),
      await post('ana', { body: 'Borrador' }, draft, draftLesson),
      await list('outsider', '', draft, draftLesson),
    ]) {
      expect(response.status).toBe(404);
      expect((await refusalOf(response)).message).toBe(messages.courses.notFound);
    }
    expect(await storedBodies()).toEqual([]);
    await postOk('owner', 'Revisión del borrador', draft, draftLesson);
    expect((await listOk('admin', '', draft, draftLesson)).items).toHaveLength(1);
  });

  it('answers 404 for a deleted course and for one that does not exist', async () => {
    expect((await list('ana', '', randomUUID(), lesson)).status).toBe(404);
    const db = app.deps.db.kysely;
    await db
      .updateTable('Courses')
      .set({ deleted_at: new Date() })
      .where('id_course', '=', otherCourse)
      .execute();
    try {
      expect((await list('outsider', '', otherCourse, otherLesson)).status).toBe(404);
    } finally {
      await db
        .updateTable('Courses')
        .set({ deleted_at: null })
        .where('id_course', '=', otherCourse)
        .execute();
    }
  });
});

describe('deleting', () => {
  it('lets the author delete their own comment, which leaves the list', async () => {
    const mine = await postOk('ana', 'Me equivoqué');
    const kept = await postOk('ana', 'Este se queda');
    const response = await remove('ana', mine.id);
    expect(response.status).toBe(204);
    expect((await listOk('ana')).items.map((item) => item.id)).toEqual([kept.id]);
    expect((await remove('ana', mine.id)).status).toBe(404);
  });

  it('refuses another student and an instructor of another course', async () => {
    const anas = await postOk('ana', 'De Ana');
    for (const who of ['beto', 'outsider', 'otherInstructor'] as const) {
      const response = await remove(who, anas.id);
      expect(response.status, who).toBe(403);
      expect((await refusalOf(response)).message).toBe(messages.common.forbidden);
    }
    expect(await storedBodies()).toEqual(['De Ana']);
  });

  it('lets the course’s instructor and an admin delete anyone’s comment', async () => {
    const first = await postOk('ana', 'Fuera de tema');
    const second = await postOk('beto', 'Spam');
    expect((await remove('owner', first.id)).status).toBe(204);
    expect((await remove('admin', second.id)).status).toBe(204);
    expect((await listOk('ana')).items).toEqual([]);
  });

  it('lets an author who left the course still delete their comment', async () => {
    const db = app.deps.db.kysely;
    const comment = await postOk('leaver', 'Me voy del curso');
    await db
      .updateTable('Enrollments')
      .set({ deleted_at: new Date() })
      .where('id_profile', '=', users.leaver.profileId)
      .execute();
    try {
      expect((await remove('leaver', comment.id)).status).toBe(204);
    } finally {
      await db
        .updateTable('Enrollments')
        .set({ deleted_at: null })
        .where('id_profile', '=', users.leaver.profileId)
        .execute();
    }
  });

  it('finds a comment only under its own lesson', async () => {
    const comment = await postOk('ana', 'En la primera lección');
    const response = await remove('owner', comment.id, course, secondLesson);
    expect(response.status).toBe(404);
    expect((await refusalOf(response)).message).toBe(m.notFound);
    expect((await remove('owner', randomUUID())).status).toBe(404);
    expect(await storedBodies()).toEqual(['En la primera lección']);
  });
});

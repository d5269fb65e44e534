import {
  cartSchema,
  completionReadiness,
  LESSON_CONTENT_CODES,
  teamListSchema,
  textReadingSeconds,
  unitTreeSchema,
  videoDurationSeconds,
} from '@aula/shared';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyOf, sendJson, signIn } from '../../test/factories';
import { storedKeys } from '../../test/storage-inspection';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';
import { DEMO_COURSES } from './demo-courses';
import { DEMO_STAFF_EMAILS } from './demo-organisation';
import { DEMO_PAYMENT_INSTRUCTIONS } from './demo-payment-settings';
import { demoVideos } from './demo-videos';
import { seedDemoData } from './seed-demo-data';
import { storedMp4Duration } from '../storage/mp4-duration';
import { signFileUrl } from '../storage/signed-url';
import { isValidObjectKey } from '../storage/storage';

/** The 10-s colour bars the demo once showed for every video; only tests use it now. */
const TEST_PATTERN = new URL('../../../../test-support/media/test-pattern.mp4', import.meta.url);

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
  expect(await seedDemoData(app.deps.db.kysely, app.deps.storage)).toBe(true);
});
afterAll(() => app.close());

const db = () => app.deps.db.kysely;

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function storedBytes(key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await app.deps.storage.read(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function counts() {
  const count = async (
    table: 'Users' | 'Courses' | 'Modules' | 'Lessons' | 'Enrollments' | 'Lesson_Progress',
  ) => (await db().selectFrom(table).select(db().fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
  return {
    users: await count('Users'),
    courses: await count('Courses'),
    modules: await count('Modules'),
    lessons: await count('Lessons'),
    enrollments: await count('Enrollments'),
    progress: await count('Lesson_Progress'),
    files: (await storedKeys(app.deps)).length,
  };
}

describe('demo data', () => {
  it('is seeded once: a second run changes nothing', async () => {
    const before = await counts();
    expect(await seedDemoData(db(), app.deps.storage)).toBe(false);
    expect(await counts()).toEqual(before);
  });

  it('fills the demo profiles with reference data, a document and a phone', async () => {
    const profiles = await db()
      .selectFrom('Profiles as p')
      .innerJoin('Users as u', 'u.id_user', 'p.id_user')
      .innerJoin('Specialties as s', 's.id_specialty', 'p.id_specialty')
      .select(['u.email', 'p.id_gender', 'p.id_type_identity_document', 'p.nro_doi', 'p.phone'])
      .select(['p.id_industry', 's.id_industry as specialty_industry'])
      .execute();
    expect(profiles.map((profile) => profile.email).sort()).toEqual(
      [...DEMO_ACCOUNTS.map((a) => a.email), ...DEMO_STAFF_EMAILS].sort(),
    );
    for (const profile of profiles) {
      expect(profile.id_gender).toBeTruthy();
      expect(profile.id_type_identity_document).toBeTruthy();
      expect(profile.nro_doi).toMatch(/^\d{8}$/);
      expect(profile.phone).toMatch(/^\d{9}$/);
      expect(profile.id_industry).toBe(profile.specialty_industry);
    }
  });

  it('lets each demo account sign in with its role', async () => {
    const roles: Record<string, string> = {
      Admin: '02',
      Instructor: '01',
      Estudiante: '03',
      Supervisora: '03',
    };
    for (const account of DEMO_ACCOUNTS) {
      const session = await signIn(app, account.email, DEMO_PASSWORD);
      expect(session.body.user).toMatchObject({ email: account.email, rol: { code: roles[account.role] } });
    }
  });

  it("gives a small organisation whose supervising nurse sees her two services' people in 'Mi equipo'", async () => {
    const admin = await signIn(app, 'admin@aula.test', DEMO_PASSWORD);
    const tree = await bodyOf(await sendJson(app, 'GET', '/api/units', admin.accessToken), unitTreeSchema);
    expect(tree.items.map((unit) => [unit.depth, unit.name])).toEqual([
      [1, 'Red de Salud Aula'],
      [2, 'Clínica San José'],
      [3, 'Hospitalización'],
      [3, 'Laboratorio clínico'],
      [2, 'Hospital Central'],
      [3, 'Centro Quirúrgico'],
      [3, 'Emergencias'],
      [3, 'UCI'],
    ]);
    const supervisor = await signIn(app, 'supervisor@aula.test', DEMO_PASSWORD);
    expect(supervisor.body.user).toMatchObject({ supervisor: true });
    const team = await bodyOf(
      await sendJson(app, 'GET', '/api/team', supervisor.accessToken),
      teamListSchema,
    );
    expect(team.items.map((member) => `${member.names} · ${member.unit}`)).toEqual([
      'Jorge · Hospital Central / Emergencias',
      'Lucía · Hospital Central / UCI',
      'María · Hospital Central / UCI',
      'Rosa · Hospital Central / UCI',
    ]);
  });

  it('gives the instructor at least six published courses across specialties, and one draft', async () => {
    const courses = await db()
      .selectFrom('Courses as c')
      .innerJoin('Profiles as p', 'p.id_profile', 'c.id_instructor')
      .innerJoin('Users as u', 'u.id_user', 'p.id_user')
      .select(['c.id_course', 'c.is_publish', 'c.id_specialty', 'c.short_description'])
      .where('u.email', '=', 'instructor@aula.test')
      .execute();
    const published = courses.filter((course) => course.is_publish);
    expect(published.length).toBeGreaterThanOrEqual(6);
    expect(new Set(published.map((course) => course.id_specialty)).size).toBeGreaterThanOrEqual(4);
    expect(courses.filter((course) => !course.is_publish)).toHaveLength(1);
    expect(courses.every((course) => course.short_description.length <= 120)).toBe(true);
  });

  it('gives every published course lessons of all four types, with real media behind them', async () => {
    const lessons = await db()
      .selectFrom('Lessons as l')
      .innerJoin('Modules as m', 'm.id_module', 'l.id_module')
      .innerJoin('Courses as c', 'c.id_course', 'm.id_course')
      .innerJoin('Content_Types_Lesson as t', 't.id_content_type_lesson', 'l.id_content_type_lesson')
      .select(['c.id_course', 't.code', 'l.content_url', 'l.content_text'])
      .where('c.is_publish', '=', true)
      .execute();
    const byCourse = new Map<string, Set<string>>();
    for (const lesson of lessons)
      byCourse.set(lesson.id_course, (byCourse.get(lesson.id_course) ?? new Set()).add(lesson.code));
    for (const codes of byCourse.values())
      expect([...codes].sort()).toEqual(Object.values(LESSON_CONTENT_CODES).sort());

    const expectObject = async (key: string | null, contentType: string, magic: string, offset = 0) => {
      const info = await app.deps.storage.head(key!);
      expect(info?.contentType).toBe(contentType);
      const head = await app.deps.storage.read(key!, { start: 0, end: 15 });
      const bytes: Buffer[] = [];
      for await (const chunk of head) bytes.push(chunk as Buffer);
      expect(
        Buffer.concat(bytes)
          .subarray(offset, offset + magic.length)
          .toString('latin1'),
      ).toBe(magic);
    };
    for (const lesson of lessons) {
      if (lesson.code === LESSON_CONTENT_CODES.video || lesson.code === LESSON_CONTENT_CODES.pdf)
        expect(isValidObjectKey(lesson.content_url!)).toBe(true);
      if (lesson.code === LESSON_CONTENT_CODES.video)
        await expectObject(lesson.content_url, 'video/mp4', 'ftyp', 4);
      if (lesson.code === LESSON_CONTENT_CODES.pdf)
        await expectObject(lesson.content_url, 'application/pdf', '%PDF');
      if (lesson.code === LESSON_CONTENT_CODES.text) expect(lesson.content_text?.length).toBeGreaterThan(50);
      if (lesson.code === LESSON_CONTENT_CODES.externalLink)
        expect(lesson.content_url).toMatch(/^https:\/\/www\.(who\.int|paho\.org)\//);
    }
    const courses = await db().selectFrom('Courses').select(['thumbnail_url', 'preview_video_url']).execute();
    for (const course of courses) {
      await expectObject(course.thumbnail_url, 'image/png', '\x89PNG');
      await expectObject(course.preview_video_url, 'video/mp4', 'ftyp', 4);
    }
  });

  it('enrolls the student in two courses with progress equal to the share of completed lessons', async () => {
    const enrollments = await db()
      .selectFrom('Enrollments as e')
      .innerJoin('Profiles as p', 'p.id_profile', 'e.id_profile')
      .innerJoin('Users as u', 'u.id_user', 'p.id_user')
      .select(['e.id_course', 'e.id_profile', 'e.progress', 'e.completion_at'])
      .where('u.email', '=', 'estudiante@aula.test')
      .execute();
    expect(enrollments).toHaveLength(2);
    for (const enrollment of enrollments) {
      const lessons = await db()
        .selectFrom('Lessons as l')
        .innerJoin('Modules as m', 'm.id_module', 'l.id_module')
        .leftJoin('Lesson_Progress as lp', (join) =>
          join.onRef('lp.id_lesson', '=', 'l.id_lesson').on('lp.id_profile', '=', enrollment.id_profile),
        )
        .select(['l.id_lesson', 'lp.completed_at'])
        .where('m.id_course', '=', enrollment.id_course)
        .where('l.deleted_at', 'is', null)
        .execute();
      const done = lessons.filter((lesson) => lesson.completed_at).length;
      expect(done).toBeGreaterThan(0);
      expect(enrollment.progress).toBe(Math.round((done / lessons.length) * 100));
      expect(enrollment.completion_at).toBeNull();
    }
  });

  it('leaves each completed lesson with the evidence a completion needs', async () => {
    const rows = await db()
      .selectFrom('Lesson_Progress as lp')
      .innerJoin('Lessons as l', 'l.id_lesson', 'lp.id_lesson')
      .innerJoin('Content_Types_Lesson as t', 't.id_content_type_lesson', 'l.id_content_type_lesson')
      .select([
        't.code',
        'l.duration_seconds',
        'l.estimated_duration_minutes',
        'l.content_text',
        'lp.completed_at',
        'lp.watched_ranges',
        'lp.opened_at',
        'lp.reached_end_at',
      ])
      .where('lp.completed_at', 'is not', null)
      .execute();
    expect(new Set(rows.map((row) => row.code)).size).toBeGreaterThan(1);
    for (const row of rows) {
      const lesson = {
        contentType: row.code,
        videoSeconds: videoDurationSeconds(row.duration_seconds, row.estimated_duration_minutes),
        readingSeconds: textReadingSeconds(row.content_text),
      };
      const evidence = {
        watchedRanges: row.watched_ranges,
        openedAt: row.opened_at,
        reachedEndAt: row.reached_end_at,
      };
      expect(completionReadiness(lesson, evidence, row.completed_at!)).toMatchObject({ allowed: true });
    }
  });

  it('gives each video lesson its own narrated video, labelled with its real length', async () => {
    const videos = await db()
      .selectFrom('Lessons as l')
      .innerJoin('Content_Types_Lesson as t', 't.id_content_type_lesson', 'l.id_content_type_lesson')
      .select(['l.title', 'l.content_url', 'l.duration_seconds', 'l.estimated_duration_minutes'])
      .where('t.code', '=', LESSON_CONTENT_CODES.video)
      .execute();
    expect(videos).toHaveLength(demoVideos(DEMO_COURSES).length);

    const testPattern = sha256(await readFile(TEST_PATTERN));
    const contents = new Set<string>();
    for (const video of videos) {
      const seconds = await storedMp4Duration(app.deps.storage, video.content_url!);
      // A short lesson, not the 10-s test pattern nor a placeholder of invented length.
      expect(seconds, video.title).toBeGreaterThanOrEqual(20);
      expect(seconds, video.title).toBeLessThanOrEqual(120);
      expect(video.duration_seconds, video.title).toBe(seconds);
      expect(video.estimated_duration_minutes, video.title).toBe(Math.max(1, Math.ceil(seconds! / 60)));
      const content = sha256(await storedBytes(video.content_url!));
      expect(content, video.title).not.toBe(testPattern);
      contents.add(content);
    }
    // Each lesson's row owns its key anyway: what must differ is what the student sees.
    expect(contents.size).toBe(videos.length);
  });

  it("previews each course with its first video lesson's video", async () => {
    const courses = await db().selectFrom('Courses').select(['id_course', 'preview_video_url']).execute();
    for (const course of courses) {
      const first = await db()
        .selectFrom('Lessons as l')
        .innerJoin('Modules as m', 'm.id_module', 'l.id_module')
        .innerJoin('Content_Types_Lesson as t', 't.id_content_type_lesson', 'l.id_content_type_lesson')
        .select('l.content_url')
        .where('m.id_course', '=', course.id_course)
        .where('t.code', '=', LESSON_CONTENT_CODES.video)
        .orderBy('m.order_index')
        .orderBy('l.order_index')
        .executeTakeFirstOrThrow();
      expect(course.preview_video_url).not.toBe(first.content_url);
      expect(sha256(await storedBytes(course.preview_video_url!))).toBe(
        sha256(await storedBytes(first.content_url!)),
      );
    }
  });

  it("numbers modules and lessons densely from 0 and adds up their minutes into the course's hours", async () => {
    const modules = await db()
      .selectFrom('Modules')
      .select(['id_course', 'id_module', 'order_index', 'estimated_duration_minutes', 'is_published'])
      .execute();
    const lessons = await db()
      .selectFrom('Lessons')
      .select(['id_module', 'order_index', 'estimated_duration_minutes', 'is_published'])
      .execute();
    const dense = (indexes: number[]) => [...indexes].sort((a, b) => a - b).every((value, i) => value === i);
    for (const courseId of new Set(modules.map((module) => module.id_course))) {
      expect(dense(modules.filter((m) => m.id_course === courseId).map((m) => m.order_index))).toBe(true);
    }
    for (const module of modules) {
      const own = lessons.filter((lesson) => lesson.id_module === module.id_module);
      expect(own.length).toBeGreaterThan(0);
      expect(dense(own.map((lesson) => lesson.order_index))).toBe(true);
      expect(module.estimated_duration_minutes).toBe(
        own.reduce((sum, l) => sum + l.estimated_duration_minutes, 0),
      );
      expect([module.is_published, ...own.map((lesson) => lesson.is_published)].every(Boolean)).toBe(true);
    }
    // The hours a course announces follow from those minutes, videos' real lengths included.
    const courses = await db()
      .selectFrom('Courses')
      .select(['id_course', 'estimated_duration_hours'])
      .execute();
    for (const course of courses) {
      const minutes = modules
        .filter((module) => module.id_course === course.id_course)
        .reduce((sum, module) => sum + module.estimated_duration_minutes, 0);
      expect(Number(course.estimated_duration_hours)).toBe(Math.ceil(minutes / 30) / 2);
    }
  });

  it('serves the demo media through signed links', async () => {
    const course = await db().selectFrom('Courses').select('preview_video_url').executeTakeFirstOrThrow();
    const url = signFileUrl(app.deps.config.fileUrlSecret, course.preview_video_url!, 60, Date.now());
    const response = await app.request(url, { headers: { range: 'bytes=0-99' } });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-type')).toBe('video/mp4');
  });

  it('says how to pay, so that the demo student can confirm a purchase at once', async () => {
    const student = await signIn(app, 'estudiante@aula.test', DEMO_PASSWORD);
    const cart = await app.request('/api/cart', {
      headers: { authorization: `Bearer ${student.accessToken}` },
    });
    expect((await bodyOf(cart, cartSchema)).paymentInstructions).toBe(DEMO_PAYMENT_INSTRUCTIONS);
  });
});

describe('demo data when its transaction fails', () => {
  let broken: TestApp;
  beforeAll(async () => {
    broken = await createTestApp();
  });
  afterAll(() => broken.close());

  it('writes no row and leaves no file behind', async () => {
    const kysely = broken.deps.db.kysely;
    // The catalogue prices a course in USD: without that coin the inserts fail after the files are stored.
    await kysely.updateTable('Coins').set({ deleted_at: new Date() }).where('code', '=', 'USD').execute();
    await expect(seedDemoData(kysely, broken.deps.storage)).rejects.toThrow(/Coins code USD/);
    const users = await kysely
      .selectFrom('Users')
      .select(kysely.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(users.n)).toBe(0);
    expect(await storedKeys(broken.deps)).toEqual([]);
  });
});

describe('demo data seeded by two processes at once', () => {
  let shared: TestApp;
  beforeAll(async () => {
    shared = await createTestApp();
  });
  afterAll(() => shared.close());

  it('is seeded by one of them; the other keeps no file', async () => {
    const { kysely } = shared.deps.db;
    const results = await Promise.all([
      seedDemoData(kysely, shared.deps.storage),
      seedDemoData(kysely, shared.deps.storage),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
    const lessons = DEMO_COURSES.flatMap((course) => course.modules.flatMap((module) => module.lessons));
    const filesPerSeed =
      DEMO_COURSES.length * 2 +
      lessons.filter((lesson) => lesson.type === 'video' || lesson.type === 'pdf').length;
    expect(await storedKeys(shared.deps)).toHaveLength(filesPerSeed);
    const courses = await kysely
      .selectFrom('Courses')
      .select(kysely.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(courses.n)).toBe(DEMO_COURSES.length);
  });
});

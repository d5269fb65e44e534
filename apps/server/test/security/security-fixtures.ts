import { EVERY_CATALOGUE, LESSON_CONTENT_CODES, ROLE_CODES, type RoleCode } from '@aula/shared';
import { randomUUID } from 'node:crypto';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'kysely';
import { expect } from 'vitest';
import {
  courseFields,
  createCourseOk,
  media,
  referenceIds,
  textLesson,
  upload,
  type ReferenceIds,
} from '../course-save-fixtures';
import { sendJson, signedInPerson, type Person } from '../factories';
import { completeLessonWithEvidence } from '../lesson-evidence-fixture';
import { insertOrder } from '../order-factory';
import { ROOT_UNIT_ID } from '../../src/organisation/unit-queries';
import type { TestApp } from '../test-app';
import { createUpload, uploadFile, uploadIdOf } from '../upload-factory';

/**
 * What the security suite shares: a small academy with one person in every position a request
 * can come from, the resources they own, fresh throwaway resources for requests that consume
 * theirs, and the checks every test applies (nothing changed, a Spanish error, the security
 * headers). Used by the *.test.ts files of this folder only.
 */

/** Who calls: the four positions, plus an enrolled student and a forged token. */
export const CALLERS = [
  'anonymous',
  /** an `alg=none` token claiming the admin's live session */
  'forged',
  /** a student enrolled in nothing */
  'student',
  /** a student enrolled in the instructor's course: owns their learning, comments, orders */
  'learner',
  /**
   * a student who supervises unit A (docs/decisions/0032-supervisors.md); the learner works in
   * unit B, so every route that reads the learner's records is probed across units
   */
  'supervisor',
  'otherInstructor',
  /** the owner of the courses under test */
  'instructor',
  'admin',
] as const;
export type Caller = (typeof CALLERS)[number];
export type SignedInCaller = Exclude<Caller, 'anonymous' | 'forged'>;

/** The role of each signed-in position. */
export const ROLE_OF: Record<SignedInCaller, RoleCode> = {
  student: ROLE_CODES.student,
  learner: ROLE_CODES.student,
  supervisor: ROLE_CODES.student,
  otherInstructor: ROLE_CODES.instructor,
  instructor: ROLE_CODES.instructor,
  admin: ROLE_CODES.admin,
};

export interface World {
  app: TestApp;
  refs: ReferenceIds;
  people: Record<SignedInCaller, Person>;
  /** The supervisor's unit A and the learner's unit B, side by side under the academy. */
  units: { a: string; b: string };
  /** An instructor outside every test's positions, who sells the paid courses. */
  seller: Person;
  forgedToken: string;
  /** The instructor's published free course, the learner enrolled and done: video lesson first. */
  course: { id: string; lessonIds: string[]; videoKey: string };
  /** The other instructor's published course. */
  foreignCourse: { id: string; lessonIds: string[] };
  /** The instructor's draft. */
  draft: { id: string; lessonIds: string[] };
  certificateCode: string;
  /** The learner's pending order of one of the seller's courses. */
  orderId: string;
  /** The instructor's finished thumbnail upload. */
  uploadId: string;
  /** An upload the instructor started and has not sent a byte of. */
  pendingUploadId: string;
}

/** Builds the academy the suite's route tests run against, through the API wherever it can. */
export async function buildWorld(app: TestApp): Promise<World> {
  const refs = await referenceIds(app);
  const people = {} as Record<SignedInCaller, Person>;
  for (const caller of Object.keys(ROLE_OF) as SignedInCaller[]) {
    people[caller] = await signedInPerson(app, ROLE_OF[caller]);
  }
  const seller = await signedInPerson(app, ROLE_CODES.instructor);
  const { instructor, learner, admin, supervisor } = people;
  const units = { a: await insertUnit(app, 'Unidad A'), b: await insertUnit(app, 'Unidad B') };
  await app.deps.db.kysely
    .updateTable('Profiles')
    .set({ id_unit: units.b })
    .where('id_profile', '=', learner.profileId)
    .execute();
  await app.deps.db.kysely
    .insertInto('Unit_Supervisors')
    .values({ id_profile: supervisor.profileId, id_unit: units.a, granted_at: new Date() })
    .execute();

  const courseId = await createCourseOk(app, instructor.token, {
    ...courseFields(refs, 'Higiene de manos'),
    price: 0,
    isPublished: true,
    thumbnailUploadId: await upload.thumbnail(app, instructor.token),
    previewVideoUploadId: await upload.previewVideo(app, instructor.token),
    modules: [
      {
        title: 'Los cinco momentos',
        lessons: [
          {
            title: 'Video: la técnica',
            description: 'Fricción con solución alcohólica',
            estimatedDurationMinutes: 1,
            contentType: LESSON_CONTENT_CODES.video,
            uploadId: await upload.lessonVideo(app, instructor.token),
          },
          textLesson('Lectura: los cinco momentos'),
        ],
      },
    ],
  });
  const course = { id: courseId, ...(await lessonsOf(app, courseId)) };
  const videoKey = (await storedLesson(app, course.lessonIds[0]!)).content_url!;

  await expectStatus(sendJson(app, 'POST', `/api/courses/${courseId}/enrollment`, learner.token), 201);
  for (const lessonId of course.lessonIds) {
    await expectStatus(completeLessonWithEvidence(app, learner.token, courseId, lessonId), 200);
  }
  const certificate = await app.deps.db.kysely
    .selectFrom('Certificates')
    .select('code')
    .where('id_profile', '=', learner.profileId)
    .executeTakeFirstOrThrow();
  // Something to read where the comments are read.
  await expectStatus(
    sendJson(app, 'POST', `/api/courses/${courseId}/lessons/${course.lessonIds[0]}/comments`, learner.token, {
      body: 'Una duda sobre la técnica',
    }),
    201,
  );

  await expectStatus(
    sendJson(app, 'PUT', '/api/settings/payment', admin.token, {
      paymentInstructions: 'Transferencia a la cuenta 193-1234567-0-01 de Aula Salud SAC.',
    }),
    200,
  );
  const paid = await insertCourse(app, seller.profileId, refs, { price: 120 });
  const orderId = await insertOrder(app, learner.profileId, paid.id, 'pending');

  return {
    app,
    refs,
    people,
    units,
    seller,
    forgedToken: unsignedToken(claimsOf(admin.token)),
    course: { ...course, videoKey },
    foreignCourse: await insertCourse(app, people.otherInstructor.profileId, refs),
    draft: await insertCourse(app, instructor.profileId, refs, { published: false }),
    certificateCode: certificate.code,
    orderId,
    uploadId: await uploadFile(app, instructor.token, 'thumbnail', media.png()),
    pendingUploadId: uploadIdOf(await createUpload(app, instructor.token, 'thumbnail', 1000)),
  };
}

/** A service under the academy, written straight to the table (the tree's routes are tested elsewhere). */
async function insertUnit(app: TestApp, name: string): Promise<string> {
  const id = randomUUID();
  await app.deps.db.kysely
    .insertInto('Units')
    .values({
      id_unit: id,
      id_parent: ROOT_UNIT_ID,
      kind: 'service',
      name,
      path: `/${ROOT_UNIT_ID}/${id}/`,
      depth: 2,
    })
    .execute();
  return id;
}

async function expectStatus(pending: Promise<Response>, status: number): Promise<Response> {
  const response = await pending;
  if (response.status !== status)
    throw new Error(`expected ${status}, got ${response.status}: ${await response.text()}`);
  return response;
}

async function lessonsOf(app: TestApp, courseId: string): Promise<{ lessonIds: string[] }> {
  const rows = await app.deps.db.kysely
    .selectFrom('Lessons as le')
    .innerJoin('Modules as m', 'm.id_module', 'le.id_module')
    .select('le.id_lesson')
    .where('m.id_course', '=', courseId)
    .where('le.deleted_at', 'is', null)
    .orderBy('m.order_index')
    .orderBy('le.order_index')
    .execute();
  return { lessonIds: rows.map((row) => row.id_lesson) };
}

function storedLesson(app: TestApp, lessonId: string) {
  return app.deps.db.kysely
    .selectFrom('Lessons')
    .selectAll()
    .where('id_lesson', '=', lessonId)
    .executeTakeFirstOrThrow();
}

/**
 * A course with one module of two text lessons, written straight to the database: for requests
 * that consume a course of their own (delete, publish, enroll, buy), where building it through the
 * API would only slow the suite down. Published and free unless told.
 */
export async function insertCourse(
  app: TestApp,
  instructorProfileId: string,
  refs: ReferenceIds,
  options: { published?: boolean; price?: number } = {},
): Promise<{ id: string; lessonIds: string[] }> {
  const db = app.deps.db.kysely;
  const published = options.published ?? true;
  const { id_content_type_lesson } = await db
    .selectFrom('Content_Types_Lesson')
    .select('id_content_type_lesson')
    .where('code', '=', LESSON_CONTENT_CODES.text)
    .executeTakeFirstOrThrow();
  const { id_course } = await db
    .insertInto('Courses')
    .values({
      title: 'Manejo seguro de medicamentos',
      description: 'Los diez correctos de la administración de medicamentos.',
      short_description: 'Los diez correctos.',
      id_instructor: instructorProfileId,
      id_lenguage: refs.languageId,
      id_coin: refs.coinId,
      price: options.price ?? 0,
      rating_average: 0,
      estimated_duration_hours: 1,
      is_publish: published,
      id_difficulty_level: refs.difficultyLevelId,
      id_specialty: refs.specialtyId,
      id_industry: refs.industryId,
    })
    .returning('id_course')
    .executeTakeFirstOrThrow();
  const { id_module } = await db
    .insertInto('Modules')
    .values({ id_course, title: 'Módulo', order_index: 0, is_published: published })
    .returning('id_module')
    .executeTakeFirstOrThrow();
  const lessons = await db
    .insertInto('Lessons')
    .values(
      [0, 1].map((order_index) => ({
        id_module,
        title: `Lección ${order_index + 1}`,
        description: 'Descripción',
        content_text: 'Contenido',
        id_content_type_lesson,
        order_index,
        is_published: published,
      })),
    )
    .returning('id_lesson')
    .execute();
  return { id: id_course, lessonIds: lessons.map((lesson) => lesson.id_lesson) };
}

export async function insertNotification(app: TestApp, profileId: string): Promise<string> {
  const row = await app.deps.db.kysely
    .insertInto('Notifications')
    .values({ id_profile: profileId, type: 'info', title: 'Aviso', message: 'Un aviso de prueba' })
    .returning('id_notification')
    .executeTakeFirstOrThrow();
  return row.id_notification;
}

export async function insertComment(
  app: TestApp,
  lessonId: string,
  authorProfileId: string,
): Promise<string> {
  const row = await app.deps.db.kysely
    .insertInto('Lesson_Comments')
    .values({ id_lesson: lessonId, id_profile: authorProfileId, body: 'Comentario' })
    .returning('id_comment')
    .executeTakeFirstOrThrow();
  return row.id_comment;
}

/** A signed link to a stored key, as a presenter would issue it. */
export const signedLink = (app: TestApp, key: string) => app.deps.fileLinks.signed(key)!;

/** The claims of an access token, unverified. */
export function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A token with `alg: none` and no signature: what a forger sends to a server that trusts the header. */
export const unsignedToken = (claims: Record<string, unknown>) =>
  `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`;

/**
 * Everything a request could have changed: a digest of every table's rows and the list of files
 * (stored objects and staged uploads) under the app's data folder. Equal before and after a
 * refused request means the request changed nothing.
 */
export async function fingerprint(app: TestApp) {
  const db = app.deps.db.kysely;
  const { rows: tables } = await sql<{ table_name: string }>`
    SELECT table_name FROM information_schema.tables
    WHERE table_schema = 'public' AND table_type = 'BASE TABLE'
      -- A refusal is recorded there on purpose: that is the security log's job.
      AND table_name <> 'Security_Events'
    ORDER BY table_name`.execute(db);
  const digests = sql.join(
    tables.map(
      ({ table_name }) =>
        sql`SELECT ${sql.lit(table_name)} AS name, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS digest FROM ${sql.table(table_name)} t`,
    ),
    sql` UNION ALL `,
  );
  const { rows } = await sql<{ name: string; digest: string }>`${digests}`.execute(db);
  return {
    tables: Object.fromEntries(rows.map((row) => [row.name, row.digest])),
    files: await filesUnder(app.deps.config.dataDir),
  };
}

/** Every file under `root`, with its size, relative to `root`. */
export async function filesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
  const sized = await Promise.all(
    files.map(async (file) => `${file.slice(root.length + 1)}:${(await stat(file)).size}`),
  );
  return sized.sort();
}

/**
 * Every user-facing string of the Spanish catalogue; messages built by a function (with a
 * number or a name inside) are matched as patterns with their arguments left open.
 */
const catalogue = (() => {
  const texts = new Set<string>();
  const patterns: RegExp[] = [];
  const HOLE = '\u0001';
  const walk = (node: unknown) => {
    if (typeof node === 'string') texts.add(node);
    else if (typeof node === 'function') {
      try {
        const sample = String(node(...Array.from({ length: node.length }, () => HOLE)));
        // A message that is mostly its arguments ('Rosa Prueba', '3/10') would match anything.
        if (sample.replace(/[^\p{L}]/gu, '').length < 8) return;
        const escaped = sample.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replaceAll(HOLE, '.+');
        patterns.push(new RegExp(`^${escaped}$`, 's'));
      } catch {
        // A message that cannot be built without real arguments is not an error message.
      }
    } else if (node && typeof node === 'object') Object.values(node).forEach(walk);
  };
  EVERY_CATALOGUE.forEach(walk);
  return { texts, patterns };
})();

const isCatalogueMessage = (text: unknown): boolean =>
  typeof text === 'string' && (catalogue.texts.has(text) || catalogue.patterns.some((p) => p.test(text)));

/** An error answer as the API gives them: JSON with a message from the Spanish catalogue. */
export async function expectSpanishError(response: Response, what: string) {
  const text = await response.text();
  let body: { message?: unknown; code?: unknown };
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    throw new Error(`${what}: ${response.status} is not a JSON error body: ${text.slice(0, 200)}`);
  }
  expect(isCatalogueMessage(body.message), `${what}: ${response.status} ${text.slice(0, 300)}`).toBe(true);
  expect(typeof body.code, what).toBe('string');
}

/**
 * The headers every answer carries, whatever it is
 * (docs/architecture.md#one-request-through-the-server), as an app trusted with hospital
 * training records needs: no inline or foreign script, never framed, no referrer leaks, no
 * sniffing.
 */
export function expectSecurityHeaders(response: Response, what: string) {
  const csp = response.headers.get('content-security-policy') ?? '';
  const directives = new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!, values]),
  );
  const scriptSources = directives.get('script-src') ?? directives.get('default-src') ?? [];
  expect(scriptSources, `${what}: script-src`).toEqual(["'self'"]);
  expect(directives.get('frame-ancestors'), `${what}: frame-ancestors`).toEqual(["'none'"]);
  expect(directives.get('object-src'), `${what}: object-src`).toEqual(["'none'"]);
  expect(response.headers.get('referrer-policy'), `${what}: Referrer-Policy`).toBe(
    'strict-origin-when-cross-origin',
  );
  expect(response.headers.get('x-content-type-options'), `${what}: nosniff`).toBe('nosniff');
  expect(response.headers.get('x-frame-options'), `${what}: X-Frame-Options`).toBe('SAMEORIGIN');
}

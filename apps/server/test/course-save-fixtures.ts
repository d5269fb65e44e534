import {
  courseEditSchema,
  LESSON_CONTENT_CODES,
  savedCourseSchema,
  type CreateCourseInput,
  type LessonContentCode,
  type LessonInput,
  type UpdateCourseInput,
} from '@aula/shared';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';
import { bodyOf, sendJson } from './factories';
import { storedKeys } from './storage-inspection';
import type { AppWithDatabase, Requester, TestApp } from './test-app';
import { uploadFile } from './upload-factory';
import { encodePng } from '../../../test-support/png-image';

/**
 * What the course-save tests share: real media bytes, the reference ids a course needs, request
 * helpers and a comparable view of a course. Used by the *.test.ts files of this folder only.
 */

const MP4 = fileURLToPath(new URL('../../../test-support/media/test-pattern.mp4', import.meta.url));

export const media = {
  /** A 16x9 PNG whose colour tells covers apart. */
  png(shade = 40): Buffer {
    const rgb = new Uint8Array(16 * 9 * 3).map((_, i) => (i * 7 + shade) & 0xff);
    return encodePng(16, 9, rgb);
  },
  mp4: (): Promise<Buffer> => readFile(MP4),
  pdf(text = 'Lectura de la lección'): Promise<Buffer> {
    const pdf = new PDFDocument({ size: 'A6' });
    const chunks: Buffer[] = [];
    const done = new Promise<Buffer>((resolve, reject) => {
      pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
      pdf.on('end', () => resolve(Buffer.concat(chunks)));
      pdf.on('error', reject);
    });
    pdf.text(text);
    pdf.end();
    return done;
  },
};

export interface ReferenceIds {
  coinId: string;
  languageId: string;
  difficultyLevelId: string;
  industryId: string;
  specialtyId: string;
  /** A specialty of another industry than `industryId`. */
  foreignSpecialtyId: string;
}

export async function referenceIds(app: AppWithDatabase): Promise<ReferenceIds> {
  const db = app.deps.db.kysely;
  const first = async <T>(query: Promise<T | undefined>) => (await query)!;
  const specialties = await db
    .selectFrom('Specialties')
    .select(['id_specialty', 'id_industry'])
    .where('deleted_at', 'is', null)
    .orderBy('code')
    .execute();
  const [own] = specialties;
  const foreign = specialties.find((specialty) => specialty.id_industry !== own!.id_industry)!;
  return {
    coinId: (
      await first(db.selectFrom('Coins').select('id_coin').where('code', '=', 'PEN').executeTakeFirst())
    ).id_coin,
    languageId: (
      await first(
        db.selectFrom('Languages').select('id_language').where('code', '=', '01').executeTakeFirst(),
      )
    ).id_language,
    difficultyLevelId: (
      await first(
        db
          .selectFrom('Difficulty_levels')
          .select('id_difficulty_level')
          .where('code', '=', '02')
          .executeTakeFirst(),
      )
    ).id_difficulty_level,
    industryId: own!.id_industry,
    specialtyId: own!.id_specialty,
    foreignSpecialtyId: foreign.id_specialty,
  };
}

/** A course's own fields, valid, with the given reference ids. */
export function courseFields(refs: ReferenceIds, title = 'Prevención de caídas en hospitalización') {
  return {
    title,
    shortDescription: 'Escalas de riesgo y medidas de prevención de caídas.',
    description: 'Curso práctico sobre valoración del riesgo de caídas y cuidados preventivos.',
    estimatedDurationHours: 1.5,
    price: 49.9,
    coinId: refs.coinId,
    languageId: refs.languageId,
    difficultyLevelId: refs.difficultyLevelId,
    industryId: refs.industryId,
    specialtyId: refs.specialtyId,
    isPublished: false,
  };
}

export const textLesson = (title: string, text = `Contenido de ${title}`, minutes = 10): LessonInput => ({
  title,
  description: `Descripción de ${title}`,
  estimatedDurationMinutes: minutes,
  contentType: LESSON_CONTENT_CODES.text,
  contentText: text,
});

/** Uploads through the real tus endpoint, as the form does before Save. */
export const upload = {
  thumbnail: (app: Requester, token: string, shade?: number) =>
    uploadFile(app, token, 'thumbnail', media.png(shade)),
  previewVideo: async (app: Requester, token: string) =>
    uploadFile(app, token, 'previewVideo', await media.mp4()),
  lessonVideo: async (app: Requester, token: string) =>
    uploadFile(app, token, 'lessonVideo', await media.mp4()),
  lessonPdf: async (app: Requester, token: string, text?: string) =>
    uploadFile(app, token, 'lessonPdf', await media.pdf(text)),
};

/** A valid new course with one module and one text lesson, its files uploaded by `token`'s owner. */
export async function simpleCourse(
  app: Requester,
  token: string,
  refs: ReferenceIds,
  overrides: Partial<CreateCourseInput> = {},
): Promise<CreateCourseInput> {
  return {
    ...courseFields(refs),
    thumbnailUploadId: await upload.thumbnail(app, token),
    previewVideoUploadId: await upload.previewVideo(app, token),
    modules: [
      { title: 'Módulo único', description: 'Lo esencial', lessons: [textLesson('Primera lección')] },
    ],
    ...overrides,
  };
}

export const api = {
  create: (app: Requester, token: string | undefined, body: unknown) =>
    sendJson(app, 'POST', '/api/courses', token, body),
  update: (app: Requester, token: string | undefined, id: string, body: unknown) =>
    sendJson(app, 'PUT', `/api/courses/${id}`, token, body),
  edit: (app: Requester, token: string | undefined, id: string) =>
    sendJson(app, 'GET', `/api/courses/${id}/edit`, token),
  publish: (app: Requester, token: string | undefined, id: string) =>
    sendJson(app, 'POST', `/api/courses/${id}/publish`, token),
  unpublish: (app: Requester, token: string | undefined, id: string) =>
    sendJson(app, 'POST', `/api/courses/${id}/unpublish`, token),
  remove: (app: Requester, token: string | undefined, id: string) =>
    sendJson(app, 'DELETE', `/api/courses/${id}`, token),
};

/** Creates a course and answers its id; fails the test with the server's answer otherwise. */
export async function createCourseOk(
  app: Requester,
  token: string,
  body: CreateCourseInput,
): Promise<string> {
  const response = await api.create(app, token, body);
  if (response.status !== 201) throw new Error(`create failed: ${response.status} ${await response.text()}`);
  return (await bodyOf(response, savedCourseSchema)).id;
}

/**
 * The course as its editor sees it, comparable over time: signed links keep their file's key and
 * drop their expiry and signature, which change with the clock.
 */
export async function editView(app: Requester, token: string, id: string) {
  const response = await api.edit(app, token, id);
  if (response.status !== 200) throw new Error(`edit failed: ${response.status} ${await response.text()}`);
  return withoutSignatures(await bodyOf(response, courseEditSchema));
}

/** A response body with its signed links' query strings dropped: two reads a second apart sign differently. */
export function withoutSignatures<T>(body: T): T {
  return JSON.parse(
    JSON.stringify(body).replace(/\?expires=\d+(&viewer=[0-9a-f-]+)?&signature=[\w-]+/g, ''),
  ) as T;
}

/** The storage key behind a signed link (or an unsigned one from editView). */
export const keyOf = (url: string) => decodeURIComponent(url.replace(/^\/api\/files\//, '').split('?')[0]!);

/** The body of a PUT that saves the course exactly as editView shows it, before any change. */
export function updateBodyFrom(view: Awaited<ReturnType<typeof editView>>): UpdateCourseInput {
  return {
    title: view.title,
    shortDescription: view.shortDescription,
    description: view.description,
    estimatedDurationHours: view.estimatedDurationHours,
    price: view.price,
    coinId: view.coinId,
    languageId: view.languageId,
    difficultyLevelId: view.difficultyLevelId,
    industryId: view.industryId,
    specialtyId: view.specialtyId,
    isPublished: view.isPublished,
    modules: view.modules.map((module) => ({
      id: module.id,
      title: module.title,
      description: module.description ?? undefined,
      lessons: module.lessons.map((lesson) => ({
        id: lesson.id,
        title: lesson.title,
        description: lesson.description,
        estimatedDurationMinutes: lesson.estimatedDurationMinutes,
        // The edit view documents the code as any string; it is one of the four a save takes.
        contentType: lesson.contentType as LessonContentCode,
        contentText: lesson.contentText ?? undefined,
        contentUrl: lesson.contentUrl ?? undefined,
      })),
    })),
  };
}

/** Rows and files a save may write: when a save is refused, none of them changes. */
export async function writtenState(app: TestApp) {
  const db = app.deps.db.kysely;
  const count = async (table: 'Courses' | 'Modules' | 'Lessons' | 'Notifications') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('rows'))
          .executeTakeFirstOrThrow()
      ).rows,
    );
  return {
    courses: await count('Courses'),
    modules: await count('Modules'),
    lessons: await count('Lessons'),
    notifications: await count('Notifications'),
    files: (await storedKeys(app.deps)).sort(),
  };
}

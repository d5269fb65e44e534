import { LESSON_CONTENT_CODES, messages, ROLE_CODES } from '@aula/shared';
import { sql } from 'kysely';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, refusalOf, signIn } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createLocalStorage } from '../storage/local-storage';
import type { Storage } from '../storage/storage';
import {
  api,
  createCourseOk,
  editView,
  referenceIds,
  simpleCourse,
  textLesson,
  updateBodyFrom,
  upload,
  writtenState,
  type ReferenceIds,
} from '../../test/course-save-fixtures';

/**
 * Faults injected from outside the production code: a storage driver that fails its Nth write,
 * and a database trigger that refuses one lesson. A failed save leaves the course as it was and
 * no file behind.
 */

let app: TestApp;
let refs: ReferenceIds;
let token: string;
/** The put that fails, counted from when it is set; 0 lets every put through. */
let failingPut = 0;
let puts = 0;

function failNthPut(n: number) {
  failingPut = n;
  puts = 0;
}
const stopFailing = () => {
  failingPut = 0;
};

function flakyStorage(dataDir: string): Storage {
  const local = createLocalStorage(join(dataDir, 'storage'));
  return {
    ...local,
    async put(key, body, contentType) {
      if (failingPut > 0 && ++puts === failingPut) {
        body.destroy();
        throw new Error('simulated storage failure: disk full');
      }
      return local.put(key, body, contentType);
    },
  };
}

const BROKEN_LESSON = 'Lección que rompe la base de datos';

beforeAll(async () => {
  app = await createTestApp({ storage: flakyStorage });
  refs = await referenceIds(app);
  const instructor = await createUser(app.deps, ROLE_CODES.instructor);
  token = (await signIn(app, instructor.email, instructor.password)).accessToken;
  const db = app.deps.db.kysely;
  await sql`CREATE FUNCTION refuse_broken_lesson() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN RAISE EXCEPTION 'simulated database failure'; END $$`.execute(db);
  await sql`CREATE TRIGGER refuse_broken_lesson BEFORE INSERT ON "Lessons" FOR EACH ROW
    WHEN (NEW.title = ${sql.lit(BROKEN_LESSON)}) EXECUTE FUNCTION refuse_broken_lesson()`.execute(db);
});
afterAll(() => app.close());

/** A saved course with a video lesson, and an update that replaces files, reorders and adds lessons. */
async function courseAndBigUpdate() {
  const courseId = await createCourseOk(
    app,
    token,
    await simpleCourse(app, token, refs, {
      modules: [
        {
          title: 'Primer módulo',
          lessons: [
            textLesson('Introducción'),
            {
              ...textLesson('Demostración', undefined, 1),
              contentType: LESSON_CONTENT_CODES.video,
              contentText: undefined,
              uploadId: await upload.lessonVideo(app, token),
            },
          ],
        },
        { title: 'Segundo módulo', lessons: [textLesson('Cierre')] },
      ],
    }),
  );
  const before = await editView(app, token, courseId);
  const body = updateBodyFrom(before);
  body.title = 'Título que no debería guardarse';
  body.thumbnailUploadId = await upload.thumbnail(app, token, 77);
  body.previewVideoUploadId = await upload.previewVideo(app, token);
  body.modules[0]!.lessons.reverse();
  body.modules[0]!.lessons[0]!.uploadId = await upload.lessonVideo(app, token);
  body.modules[0]!.lessons.push({
    ...textLesson('Video nuevo', undefined, 1),
    contentType: LESSON_CONTENT_CODES.video,
    contentText: undefined,
    uploadId: await upload.lessonVideo(app, token),
  });
  body.modules.pop();
  return { courseId, before, body };
}

describe('a save that fails half-way', () => {
  it('leaves the course and the storage as they were when storage fails on a later file', async () => {
    const { courseId, before, body } = await courseAndBigUpdate();
    const state = await writtenState(app);

    failNthPut(3); // thumbnail and preview video stored, then the first lesson video fails
    const response = await api.update(app, token, courseId, body);
    stopFailing();
    expect(response.status).toBe(500);
    expect((await refusalOf(response)).message).toBe(messages.common.unexpectedError);
    expect(puts).toBe(3);
    expect(await editView(app, token, courseId)).toEqual(before);
    expect(await writtenState(app)).toEqual(state);

    // The uploads are still staged: the same save goes through once storage works again.
    const retried = await api.update(app, token, courseId, body);
    expect(retried.status).toBe(200);
    const after = await editView(app, token, courseId);
    expect(after.title).toBe(body.title);
    expect(after.modules).toHaveLength(1);
  });

  it('creates nothing and keeps no file when storage fails while creating', async () => {
    const input = await simpleCourse(app, token, refs);
    const state = await writtenState(app);
    failNthPut(2);
    const response = await api.create(app, token, input);
    stopFailing();
    expect(response.status).toBe(500);
    expect(await writtenState(app)).toEqual(state);
  });

  it('leaves the course and the storage as they were when the database refuses a lesson', async () => {
    const { courseId, before, body } = await courseAndBigUpdate();
    body.modules[0]!.lessons.push(textLesson(BROKEN_LESSON));
    const state = await writtenState(app);

    const response = await api.update(app, token, courseId, body);
    expect(response.status).toBe(500);
    expect(await editView(app, token, courseId)).toEqual(before);
    expect(await writtenState(app)).toEqual(state);
  });

  it('creates nothing and keeps no file when the database refuses a lesson of a new course', async () => {
    const input = await simpleCourse(app, token, refs);
    input.modules[0]!.lessons.push({
      ...textLesson(BROKEN_LESSON),
      contentType: LESSON_CONTENT_CODES.pdf,
      contentText: undefined,
      uploadId: await upload.lessonPdf(app, token),
    });
    const state = await writtenState(app);
    const response = await api.create(app, token, input);
    expect(response.status).toBe(500);
    expect(await writtenState(app)).toEqual(state);
  });
});

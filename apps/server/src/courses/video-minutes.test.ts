import { LESSON_CONTENT_CODES, ROLE_CODES, type LessonInput } from '@aula/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, refusalOf, signIn } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  api,
  courseFields,
  createCourseOk,
  editView,
  referenceIds,
  updateBodyFrom,
  upload,
  type ReferenceIds,
} from '../../test/course-save-fixtures';

let app: TestApp;
let refs: ReferenceIds;
let token: string;

beforeAll(async () => {
  app = await createTestApp();
  refs = await referenceIds(app);
  const instructor = await createUser(app.deps, ROLE_CODES.instructor);
  token = (await signIn(app, instructor.email, instructor.password)).accessToken;
});
afterAll(() => app.close());

/** A course's fields with its cover and preview uploaded, as the form sends them. */
const courseWith = async (title: string, lesson: LessonInput) => ({
  ...courseFields(refs, title),
  thumbnailUploadId: await upload.thumbnail(app, token),
  previewVideoUploadId: await upload.previewVideo(app, token),
  modules: [{ title: 'Módulo', lessons: [lesson] }],
});

/** A lesson with the test video, whose file says it lasts 10 s. */
const videoLesson = async (minutes: number): Promise<LessonInput> => ({
  title: 'Video: la técnica',
  description: 'Fricción con solución alcohólica',
  estimatedDurationMinutes: minutes,
  contentType: LESSON_CONTENT_CODES.video,
  uploadId: await upload.lessonVideo(app, token),
});

const MINUTES_FIELD = 'modules.0.lessons.0.estimatedDurationMinutes';
const MISMATCH = 'El video dura 10 s: indica 1 minuto.';

describe("a video lesson's minutes", () => {
  it('are refused when they are not its file’s length rounded, under the minutes field, and nothing is saved', async () => {
    const before = await app.deps.db.kysely
      .selectFrom('Courses')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    const response = await api.create(
      app,
      token,
      await courseWith('Higiene de manos inventada', await videoLesson(10)),
    );
    expect(response.status).toBe(422);
    const answer = await refusalOf(response);
    expect(answer.message).toBe(MISMATCH);
    expect(answer.fields).toEqual({ [MINUTES_FIELD]: MISMATCH });
    const after = await app.deps.db.kysely
      .selectFrom('Courses')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    expect(after.count).toBe(before.count);
  });

  it('are accepted rounded, and stay tied to the stored file when the course is edited later', async () => {
    const courseId = await createCourseOk(
      app,
      token,
      await courseWith('Higiene de manos honesta', await videoLesson(1)),
    );
    const body = updateBodyFrom(await editView(app, token, courseId));
    body.modules[0]!.lessons[0]!.estimatedDurationMinutes = 12;
    const refused = await api.update(app, token, courseId, body);
    expect(refused.status).toBe(422);
    expect((await refusalOf(refused)).fields).toEqual({ [MINUTES_FIELD]: MISMATCH });

    // The edit view says how long the file is, for the form to show it.
    const view = await editView(app, token, courseId);
    expect(view.modules[0]!.lessons[0]).toMatchObject({ estimatedDurationMinutes: 1, videoSeconds: 10 });
  });
});

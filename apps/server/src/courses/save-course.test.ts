import {
  courseEditSchema,
  LESSON_CONTENT_CODES,
  messages,
  notificationListSchema,
  ROLE_CODES,
  savedCourseSchema,
  type CreateCourseInput,
} from '@aula/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, bodyOf, createUser, refusalOf, signIn, type TestUser } from '../../test/factories';
import { storedKeys } from '../../test/storage-inspection';
import { createTestApp, type TestApp } from '../../test/test-app';
import { uploadFile } from '../../test/upload-factory';
import {
  api,
  courseFields,
  createCourseOk,
  editView,
  keyOf,
  media,
  referenceIds,
  simpleCourse,
  textLesson,
  updateBodyFrom,
  upload,
  writtenState,
  type ReferenceIds,
} from '../../test/course-save-fixtures';

let app: TestApp;
let refs: ReferenceIds;
let instructor: TestUser;
let token: string;

beforeAll(async () => {
  app = await createTestApp();
  refs = await referenceIds(app);
  instructor = await createUser(app.deps, ROLE_CODES.instructor);
  token = (await signIn(app, instructor.email, instructor.password)).accessToken;
});
afterAll(() => app.close());

const XSS = '<script>alert(1)</script>';
const LINK = 'https://www.who.int/es/news-room/fact-sheets/detail/falls';
const signedFile = /^\/api\/files\/.+\?expires=\d+(&viewer=[0-9a-f-]{36})?&signature=[\w-]+$/;

async function download(url: string): Promise<Buffer> {
  const response = await app.request(url);
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

async function lessonRows(courseId: string) {
  return app.deps.db.kysely
    .selectFrom('Lessons as le')
    .innerJoin('Modules as m', 'm.id_module', 'le.id_module')
    .select([
      'le.id_lesson',
      'le.id_module',
      'le.title',
      'le.order_index',
      'le.content_url',
      'le.content_text',
      'le.is_published',
      'le.deleted_at',
    ])
    .where('m.id_course', '=', courseId)
    .execute();
}

async function moduleRows(courseId: string) {
  return app.deps.db.kysely
    .selectFrom('Modules')
    .select(['id_module', 'title', 'order_index', 'estimated_duration_minutes', 'is_published', 'deleted_at'])
    .where('id_course', '=', courseId)
    .execute();
}

describe('creating a course', () => {
  it('saves two modules with a lesson of each type and their files; the edit view shows exactly that', async () => {
    const before = await storedKeys(app.deps);
    const thumbnailUploadId = await upload.thumbnail(app, token);
    const previewVideoUploadId = await upload.previewVideo(app, token);
    const videoUploadId = await upload.lessonVideo(app, token);
    const pdfBytes = await media.pdf('Escala de Morse');
    const pdfUploadId = await uploadFile(app, token, 'lessonPdf', pdfBytes);
    const body: CreateCourseInput = {
      ...courseFields(refs),
      thumbnailUploadId,
      previewVideoUploadId,
      modules: [
        {
          title: 'Valoración del riesgo',
          description: 'Escalas y criterios',
          lessons: [
            {
              title: 'Video: la escala de Morse',
              description: 'Cómo aplicar la escala',
              // The test video's 10 s, rounded up: a video's minutes are its file's.
              estimatedDurationMinutes: 1,
              contentType: LESSON_CONTENT_CODES.video,
              uploadId: videoUploadId,
            },
            {
              title: 'Lectura: factores de riesgo',
              description: 'Factores intrínsecos y extrínsecos',
              estimatedDurationMinutes: 8,
              contentType: LESSON_CONTENT_CODES.text,
              contentText: XSS,
            },
          ],
        },
        {
          title: 'Prevención',
          lessons: [
            {
              title: 'Guía en PDF',
              description: 'Guía de bolsillo',
              estimatedDurationMinutes: 15,
              contentType: LESSON_CONTENT_CODES.pdf,
              uploadId: pdfUploadId,
            },
            {
              title: 'Recurso de la OMS',
              description: 'Nota descriptiva sobre caídas',
              estimatedDurationMinutes: 5,
              contentType: LESSON_CONTENT_CODES.externalLink,
              contentUrl: LINK,
            },
          ],
        },
      ],
    };

    const response = await api.create(app, token, body);
    expect(response.status).toBe(201);
    const saved = await bodyOf(response, savedCourseSchema);
    expect(saved).toEqual({ id: expect.any(String), message: messages.courses.saved });

    const edit = await bodyOf(await api.edit(app, token, saved.id), courseEditSchema);
    expect(edit).toEqual({
      id: saved.id,
      ...courseFields(refs),
      instructorId: instructor.profileId,
      thumbnailUrl: expect.stringMatching(signedFile),
      previewVideoUrl: expect.stringMatching(signedFile),
      modules: [
        {
          id: expect.any(String),
          title: 'Valoración del riesgo',
          description: 'Escalas y criterios',
          isPublished: false,
          lessons: [
            {
              id: expect.any(String),
              title: 'Video: la escala de Morse',
              description: 'Cómo aplicar la escala',
              // The test video's 10 s, rounded up: a video's minutes are its file's.
              estimatedDurationMinutes: 1,
              contentType: LESSON_CONTENT_CODES.video,
              contentText: null,
              contentUrl: null,
              fileUrl: expect.stringMatching(signedFile),
              videoSeconds: 10,
              isPublished: false,
            },
            {
              id: expect.any(String),
              title: 'Lectura: factores de riesgo',
              description: 'Factores intrínsecos y extrínsecos',
              estimatedDurationMinutes: 8,
              contentType: LESSON_CONTENT_CODES.text,
              contentText: XSS,
              contentUrl: null,
              fileUrl: null,
              videoSeconds: null,
              isPublished: false,
            },
          ],
        },
        {
          id: expect.any(String),
          title: 'Prevención',
          description: null,
          isPublished: false,
          lessons: [
            {
              id: expect.any(String),
              title: 'Guía en PDF',
              description: 'Guía de bolsillo',
              estimatedDurationMinutes: 15,
              contentType: LESSON_CONTENT_CODES.pdf,
              contentText: null,
              contentUrl: null,
              fileUrl: expect.stringMatching(signedFile),
              videoSeconds: null,
              isPublished: false,
            },
            {
              id: expect.any(String),
              title: 'Recurso de la OMS',
              description: 'Nota descriptiva sobre caídas',
              estimatedDurationMinutes: 5,
              contentType: LESSON_CONTENT_CODES.externalLink,
              contentText: null,
              contentUrl: LINK,
              fileUrl: null,
              videoSeconds: null,
              isPublished: false,
            },
          ],
        },
      ],
      images: {},
    });

    // The links serve the very bytes that were uploaded, from the folders of
    // docs/product/courses.md#storage-folders.
    expect((await download(edit.thumbnailUrl!)).equals(media.png())).toBe(true);
    expect((await download(edit.previewVideoUrl!)).equals(await media.mp4())).toBe(true);
    expect((await download(edit.modules[0].lessons[0].fileUrl!)).equals(await media.mp4())).toBe(true);
    expect((await download(edit.modules[1].lessons[0].fileUrl!)).equals(pdfBytes)).toBe(true);
    expect(keyOf(edit.thumbnailUrl!)).toMatch(/^images\/images_courses\//);
    expect(keyOf(edit.previewVideoUrl!)).toMatch(/^media\/videos\//);
    expect(keyOf(edit.modules[0].lessons[0].fileUrl!)).toMatch(/^media\/videos\//);
    expect(keyOf(edit.modules[1].lessons[0].fileUrl!)).toMatch(/^media\/documents\//);
    // Four files stored, and nothing else; the staged uploads are gone.
    const added = (await storedKeys(app.deps)).filter((key) => !before.includes(key));
    expect(added.sort()).toEqual(
      [
        edit.thumbnailUrl!,
        edit.previewVideoUrl!,
        edit.modules[0].lessons[0].fileUrl!,
        edit.modules[1].lessons[0].fileUrl!,
      ]
        .map(keyOf)
        .sort(),
    );
    for (const id of [thumbnailUploadId, previewVideoUploadId, videoUploadId, pdfUploadId]) {
      expect(await app.deps.uploadStaging.info(id)).toBeNull();
    }

    // Stored as docs/product/courses.md#modules-and-lessons says: dense order from 0, module minutes summed,
    // text verbatim.
    const modules = await moduleRows(saved.id);
    expect(modules.map((m) => [m.title, m.order_index, m.estimated_duration_minutes]).sort()).toEqual([
      ['Prevención', 1, 20],
      ['Valoración del riesgo', 0, 1 + 8],
    ]);
    const lessons = await lessonRows(saved.id);
    expect(lessons.map((l) => l.order_index).sort()).toEqual([0, 0, 1, 1]);
    const text = lessons.find((l) => l.title === 'Lectura: factores de riesgo')!;
    expect(text).toMatchObject({ content_text: XSS, content_url: null });
    expect(lessons.find((l) => l.title === 'Recurso de la OMS')).toMatchObject({
      content_url: LINK,
      content_text: null,
    });
  });

  it('answers each form rule with its Spanish message and writes nothing', async () => {
    const valid = await simpleCourse(app, token, refs);
    const before = await writtenState(app);
    const refusals: Array<[Partial<CreateCourseInput> | Record<string, unknown>, string, string]> = [
      [{ title: undefined }, 'title', 'El título es obligatorio.'],
      [
        { shortDescription: 'x'.repeat(121) },
        'shortDescription',
        messages.courses.form.shortDescriptionTooLong,
      ],
      [{ modules: [] }, 'modules', messages.courses.needsModuleAndLesson],
      [
        { modules: [{ title: 'Sin lecciones', lessons: [] }] },
        'modules',
        messages.courses.needsModuleAndLesson,
      ],
      [
        {
          modules: [
            {
              title: 'Enlaces',
              lessons: [
                {
                  ...textLesson('Enlace peligroso'),
                  contentType: LESSON_CONTENT_CODES.externalLink,
                  contentUrl: 'javascript:alert(1)',
                },
              ],
            },
          ],
        },
        'modules.0.lessons.0.contentUrl',
        messages.courses.form.urlInvalid,
      ],
      [{ specialtyId: refs.foreignSpecialtyId }, 'specialtyId', messages.courses.form.specialtyNotInIndustry],
      [{ coinId: crypto.randomUUID() }, 'coinId', messages.courses.form.referenceInvalid],
    ];
    for (const [change, field, message] of refusals) {
      const response = await api.create(app, token, { ...valid, ...change });
      expect(response.status, field).toBe(422);
      const body = await refusalOf(response);
      expect(body.fields?.[field], field).toBe(message);
      expect(body.message, field).toBe(message);
    }
    expect(await writtenState(app)).toEqual(before);
    // The uploads were not used, so they are still there for the corrected form.
    expect(await app.deps.uploadStaging.info(valid.thumbnailUploadId)).not.toBeNull();
  });

  it('refuses a video lesson without its file, and an upload of the wrong kind, under their fields', async () => {
    const valid = await simpleCourse(app, token, refs);
    const before = await writtenState(app);
    const noFile = await api.create(app, token, {
      ...valid,
      modules: [
        {
          title: 'Videos',
          lessons: [
            { ...textLesson('Sin archivo'), contentType: LESSON_CONTENT_CODES.video, contentText: undefined },
          ],
        },
      ],
    });
    expect(noFile.status).toBe(422);
    expect((await refusalOf(noFile)).fields?.['modules.0.lessons.0.uploadId']).toBe(
      messages.uploads.lessonFileRequired,
    );

    // The preview video's upload named as the thumbnail: refused, and the other file is not kept.
    const swapped = await api.create(app, token, { ...valid, previewVideoUploadId: valid.thumbnailUploadId });
    expect(swapped.status).toBe(422);
    expect((await refusalOf(swapped)).fields?.previewVideoUploadId).toBe(messages.uploads.wrongKind);
    expect(await writtenState(app)).toEqual(before);
  });
});

describe('updating a course', () => {
  let courseId: string;
  let original: Awaited<ReturnType<typeof editView>>;

  beforeAll(async () => {
    courseId = await createCourseOk(app, token, {
      ...courseFields(refs, 'Higiene de manos en la UCI'),
      thumbnailUploadId: await upload.thumbnail(app, token, 10),
      previewVideoUploadId: await upload.previewVideo(app, token),
      modules: [
        {
          title: 'Fundamentos',
          description: 'Los cinco momentos',
          lessons: [
            textLesson('Los cinco momentos', 'Antes del contacto con el paciente…', 10),
            {
              title: 'Técnica en video',
              description: 'Fricción con solución alcohólica',
              estimatedDurationMinutes: 1,
              contentType: LESSON_CONTENT_CODES.video,
              uploadId: await upload.lessonVideo(app, token),
            },
          ],
        },
        {
          title: 'Auditoría',
          lessons: [
            {
              title: 'Formulario de observación',
              description: 'Formulario de la OMS',
              estimatedDurationMinutes: 4,
              contentType: LESSON_CONTENT_CODES.pdf,
              uploadId: await upload.lessonPdf(app, token, 'Formulario'),
            },
            {
              title: 'Manual técnico',
              description: 'Manual de referencia',
              estimatedDurationMinutes: 3,
              contentType: LESSON_CONTENT_CODES.externalLink,
              contentUrl: LINK,
            },
          ],
        },
      ],
    });
    original = await editView(app, token, courseId);
  });

  it('reorders, moves and adds lessons, removes a module (soft) and replaces the thumbnail', async () => {
    const [fundamentals, audit] = original.modules;
    const [moments, technique] = fundamentals.lessons;
    const [form, manual] = audit.lessons;
    const body = updateBodyFrom(original);
    const newThumbnail = await upload.thumbnail(app, token, 200);
    body.thumbnailUploadId = newThumbnail;
    body.modules = [
      {
        ...body.modules[0]!,
        lessons: [
          body.modules[0]!.lessons[1]!, // técnica first
          body.modules[1]!.lessons[1]!, // the manual moves here from the removed module
          body.modules[0]!.lessons[0]!,
          textLesson('Errores frecuentes', 'Uñas largas, anillos…', 7),
        ],
      },
    ];

    const response = await api.update(app, token, courseId, body);
    expect(response.status).toBe(200);
    expect(await bodyOf(response, savedCourseSchema)).toEqual({
      id: courseId,
      message: messages.courses.updated,
    });

    const edit = await editView(app, token, courseId);
    expect(edit).toEqual({
      ...original,
      thumbnailUrl: expect.any(String),
      modules: [
        {
          ...fundamentals,
          lessons: [
            technique,
            manual,
            moments,
            {
              id: expect.any(String),
              title: 'Errores frecuentes',
              description: 'Descripción de Errores frecuentes',
              estimatedDurationMinutes: 7,
              contentType: LESSON_CONTENT_CODES.text,
              contentText: 'Uñas largas, anillos…',
              contentUrl: null,
              fileUrl: null,
              videoSeconds: null,
              isPublished: false,
            },
          ],
        },
      ],
      images: {},
    });

    // Dense order from 0; the removed module and its lesson stay as history with deleted_at.
    const modules = await moduleRows(courseId);
    expect(modules.find((m) => m.id_module === fundamentals.id)).toMatchObject({
      order_index: 0,
      estimated_duration_minutes: 1 + 3 + 10 + 7,
      deleted_at: null,
    });
    expect(modules.find((m) => m.id_module === audit.id)!.deleted_at).toBeInstanceOf(Date);
    const lessons = await lessonRows(courseId);
    const live = lessons.filter((l) => l.deleted_at === null).sort((a, b) => a.order_index - b.order_index);
    expect(live.map((l) => [l.title, l.order_index, l.id_module])).toEqual([
      ['Técnica en video', 0, fundamentals.id],
      ['Manual técnico', 1, fundamentals.id],
      ['Los cinco momentos', 2, fundamentals.id],
      ['Errores frecuentes', 3, fundamentals.id],
    ]);
    expect(lessons.find((l) => l.id_lesson === form.id)!.deleted_at).toBeInstanceOf(Date);

    // The old cover is gone from storage, the new one serves; the removed lesson keeps its file.
    expect(edit.thumbnailUrl).not.toBe(original.thumbnailUrl);
    const files = await storedKeys(app.deps);
    expect(files).not.toContain(keyOf(original.thumbnailUrl!));
    expect(files).toContain(keyOf(edit.thumbnailUrl!));
    expect(files).toContain(keyOf(form.fileUrl!));
    expect(files).toContain(keyOf(original.previewVideoUrl!));
    const signed = await bodyOf(await api.edit(app, token, courseId), courseEditSchema);
    expect((await download(signed.thumbnailUrl!)).equals(media.png(200))).toBe(true);
    expect(await app.deps.uploadStaging.info(newThumbnail)).toBeNull();
    original = edit;
  });

  it('replaces a lesson file and removes the old one; a changed type needs a new file', async () => {
    const body = updateBodyFrom(original);
    const video = original.modules[0].lessons[0];
    expect(video.contentType).toBe(LESSON_CONTENT_CODES.video);

    // Video → PDF without an upload: the stored video is no PDF.
    body.modules[0]!.lessons[0]!.contentType = LESSON_CONTENT_CODES.pdf;
    const refused = await api.update(app, token, courseId, body);
    expect(refused.status).toBe(422);
    expect((await refusalOf(refused)).fields?.['modules.0.lessons.0.uploadId']).toBe(
      messages.uploads.lessonFileRequired,
    );
    expect(await editView(app, token, courseId)).toEqual(original);

    body.modules[0]!.lessons[0]!.uploadId = await upload.lessonPdf(app, token, 'Nueva versión');
    expect((await api.update(app, token, courseId, body)).status).toBe(200);
    const edit = await editView(app, token, courseId);
    expect(edit.modules[0].lessons[0]).toMatchObject({ id: video.id, contentType: LESSON_CONTENT_CODES.pdf });
    expect(keyOf(edit.modules[0].lessons[0].fileUrl!)).toMatch(/^media\/documents\//);
    expect(await storedKeys(app.deps)).not.toContain(keyOf(video.fileUrl!));
    original = edit;
  });

  it('refuses a stale or foreign lesson id with 422 and changes nothing', async () => {
    const otherCourse = await createCourseOk(app, token, await simpleCourse(app, token, refs));
    const foreignLesson = (await editView(app, token, otherCourse)).modules[0].lessons[0].id;
    const before = await writtenState(app);
    for (const id of [foreignLesson, crypto.randomUUID()]) {
      const body = updateBodyFrom(original);
      body.title = 'No debería guardarse';
      body.thumbnailUploadId = await upload.thumbnail(app, token, 99);
      body.modules[0]!.lessons[1]!.id = id;
      const response = await api.update(app, token, courseId, body);
      expect(response.status).toBe(422);
      const answer = await refusalOf(response);
      expect(answer.message).toBe(messages.courses.form.staleItem);
      expect(answer.fields?.['modules.0.lessons.1.id']).toBe(messages.courses.form.staleItem);
    }
    expect(await editView(app, token, courseId)).toEqual(original);
    expect(await writtenState(app)).toEqual(before);
  });

  it('gives modules and lessons the course state, and publish/unpublish carries them along', async () => {
    const body = updateBodyFrom(original);
    body.isPublished = true;
    expect((await api.update(app, token, courseId, body)).status).toBe(200);
    const published = await editView(app, token, courseId);
    const states = (view: typeof published) =>
      view.modules.flatMap((m: { isPublished: boolean; lessons: Array<{ isPublished: boolean }> }) => [
        m.isPublished,
        ...m.lessons.map((l) => l.isPublished),
      ]);
    expect(states(published).every(Boolean)).toBe(true);

    expect((await api.unpublish(app, token, courseId)).status).toBe(200);
    const withdrawn = await editView(app, token, courseId);
    expect(withdrawn.isPublished).toBe(false);
    expect(states(withdrawn).some(Boolean)).toBe(false);
    // A soft-deleted lesson keeps the state it had when it was removed.
    const history = (await lessonRows(courseId)).filter((l) => l.deleted_at !== null);
    expect(history.every((l) => l.is_published === false)).toBe(true);

    expect((await api.publish(app, token, courseId)).status).toBe(200);
    expect(states(await editView(app, token, courseId)).every(Boolean)).toBe(true);
    original = await editView(app, token, courseId);
  });
});

describe('new-lesson notifications', () => {
  let student: TestUser;
  let studentToken: string;
  let bystanderToken: string;

  beforeAll(async () => {
    student = await createUser(app.deps, ROLE_CODES.student);
    studentToken = (await signIn(app, student.email, student.password)).accessToken;
    const bystander = await createUser(app.deps, ROLE_CODES.student);
    bystanderToken = (await signIn(app, bystander.email, bystander.password)).accessToken;
  });

  const enroll = (courseId: string, profileId: string) =>
    app.deps.db.kysely
      .insertInto('Enrollments')
      .values({ id_course: courseId, id_profile: profileId })
      .execute();
  const notificationsOf = async (accessToken: string) =>
    (
      await bodyOf(
        await app.request('/api/notifications', { headers: bearer(accessToken) }),
        notificationListSchema,
      )
    ).notifications;

  it('sends an enrolled student exactly one notification when a published course gains lessons', async () => {
    const title = 'Bioseguridad en el laboratorio';
    const courseId = await createCourseOk(
      app,
      token,
      await simpleCourse(app, token, refs, { ...courseFields(refs, title), isPublished: true }),
    );
    await enroll(courseId, student.profileId);
    const body = updateBodyFrom(await editView(app, token, courseId));
    body.modules[0]!.lessons.push(textLesson('Residuos biológicos'), textLesson('Derrames'));
    expect((await api.update(app, token, courseId, body)).status).toBe(200);

    expect(await notificationsOf(studentToken)).toEqual([
      expect.objectContaining({
        type: 'info',
        title: messages.courses.newLessonNotification.title,
        message: messages.courses.newLessonNotification.messageSeveral(title, 2),
        actionUrl: `/dashboard/courses/watch/${courseId}`,
        actionLabel: messages.courses.newLessonNotification.action,
        read: false,
      }),
    ]);
    expect(await notificationsOf(bystanderToken)).toEqual([]);

    // One more lesson: one more notification, naming it. Saving without new lessons: none.
    const again = updateBodyFrom(await editView(app, token, courseId));
    again.modules[0]!.lessons.push(textLesson('Exposición accidental'));
    expect((await api.update(app, token, courseId, again)).status).toBe(200);
    const reordered = updateBodyFrom(await editView(app, token, courseId));
    reordered.modules[0]!.lessons.reverse();
    expect((await api.update(app, token, courseId, reordered)).status).toBe(200);
    const received = await notificationsOf(studentToken);
    expect(received).toHaveLength(2);
    expect(received[0].message).toBe(
      messages.courses.newLessonNotification.message(title, 'Exposición accidental'),
    );
  });

  it('sends nothing for a draft, nor to an enrollment that was cancelled', async () => {
    const draftId = await createCourseOk(app, token, await simpleCourse(app, token, refs));
    await enroll(draftId, student.profileId);
    const before = (await notificationsOf(studentToken)).length;
    const body = updateBodyFrom(await editView(app, token, draftId));
    body.modules[0]!.lessons.push(textLesson('Borrador nuevo'));
    expect((await api.update(app, token, draftId, body)).status).toBe(200);
    expect(await notificationsOf(studentToken)).toHaveLength(before);

    const publishedId = await createCourseOk(
      app,
      token,
      await simpleCourse(app, token, refs, { isPublished: true }),
    );
    await enroll(publishedId, student.profileId);
    await app.deps.db.kysely
      .updateTable('Enrollments')
      .set({ deleted_at: new Date() })
      .where('id_course', '=', publishedId)
      .execute();
    const published = updateBodyFrom(await editView(app, token, publishedId));
    published.modules[0]!.lessons.push(textLesson('Sin destinatarios'));
    expect((await api.update(app, token, publishedId, published)).status).toBe(200);
    expect(await notificationsOf(studentToken)).toHaveLength(before);
  });
});

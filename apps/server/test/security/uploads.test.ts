import {
  courseDetailSchema,
  coursePlayerSchema,
  currentUserSchema,
  LESSON_CONTENT_CODES,
  messages,
  ROLE_CODES,
  UPLOAD_RULES,
  type UploadKind,
} from '@aula/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  courseFields,
  createCourseOk,
  editView,
  keyOf,
  media,
  referenceIds,
  textLesson,
  updateBodyFrom,
  upload,
  type ReferenceIds,
} from '../course-save-fixtures';
import { bearer, bodyOf, type Person, refusalOf, sendJson, signedInPerson } from '../factories';
import { createTestApp, type TestApp } from '../test-app';
import { createUpload, sendChunk, uploadIdOf } from '../upload-factory';
import { expectSpanishError, filesUnder, fingerprint, signedLink } from './security-fixtures';

/**
 * Issue 8, security suite: files. What a browser could run (HTML, SVG, script, PHP) never gets
 * in under an image, video or document name; where a file lands is the server's choice, not the
 * uploader's; downloads cannot be sniffed into something else or saved under a hostile name;
 * and lesson media are linked only for lessons a person may open.
 */
let app: TestApp;
let refs: ReferenceIds;
let instructor: Person;
let learner: Person;
let outsider: Person;

beforeAll(async () => {
  app = await createTestApp();
  refs = await referenceIds(app);
  instructor = await signedInPerson(app, ROLE_CODES.instructor);
  learner = await signedInPerson(app, ROLE_CODES.student);
  outsider = await signedInPerson(app, ROLE_CODES.student);
});
afterAll(() => app.close());

const text = (value: string) => Buffer.from(value, 'utf8');
const HTML = text('<!doctype html><html><body><script>fetch("/api/auth/me")</script></body></html>');
const SVG = text(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(document.domain)"><script>alert(1)</script></svg>',
);
const PHP = text('<?php system($_GET["c"]); ?>');
/** Valid GIF and valid JavaScript at once: the classic way past a check of the first bytes. */
const GIF_SCRIPT = text('GIF89a/*\x01\x00\x01\x00\x00\x00\x00*/=alert(document.cookie);');
/** A page that a browser would render, with a real PNG appended for a lax image check. */
const HTML_THEN_PNG = Buffer.concat([HTML, media.png()]);

const DISGUISES: Array<[string, UploadKind, Buffer, string]> = [
  ['an HTML page named as a PNG', 'thumbnail', HTML, 'portada.png'],
  ['an SVG image with script', 'thumbnail', SVG, 'portada.svg'],
  ['a PHP script named as an image', 'thumbnail', PHP, 'shell.php.png'],
  ['a GIF that is also JavaScript', 'thumbnail', GIF_SCRIPT, 'portada.gif'],
  ['an HTML page with a PNG appended', 'thumbnail', HTML_THEN_PNG, 'portada.png'],
  ['a PHP script named as a video', 'previewVideo', PHP, 'video.php.mp4'],
  ['an HTML page named as a lesson video', 'lessonVideo', HTML, 'clase.mp4'],
  ['an HTML page named as a PDF', 'lessonPdf', HTML, 'guia.pdf'],
];

describe('disguised files', () => {
  it.each(DISGUISES)('refuses %s, and keeps nothing of it', async (_what, kind, bytes, filename) => {
    const before = await fingerprint(app);
    const created = await createUpload(app, instructor.token, kind, bytes.length, filename);
    expect(created.status).toBe(201);
    const id = uploadIdOf(created);
    const refused = await sendChunk(app, instructor.token, id, 0, bytes);
    expect(refused.status).toBe(415);
    expect((await refusalOf(refused)).message).toBe(UPLOAD_RULES[kind].wrongTypeMessage);
    const gone = await app.request(`/api/uploads/${id}`, {
      method: 'HEAD',
      headers: { 'tus-resumable': '1.0.0', ...bearer(instructor.token) },
    });
    expect(gone.status).toBe(404);
    expect(await fingerprint(app)).toEqual(before);
  });

  it.each([
    ['a PHP script', PHP, 'image/jpeg', 'foto.php'],
    ['an SVG image', SVG, 'image/svg+xml', 'foto.svg'],
    ['an HTML page', HTML, 'image/png', 'foto.png'],
  ])(
    'refuses %s as a profile photo, whatever its name and declared type',
    async (_what, bytes, type, name) => {
      const before = await fingerprint(app);
      const form = new FormData();
      for (const [field, value] of Object.entries({ names: 'Rosa', lastNames: 'Prueba Díaz', phone: '' }))
        form.append(field, value);
      form.append('image', new Blob([bytes], { type }), name);
      const response = await app.request('/api/account/profile', {
        method: 'PATCH',
        headers: bearer(outsider.token),
        body: form,
      });
      expect(response.status).toBe(415);
      expect((await refusalOf(response)).message).toBe(messages.signUp.imageWrongType);
      expect(await fingerprint(app)).toEqual(before);
    },
  );
});

/** A stored key as the server makes them: bucket, folder, a timestamp and a random id, its own extension. */
const SERVER_KEY =
  /^(images|media)\/[a-z_]+\/\d{13}-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|mp4|pdf)$/;

async function expectSafeDownload(url: string, contentType: string) {
  const response = await app.request(url);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe(contentType);
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  const key = keyOf(url);
  expect(key).toMatch(SERVER_KEY);
  expect(response.headers.get('content-disposition')).toBe(`inline; filename="${key.split('/').pop()}"`);
  return Buffer.from(await response.arrayBuffer());
}

describe('where files land', () => {
  it('stores an image carrying PHP under a key of the server’s making, whatever the uploader named it', async () => {
    // A real PNG with a script after its end: valid as an image, so it is accepted, and inert.
    const image = Buffer.concat([media.png(), PHP]);
    const created = await createUpload(
      app,
      instructor.token,
      'thumbnail',
      image.length,
      '../../../../shell.php',
    );
    const id = uploadIdOf(created);
    expect((await sendChunk(app, instructor.token, id, 0, image)).status).toBe(204);
    const courseId = await createCourseOk(app, instructor.token, {
      ...courseFields(refs, 'Curso con portada subida'),
      thumbnailUploadId: id,
      previewVideoUploadId: await upload.previewVideo(app, instructor.token),
      modules: [{ title: 'Módulo', lessons: [textLesson('Lección')] }],
    });

    const { thumbnailUrl } = await bodyOf(
      await sendJson(app, 'GET', `/api/courses/${courseId}`, instructor.token),
      courseDetailSchema,
    );
    const served = await expectSafeDownload(thumbnailUrl!, 'image/png');
    expect(keyOf(thumbnailUrl!)).toMatch(/^images\/images_courses\//);
    expect(served.equals(image)).toBe(true);
    // Nothing was written outside the store, and nothing in it bears the uploader's name.
    const files = await filesUnder(app.deps.config.dataDir);
    expect(files.filter((file) => !file.startsWith('storage/'))).toEqual([]);
    expect(files.filter((file) => /shell|php|\.\./.test(file))).toEqual([]);
  });

  it('does the same for a profile photo sent with a climbing file name', async () => {
    const form = new FormData();
    for (const [field, value] of Object.entries({ names: 'Rosa', lastNames: 'Prueba Díaz', phone: '' }))
      form.append(field, value);
    form.append('image', new Blob([media.png()], { type: 'text/html' }), '../../../secrets.json');
    const response = await app.request('/api/account/profile', {
      method: 'PATCH',
      headers: bearer(outsider.token),
      body: form,
    });
    expect(response.status).toBe(200);
    const { urlImage } = await bodyOf(response, currentUserSchema);
    expect(keyOf(urlImage!)).toMatch(/^images\/images_profiles\//);
    await expectSafeDownload(urlImage!, 'image/png');
    expect((await filesUnder(app.deps.config.dataDir)).filter((file) => /secrets|\.\./.test(file))).toEqual(
      [],
    );
  });

  it('serves nothing through a path that climbs out of the store, or without a valid signature', async () => {
    for (const path of [
      '/api/files/..%2F..%2F..%2Fetc%2Fpasswd',
      '/api/files/images/..%2F..%2Fsecrets.json',
      '/api/files/media/videos/..%2F..%2F..%2Fpackage.json',
    ]) {
      const response = await app.request(path);
      expect(response.status, path).toBe(404);
      await expectSpanishError(response, path);
    }
    const url = signedLink(app, (await storedThumbnailKey())!);
    const unsigned = await app.request(url.split('?')[0]!);
    expect(unsigned.status).toBe(403);
    expect((await refusalOf(unsigned)).message).toBe(messages.files.linkInvalid);
  });
});

async function storedThumbnailKey() {
  const row = await app.deps.db.kysely
    .selectFrom('Courses')
    .select('thumbnail_url')
    .where('thumbnail_url', 'is not', null)
    .executeTakeFirstOrThrow();
  return row.thumbnail_url;
}

describe('downloads', () => {
  it('send every kind of file with its own type, nosniff and a file name of the server’s making', async () => {
    const courseId = await courseWithMedia('Curso con todos los archivos');
    const player = await bodyOf(
      await sendJson(app, 'GET', `/api/courses/${courseId}/player`, instructor.token),
      coursePlayerSchema,
    );
    const [video, pdf] = player.modules[0].lessons;
    await expectSafeDownload(video.mediaUrl!, 'video/mp4');
    await expectSafeDownload(pdf.mediaUrl!, 'application/pdf');
    const detail = await bodyOf(
      await sendJson(app, 'GET', `/api/courses/${courseId}`, instructor.token),
      courseDetailSchema,
    );
    await expectSafeDownload(detail.previewVideoUrl!, 'video/mp4');
  });
});

/** A published free course of the instructor: a video lesson, a PDF lesson and a text lesson. */
async function courseWithMedia(title: string): Promise<string> {
  return createCourseOk(app, instructor.token, {
    ...courseFields(refs, title),
    price: 0,
    isPublished: true,
    thumbnailUploadId: await upload.thumbnail(app, instructor.token),
    previewVideoUploadId: await upload.previewVideo(app, instructor.token),
    modules: [
      {
        title: 'Módulo',
        lessons: [
          {
            title: 'Video',
            description: 'La técnica',
            estimatedDurationMinutes: 1,
            contentType: LESSON_CONTENT_CODES.video,
            uploadId: await upload.lessonVideo(app, instructor.token),
          },
          {
            title: 'Guía',
            description: 'La guía',
            estimatedDurationMinutes: 5,
            contentType: LESSON_CONTENT_CODES.pdf,
            uploadId: await upload.lessonPdf(app, instructor.token),
          },
          textLesson('Lectura'),
        ],
      },
    ],
  });
}

/** The storage keys of a course's lesson files, as stored. */
async function lessonKeys(courseId: string): Promise<string[]> {
  const rows = await app.deps.db.kysely
    .selectFrom('Lessons as le')
    .innerJoin('Modules as m', 'm.id_module', 'le.id_module')
    .select('le.content_url')
    .where('m.id_course', '=', courseId)
    .where('le.content_url', 'like', 'media/%')
    // In the course's order (video first): without it PostgreSQL may answer in index order.
    .orderBy('m.order_index')
    .orderBy('le.order_index')
    .execute();
  return rows.map((row) => row.content_url!);
}

/** Everything `person` can read about a course and their learning, as one text to search in. */
async function everythingVisibleTo(person: Person, courseId: string): Promise<string> {
  const paths = [
    `/api/courses/${courseId}`,
    `/api/courses/${courseId}/player`,
    '/api/courses',
    '/api/enrollments',
    '/api/learning/progress',
    '/api/dashboard/student',
  ];
  const bodies = await Promise.all(
    paths.map(async (path) => (await app.request(path, { headers: bearer(person.token) })).text()),
  );
  return bodies.join('\n');
}

/** The random part of a key, which any link to it (signed or not, escaped or not) contains. */
const idOf = (key: string) => /[0-9a-f-]{36}/.exec(key)![0];

describe('links to lesson media', () => {
  it('are issued to the course’s students and not to other students', async () => {
    const courseId = await courseWithMedia('Curso publicado');
    const keys = await lessonKeys(courseId);
    expect(keys).toHaveLength(2);
    expect((await sendJson(app, 'POST', `/api/courses/${courseId}/enrollment`, learner.token)).status).toBe(
      201,
    );

    const learnerSees = await everythingVisibleTo(learner, courseId);
    const outsiderSees = await everythingVisibleTo(outsider, courseId);
    for (const key of keys) {
      expect(learnerSees).toContain(idOf(key));
      expect(outsiderSees).not.toContain(idOf(key));
    }
  });

  it('are not issued for an unpublished course, except to whoever manages it', async () => {
    const courseId = await courseWithMedia('Curso retirado');
    expect((await sendJson(app, 'POST', `/api/courses/${courseId}/unpublish`, instructor.token)).status).toBe(
      200,
    );
    const keys = await lessonKeys(courseId);
    const outsiderSees = await everythingVisibleTo(outsider, courseId);
    const instructorSees = await everythingVisibleTo(instructor, courseId);
    for (const key of keys) {
      expect(outsiderSees).not.toContain(idOf(key));
      expect(instructorSees).toContain(idOf(key));
    }
  });

  it('stop for a lesson removed from the course, even for its enrolled students', async () => {
    const courseId = await courseWithMedia('Curso que pierde una lección');
    expect((await sendJson(app, 'POST', `/api/courses/${courseId}/enrollment`, learner.token)).status).toBe(
      201,
    );
    const [videoKey, pdfKey] = await lessonKeys(courseId);
    const view = await editView(app, instructor.token, courseId);
    const body = updateBodyFrom(view);
    body.modules[0]!.lessons = body.modules[0]!.lessons.filter(
      (lesson) => lesson.contentType !== LESSON_CONTENT_CODES.video,
    );
    expect((await sendJson(app, 'PUT', `/api/courses/${courseId}`, instructor.token, body)).status).toBe(200);

    for (const person of [learner, instructor]) {
      const sees = await everythingVisibleTo(person, courseId);
      expect(sees).not.toContain(idOf(videoKey!));
      expect(sees).toContain(idOf(pdfKey!));
    }
  });

  it('stop for a deleted course, even for its enrolled students', async () => {
    const courseId = await courseWithMedia('Curso eliminado');
    expect((await sendJson(app, 'POST', `/api/courses/${courseId}/enrollment`, learner.token)).status).toBe(
      201,
    );
    const keys = await lessonKeys(courseId);
    expect((await sendJson(app, 'DELETE', `/api/courses/${courseId}`, instructor.token)).status).toBe(200);

    expect((await sendJson(app, 'GET', `/api/courses/${courseId}/player`, learner.token)).status).toBe(404);
    const learnerSees = await everythingVisibleTo(learner, courseId);
    for (const key of keys) expect(learnerSees).not.toContain(idOf(key));
  });
});

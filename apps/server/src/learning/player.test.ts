import {
  courseDetailSchema,
  coursePlayerSchema,
  LESSON_CONTENT_CODES,
  messages,
  RESUME_POSITION_MAX_SECONDS,
  ROLE_CODES,
} from '@aula/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media, referenceIds, withoutSignatures, type ReferenceIds } from '../../test/course-save-fixtures';
import { bodyOf, refusalOf } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { manualClock } from '../time/clock';
import {
  createLearningCourse,
  enrollOk,
  EXTERNAL_LINK,
  learningApi,
  lessonsOfEveryKind,
  TEXT_CONTENT,
  type BuiltCourse,
} from '../../test/learning-fixtures';
import { signedInPerson, type Person } from '../../test/factories';

let app: TestApp;
let refs: ReferenceIds;
let instructor: Person;
let student: Person;
let outsider: Person;
let admin: Person;
let otherInstructor: Person;
let course: BuiltCourse;

beforeAll(async () => {
  app = await createTestApp();
  refs = await referenceIds(app);
  [instructor, student, outsider, admin, otherInstructor] = await Promise.all([
    signedInPerson(app, ROLE_CODES.instructor),
    signedInPerson(app),
    signedInPerson(app),
    signedInPerson(app, ROLE_CODES.admin),
    signedInPerson(app, ROLE_CODES.instructor),
  ]);
  course = await createLearningCourse(app, instructor.token, refs, {
    title: 'Prevención de caídas',
    lessons: await lessonsOfEveryKind(app, instructor.token),
  });
  await enrollOk(app, student.token, course.id);
});
afterAll(() => app.close());

const player = async (token: string, courseId = course.id) => {
  const response = await learningApi.player(app, token, courseId);
  expect(response.status).toBe(200);
  return bodyOf(response, coursePlayerSchema);
};
// Course content is signed for the person it is shown to (files/media-access.ts).
const signedMedia = /^\/api\/files\/media\/.+\?expires=\d+&viewer=[0-9a-f-]{36}&signature=[\w-]+$/;

describe('the player for an enrolled student', () => {
  it('gives the outline in order with each lesson’s content in the field of its type', async () => {
    const body = await player(student.token);
    expect(body).toEqual({
      course: {
        id: course.id,
        title: 'Prevención de caídas',
        instructor: { names: 'Rosa', lastNames: 'Prueba Díaz' },
      },
      review: false,
      progress: 0,
      completedAt: null,
      lastLessonId: null,
      modules: [
        {
          id: expect.any(String),
          title: 'Primer módulo',
          description: null,
          lessons: [
            expect.objectContaining({
              id: course.lessonIds[0],
              title: 'Video: la escala de Morse',
              contentType: LESSON_CONTENT_CODES.video,
              estimatedDurationMinutes: 1,
              completed: false,
              positionSeconds: 0,
              contentText: null,
              contentUrl: null,
              mediaUrl: expect.stringMatching(signedMedia),
            }),
            expect.objectContaining({
              id: course.lessonIds[1],
              contentType: LESSON_CONTENT_CODES.pdf,
              contentText: null,
              contentUrl: null,
              mediaUrl: expect.stringMatching(signedMedia),
            }),
          ],
        },
        {
          id: expect.any(String),
          title: 'Segundo módulo',
          description: null,
          lessons: [
            expect.objectContaining({
              id: course.lessonIds[2],
              contentType: LESSON_CONTENT_CODES.text,
              contentText: TEXT_CONTENT,
              contentUrl: null,
              mediaUrl: null,
            }),
            expect.objectContaining({
              id: course.lessonIds[3],
              contentType: LESSON_CONTENT_CODES.externalLink,
              contentText: null,
              contentUrl: EXTERNAL_LINK,
              mediaUrl: null,
            }),
          ],
        },
      ],
      images: {},
    });
  });

  it('hands out media links that serve the real files, with byte ranges for seeking', async () => {
    const [video, pdf] = (await player(student.token)).modules[0].lessons;
    const expectedVideo = await media.mp4();

    const full = await app.request(video.mediaUrl!);
    expect(full.status).toBe(200);
    expect(full.headers.get('content-type')).toBe('video/mp4');
    expect(Buffer.from(await full.arrayBuffer()).equals(expectedVideo)).toBe(true);

    const part = await app.request(video.mediaUrl!, { headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${expectedVideo.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(expectedVideo.subarray(100, 200))).toBe(true);

    const document = await app.request(pdf.mediaUrl!);
    expect(document.status).toBe(200);
    expect(document.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await document.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });
});

describe('who may open the player', () => {
  it('refuses a signed-in student who is not enrolled with 403, and leaks nothing of the lessons', async () => {
    const response = await learningApi.player(app, outsider.token, course.id);
    expect(response.status).toBe(403);
    const body = await refusalOf(response);
    expect(body).toEqual({ message: messages.learning.notEnrolled, code: 'forbidden' });
  });

  it('refuses another instructor with 403 and anonymous callers with 401', async () => {
    expect((await learningApi.player(app, otherInstructor.token, course.id)).status).toBe(403);
    expect((await learningApi.player(app, undefined, course.id)).status).toBe(401);
  });

  it('answers 404 for a draft to anyone but its instructor and admins', async () => {
    const draft = await createLearningCourse(app, instructor.token, refs, { published: false });
    const response = await learningApi.player(app, outsider.token, draft.id);
    expect(response.status).toBe(404);
    expect((await refusalOf(response)).message).toBe(messages.courses.notFound);
    expect((await player(instructor.token, draft.id)).review).toBe(true);
    expect((await player(admin.token, draft.id)).review).toBe(true);
  });

  it('opens the course for its instructor and admins in review mode: all content, no progress', async () => {
    for (const reviewer of [instructor, admin]) {
      const body = await player(reviewer.token);
      expect(body).toMatchObject({ review: true, progress: 0, completedAt: null, lastLessonId: null });
      const lessons = body.modules.flatMap((module) => module.lessons);
      expect(lessons).toHaveLength(4);
      expect(lessons.every((lesson) => !lesson.completed)).toBe(true);
      expect(lessons[0].mediaUrl).toMatch(signedMedia);
      expect(lessons[2].contentText).toBe(TEXT_CONTENT);
    }
  });

  it('keeps an enrolled student’s course open after it is withdrawn to a draft, but not after it is deleted', async () => {
    const withdrawn = await createLearningCourse(app, instructor.token, refs);
    await enrollOk(app, student.token, withdrawn.id);
    await app.request(`/api/courses/${withdrawn.id}/unpublish`, {
      method: 'POST',
      headers: { authorization: `Bearer ${instructor.token}` },
    });
    expect((await player(student.token, withdrawn.id)).review).toBe(false);
    await app.request(`/api/courses/${withdrawn.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${instructor.token}` },
    });
    expect((await learningApi.player(app, student.token, withdrawn.id)).status).toBe(404);
  });
});

describe('resume', () => {
  it('stores the last lesson opened and the video position, and the player and course page return them', async () => {
    const [videoId] = course.lessonIds;
    const saved = await learningApi.resume(app, student.token, course.id, {
      lessonId: videoId,
      positionSeconds: 95.5,
    });
    expect(saved.status).toBe(200);
    const body = await player(student.token);
    expect(body.lastLessonId).toBe(videoId);
    expect(body.modules[0].lessons[0]).toMatchObject({ positionSeconds: 95.5, completed: false });
    expect(
      (await bodyOf(await learningApi.detail(app, student.token, course.id), courseDetailSchema))
        .viewerEnrollment,
    ).toEqual({
      progress: 0,
      completedAt: null,
      lastLessonId: videoId,
    });

    // Another device moves on: a later position replaces the earlier one.
    await learningApi.resume(app, student.token, course.id, { lessonId: videoId, positionSeconds: 120 });
    expect((await player(student.token)).modules[0].lessons[0].positionSeconds).toBe(120);
  });

  it('records the lesson of a non-video without a position, and ignores a position sent for it', async () => {
    const textId = course.lessonIds[2]!;
    expect(
      (await learningApi.resume(app, student.token, course.id, { lessonId: textId, positionSeconds: 30 }))
        .status,
    ).toBe(200);
    const body = await player(student.token);
    expect(body.lastLessonId).toBe(textId);
    expect(body.modules[1].lessons[0].positionSeconds).toBe(0);
  });

  it('keeps a completed video completed when a position is saved afterwards', async () => {
    const [videoId] = course.lessonIds;
    expect((await learningApi.completeWithEvidence(app, student.token, course.id, videoId!)).status).toBe(
      200,
    );
    await learningApi.resume(app, student.token, course.id, { lessonId: videoId, positionSeconds: 10 });
    expect((await player(student.token)).modules[0].lessons[0]).toMatchObject({
      completed: true,
      positionSeconds: 10,
    });
  });

  it('refuses a negative or day-long position and a bad lesson id with 422, storing nothing', async () => {
    const [videoId] = course.lessonIds;
    const before = withoutSignatures(await player(student.token));
    for (const body of [
      { lessonId: videoId, positionSeconds: -1 },
      { lessonId: videoId, positionSeconds: RESUME_POSITION_MAX_SECONDS + 1 },
      { lessonId: videoId, positionSeconds: 'diez' },
      { lessonId: 'no-es-un-id' },
    ]) {
      const response = await learningApi.resume(app, student.token, course.id, body);
      expect(response.status).toBe(422);
    }
    const invalid = await learningApi.resume(app, student.token, course.id, {
      lessonId: videoId,
      positionSeconds: -1,
    });
    expect((await refusalOf(invalid)).message).toBe(messages.learning.positionInvalid);
    expect(withoutSignatures(await player(student.token))).toEqual(before);
  });

  it('answers 404 for a lesson of another course, 403 for someone not enrolled', async () => {
    const other = await createLearningCourse(app, instructor.token, refs);
    const foreign = await learningApi.resume(app, student.token, course.id, { lessonId: other.lessonIds[0] });
    expect(foreign.status).toBe(404);
    expect((await refusalOf(foreign)).message).toBe(messages.learning.lessonNotFound);
    expect(
      (await learningApi.resume(app, outsider.token, course.id, { lessonId: course.lessonIds[0] })).status,
    ).toBe(403);
  });

  it('answers 200 in review mode and stores nothing', async () => {
    const [videoId] = course.lessonIds;
    const response = await learningApi.resume(app, instructor.token, course.id, {
      lessonId: videoId,
      positionSeconds: 42,
    });
    expect(response.status).toBe(200);
    const rows = await app.deps.db.kysely
      .selectFrom('Lesson_Progress')
      .select('id_lesson')
      .where('id_profile', '=', instructor.profileId)
      .execute();
    expect(rows).toEqual([]);
    expect((await player(instructor.token)).lastLessonId).toBeNull();
  });
});

describe('signed media links', () => {
  let shortLived: TestApp;
  const clock = manualClock();

  beforeAll(async () => {
    // The file route reads the time from this clock, which the test moves past the link's lifetime.
    shortLived = await createTestApp({ env: { SIGNED_URL_TTL_SECONDS: '4' }, clock });
  });
  afterAll(() => shortLived.close());

  it('stop working once they expire', async () => {
    const owner = await signedInPerson(shortLived, ROLE_CODES.instructor);
    const learner = await signedInPerson(shortLived);
    const built = await createLearningCourse(shortLived, owner.token, await referenceIds(shortLived), {
      lessons: await lessonsOfEveryKind(shortLived, owner.token),
    });
    await enrollOk(shortLived, learner.token, built.id);
    const body = await bodyOf(
      await learningApi.player(shortLived, learner.token, built.id),
      coursePlayerSchema,
    );
    const { mediaUrl } = body.modules[0].lessons[0];
    expect((await shortLived.request(mediaUrl!)).status).toBe(200);

    // Links are signed on the system's time: from there, the file route's clock moves past their life.
    clock.set(new Date());
    clock.advance(5100);
    const expired = await shortLived.request(mediaUrl!);
    expect(expired.status).toBe(403);
    expect((await refusalOf(expired)).message).toBe(messages.files.linkExpired);
    // A fresh player load hands out a fresh link that works again (signed, like the first, on the
    // system's time, which the route's clock is back at).
    clock.set(new Date());
    const fresh = await bodyOf(
      await learningApi.player(shortLived, learner.token, built.id),
      coursePlayerSchema,
    );
    expect((await shortLived.request(fresh.modules[0].lessons[0].mediaUrl!)).status).toBe(200);
  });
});

import {
  CERTIFICATES_TAB_PATH,
  coursePlayerSchema,
  lessonCompletionSchema,
  messages,
  ROLE_CODES,
} from '@aula/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  editView,
  referenceIds,
  textLesson,
  updateBodyFrom,
  type ReferenceIds,
} from '../../test/course-save-fixtures';
import { bodyOf, refusalOf } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  courseCounters,
  createLearningCourse,
  enrollOk,
  learningApi,
  lessonsOfEveryKind,
  liveEnrollments,
  notificationsOf,
} from '../../test/learning-fixtures';
import { signedInPerson, type Person } from '../../test/factories';
import { recordLessonEvidence } from '../../test/lesson-evidence-fixture';

let app: TestApp;
let refs: ReferenceIds;
let instructor: Person;
let admin: Person;

beforeAll(async () => {
  app = await createTestApp();
  refs = await referenceIds(app);
  [instructor, admin] = await Promise.all([
    signedInPerson(app, ROLE_CODES.instructor),
    signedInPerson(app, ROLE_CODES.admin),
  ]);
});
afterAll(() => app.close());

const fourTextLessons = () => ['Uno', 'Dos', 'Tres', 'Cuatro'].map((title) => textLesson(title));

async function complete(token: string, courseId: string, lessonId: string) {
  const response = await learningApi.completeWithEvidence(app, token, courseId, lessonId);
  expect(response.status).toBe(200);
  return bodyOf(response, lessonCompletionSchema);
}

function progressRows(profileId: string) {
  return app.deps.db.kysely
    .selectFrom('Lesson_Progress')
    .select(['id_lesson', 'completed_at', 'updated_at'])
    .where('id_profile', '=', profileId)
    .orderBy('id_lesson')
    .execute();
}

describe('completing lessons', () => {
  it('raises progress 25, 50, 75, 100 over a video, a pdf, a text and a link; at 100 the course is completed once', async () => {
    const course = await createLearningCourse(app, instructor.token, refs, {
      title: 'Prevención de caídas',
      lessons: await lessonsOfEveryKind(app, instructor.token),
    });
    const student = await signedInPerson(app);
    await enrollOk(app, student.token, course.id);
    const live: string[] = [];
    const stop = app.deps.notificationBus.subscribe(student.profileId, (notice) => live.push(notice.title));

    const answers = [];
    for (const lessonId of course.lessonIds) answers.push(await complete(student.token, course.id, lessonId));
    stop();

    expect(answers.map((answer) => answer.progress)).toEqual([25, 50, 75, 100]);
    expect(
      answers.slice(0, 3).every((answer) => answer.completedAt === null && answer.certificateCode === null),
    ).toBe(true);
    const last = answers[3];
    expect(last).toEqual({
      progress: 100,
      completedAt: expect.any(String),
      lessonCompleted: true,
      certificateCode: expect.any(String),
    });
    const [enrollment] = await liveEnrollments(app, student.profileId, course.id);
    expect(enrollment).toMatchObject({ progress: 100 });
    expect(enrollment!.completion_at!.toISOString()).toBe(last.completedAt);
    expect(await courseCounters(app, course.id)).toEqual({ enrollment_count: 1, completion_count: 1 });

    // The player shows every lesson done; the course page shows the completion.
    const player = await bodyOf(await learningApi.player(app, student.token, course.id), coursePlayerSchema);
    expect(player).toMatchObject({ progress: 100, completedAt: last.completedAt });
    const lessons = player.modules.flatMap(
      (module: { lessons: Array<{ completed: boolean }> }) => module.lessons,
    );
    expect(lessons.every((lesson: { completed: boolean }) => lesson.completed)).toBe(true);

    // One 'course completed' notice and the certificate's, both delivered live after commit.
    const notices = await notificationsOf(app, student.profileId);
    expect(notices).toEqual(
      expect.arrayContaining([
        {
          type: 'success',
          title: messages.learning.courseCompletedNotification.title,
          message: messages.learning.courseCompletedNotification.message('Prevención de caídas'),
          action_url: `/dashboard/courses/watch/${course.id}`,
        },
        expect.objectContaining({ type: 'success', action_url: CERTIFICATES_TAB_PATH }),
      ]),
    );
    expect(notices).toHaveLength(2);
    expect(live).toHaveLength(2);
    const certificate = await app.deps.db.kysely
      .selectFrom('Certificates')
      .select(['code', 'completed_at'])
      .where('id_profile', '=', student.profileId)
      .where('id_course', '=', course.id)
      .executeTakeFirstOrThrow();
    expect(certificate.code).toBe(last.certificateCode);
    expect(certificate.completed_at.toISOString()).toBe(last.completedAt);
  });

  it('changes nothing when a lesson is completed again, before or after 100 %', async () => {
    const course = await createLearningCourse(app, instructor.token, refs, { lessons: fourTextLessons() });
    const student = await signedInPerson(app);
    await enrollOk(app, student.token, course.id);
    const [first, ...rest] = course.lessonIds;

    await complete(student.token, course.id, first!);
    const rowsBefore = await progressRows(student.profileId);
    const [enrollmentBefore] = await liveEnrollments(app, student.profileId, course.id);
    // Done once, a lesson needs no evidence again: the completion alone answers the same.
    expect(
      await bodyOf(await learningApi.complete(app, student.token, course.id, first!), lessonCompletionSchema),
    ).toEqual({
      progress: 25,
      completedAt: null,
      lessonCompleted: true,
      certificateCode: null,
    });
    expect(await progressRows(student.profileId)).toEqual(rowsBefore);
    expect(await liveEnrollments(app, student.profileId, course.id)).toEqual([enrollmentBefore]);

    for (const lessonId of rest) await complete(student.token, course.id, lessonId);
    const rowsDone = await progressRows(student.profileId);
    const [enrollmentDone] = await liveEnrollments(app, student.profileId, course.id);
    const notices = (await notificationsOf(app, student.profileId)).length;
    const again = await bodyOf(
      await learningApi.complete(app, student.token, course.id, rest[2]!),
      lessonCompletionSchema,
    );
    expect(again).toEqual({
      progress: 100,
      completedAt: enrollmentDone!.completion_at!.toISOString(),
      lessonCompleted: true,
      certificateCode: null,
    });
    expect(await progressRows(student.profileId)).toEqual(rowsDone);
    expect(await liveEnrollments(app, student.profileId, course.id)).toEqual([enrollmentDone]);
    expect(await courseCounters(app, course.id)).toEqual({ enrollment_count: 1, completion_count: 1 });
    expect(await notificationsOf(app, student.profileId)).toHaveLength(notices);
  });

  it('keeps one progress row and the right percentage under 50 simultaneous completions of one lesson', async () => {
    const course = await createLearningCourse(app, instructor.token, refs, { lessons: fourTextLessons() });
    const student = await signedInPerson(app);
    await enrollOk(app, student.token, course.id);
    await recordLessonEvidence(app, student.token, course.id, course.lessonIds[1]!);

    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        learningApi.complete(app, student.token, course.id, course.lessonIds[1]!),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(50).fill(200));
    const rows = await progressRows(student.profileId);
    expect(rows).toHaveLength(1);
    expect((await liveEnrollments(app, student.profileId, course.id))[0]).toMatchObject({ progress: 25 });
  });

  it('loses no completion when different lessons are completed at the same moment', async () => {
    const course = await createLearningCourse(app, instructor.token, refs, { lessons: fourTextLessons() });
    const student = await signedInPerson(app);
    await enrollOk(app, student.token, course.id);
    for (const lessonId of course.lessonIds)
      await recordLessonEvidence(app, student.token, course.id, lessonId);

    const answers = await Promise.all(
      course.lessonIds.map(async (lessonId) =>
        bodyOf(await learningApi.complete(app, student.token, course.id, lessonId), lessonCompletionSchema),
      ),
    );
    expect(answers.map((answer) => answer.progress).sort((a, b) => a - b)).toEqual([25, 50, 75, 100]);
    expect(answers.filter((answer) => answer.certificateCode !== null)).toHaveLength(1);
    expect((await liveEnrollments(app, student.profileId, course.id))[0]).toMatchObject({ progress: 100 });
    expect((await courseCounters(app, course.id)).completion_count).toBe(1);
  });

  it('counts live lessons only: a removed lesson counts neither done nor to do', async () => {
    const course = await createLearningCourse(app, instructor.token, refs, { lessons: fourTextLessons() });
    const student = await signedInPerson(app);
    await enrollOk(app, student.token, course.id);
    await complete(student.token, course.id, course.lessonIds[0]!);

    // The instructor removes the first lesson (done) and the last one (not done) from the course.
    const view = await editView(app, instructor.token, course.id);
    const body = updateBodyFrom(view);
    body.modules[0]!.lessons.shift();
    body.modules[1]!.lessons.pop();
    expect((await api.update(app, instructor.token, course.id, body)).status).toBe(200);

    // Two live lessons remain: one completed of two is 50 %, not 1 of 3 or 2 of 4.
    expect((await complete(student.token, course.id, course.lessonIds[1]!)).progress).toBe(50);
    expect((await complete(student.token, course.id, course.lessonIds[2]!)).progress).toBe(100);
    const removed = await learningApi.complete(app, student.token, course.id, course.lessonIds[3]!);
    expect(removed.status).toBe(404);
    expect((await refusalOf(removed)).message).toBe(messages.learning.lessonNotFound);
  });
});

describe('who may complete a lesson', () => {
  it('answers 404 for a lesson of another course reached through this course’s path', async () => {
    const course = await createLearningCourse(app, instructor.token, refs);
    const other = await createLearningCourse(app, instructor.token, refs);
    const student = await signedInPerson(app);
    await enrollOk(app, student.token, course.id);
    await enrollOk(app, student.token, other.id);

    const response = await learningApi.complete(app, student.token, course.id, other.lessonIds[0]!);
    expect(response.status).toBe(404);
    expect((await refusalOf(response)).message).toBe(messages.learning.lessonNotFound);
    expect(await progressRows(student.profileId)).toEqual([]);
  });

  it('refuses a student who is not enrolled with 403, and writes nothing', async () => {
    const course = await createLearningCourse(app, instructor.token, refs);
    const outsider = await signedInPerson(app);
    const response = await learningApi.complete(app, outsider.token, course.id, course.lessonIds[0]!);
    expect(response.status).toBe(403);
    expect((await refusalOf(response)).message).toBe(messages.learning.notEnrolled);
    expect(await progressRows(outsider.profileId)).toEqual([]);
  });

  it('refuses the instructor and admins in review mode with 403', async () => {
    const course = await createLearningCourse(app, instructor.token, refs);
    for (const reviewer of [instructor, admin]) {
      const response = await learningApi.complete(app, reviewer.token, course.id, course.lessonIds[0]!);
      expect(response.status).toBe(403);
      expect((await refusalOf(response)).message).toBe(messages.learning.reviewMode);
    }
  });

  it('answers 404 for a draft course, 400 for a malformed id and 401 without a session', async () => {
    const draft = await createLearningCourse(app, instructor.token, refs, { published: false });
    const student = await signedInPerson(app);
    expect((await learningApi.complete(app, student.token, draft.id, draft.lessonIds[0]!)).status).toBe(404);
    expect((await learningApi.complete(app, student.token, draft.id, 'no-es-un-id')).status).toBe(400);
    expect((await learningApi.complete(app, undefined, draft.id, draft.lessonIds[0]!)).status).toBe(401);
  });
});

import {
  coursePlayerSchema,
  LESSON_CONTENT_CODES,
  lessonCompletionSchema,
  messages,
  resumeSavedSchema,
  ROLE_CODES,
  type LessonInput,
} from '@aula/shared';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referenceIds, textLesson, type ReferenceIds } from '../../test/course-save-fixtures';
import { bodyOf, type Person, refusalOf, signedInPerson } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { uploadFile } from '../../test/upload-factory';
import { manualClock } from '../time/clock';
import {
  courseCounters,
  createLearningCourse,
  enrollOk,
  learningApi,
  lessonsOfEveryKind,
  liveEnrollments,
  type BuiltCourse,
} from '../../test/learning-fixtures';

/**
 * Issue 17, finding 2: a completion needs evidence that the lesson was consumed, reported by the
 * player and measured by the server's clock (here a manual one, moved by the test).
 */
const e = messages.learning.evidence;
const clock = manualClock(new Date('2026-03-02T08:00:00Z'));
let app: TestApp;
let refs: ReferenceIds;
let instructor: Person;

const TEST_PATTERN = fileURLToPath(
  new URL('../../../../test-support/media/test-pattern.mp4', import.meta.url),
);
/** The test pattern's movie header: its duration field (version 0, timescale 1000) is at this byte. */
const DEMO_MVHD_DURATION_AT = 64;

/** The test pattern claiming another duration in its movie header. */
async function videoOf(seconds: number): Promise<Buffer> {
  const bytes = Buffer.from(await readFile(TEST_PATTERN));
  bytes.writeUInt32BE(seconds * 1000, DEMO_MVHD_DURATION_AT);
  return bytes;
}

/** An MP4 without a movie header: its type box, then media data. */
async function videoWithoutDuration(): Promise<Buffer> {
  const ftyp = (await readFile(TEST_PATTERN)).subarray(0, 32);
  const mdat = Buffer.alloc(1024);
  mdat.writeUInt32BE(1024, 0);
  mdat.write('mdat', 4, 'latin1');
  return Buffer.concat([ftyp, mdat]);
}

async function videoLesson(bytes: Buffer, minutes: number): Promise<LessonInput> {
  return {
    title: 'Video: la técnica',
    description: 'Demostración',
    estimatedDurationMinutes: minutes,
    contentType: LESSON_CONTENT_CODES.video,
    uploadId: await uploadFile(app, instructor.token, 'lessonVideo', bytes),
  };
}

async function enrolledStudent(course: BuiltCourse): Promise<Person> {
  const student = await signedInPerson(app);
  await enrollOk(app, student.token, course.id);
  return student;
}

async function report(student: Person, course: BuiltCourse, lessonId: string, body: object) {
  const response = await learningApi.resume(app, student.token, course.id, { lessonId, ...body });
  expect(response.status).toBe(200);
  return (await bodyOf(response, resumeSavedSchema)).completion;
}

async function expectRefused(student: Person, course: BuiltCourse, lessonId: string, message: string) {
  const response = await learningApi.complete(app, student.token, course.id, lessonId);
  expect(response.status).toBe(409);
  expect(await refusalOf(response)).toMatchObject({ code: 'conflict', message });
}

async function expectCompleted(student: Person, course: BuiltCourse, lessonId: string) {
  const response = await learningApi.complete(app, student.token, course.id, lessonId);
  expect(response.status).toBe(200);
  return bodyOf(response, lessonCompletionSchema);
}

const seconds = (count: number) => clock.advance(count * 1000);

beforeAll(async () => {
  app = await createTestApp({ clock });
  refs = await referenceIds(app);
  instructor = await signedInPerson(app, ROLE_CODES.instructor);
});
afterAll(() => app.close());

describe('the 83 ms certificate', () => {
  it('is impossible: enrolling and completing every lesson at once completes none and issues nothing', async () => {
    const course = await createLearningCourse(app, instructor.token, refs, {
      lessons: await lessonsOfEveryKind(app, instructor.token),
    });
    const student = await enrolledStudent(course);

    const answers = await Promise.all(
      course.lessonIds.map((lessonId) => learningApi.complete(app, student.token, course.id, lessonId)),
    );
    const bodies = await Promise.all(answers.map((answer) => refusalOf(answer)));
    expect(answers.map((answer) => answer.status)).toEqual([409, 409, 409, 409]);
    expect(bodies.map((body) => body.message)).toEqual([
      e.watchVideo(90),
      e.openDocument,
      e.openText,
      e.openLink,
    ]);
    expect(await liveEnrollments(app, student.profileId, course.id)).toMatchObject([
      { progress: 0, completion_at: null },
    ]);
    expect(await courseCounters(app, course.id)).toMatchObject({ completion_count: 0 });
    const certificates = await app.deps.db.kysely
      .selectFrom('Certificates')
      .select('code')
      .where('id_profile', '=', student.profileId)
      .execute();
    expect(certificates).toEqual([]);
  });
});

describe('a video lesson', () => {
  it('reads its duration from the file when stored, else takes the estimated minutes', async () => {
    const course = await createLearningCourse(app, instructor.token, refs, {
      lessons: [
        await videoLesson(await videoOf(3600), 60),
        await videoLesson(await videoWithoutDuration(), 2),
      ],
    });
    const stored = await app.deps.db.kysely
      .selectFrom('Lessons')
      .select(['id_lesson', 'duration_seconds'])
      .where('id_lesson', 'in', course.lessonIds)
      .execute();
    expect(new Map(stored.map((row) => [row.id_lesson, row.duration_seconds]))).toEqual(
      new Map([
        [course.lessonIds[0], 3600],
        [course.lessonIds[1], null],
      ]),
    );

    // Without a duration in the file, 2 estimated minutes: 60 s watched is half of it.
    const student = await enrolledStudent(course);
    const lessonId = course.lessonIds[1]!;
    await report(student, course, lessonId, { watched: { fromSeconds: 0, toSeconds: 0 } });
    seconds(30);
    expect(await report(student, course, lessonId, { watched: { fromSeconds: 0, toSeconds: 60 } })).toEqual({
      allowed: false,
      blocker: 'watchVideo',
      watchedPercent: 50,
      secondsLeft: null,
    });
    await expectRefused(student, course, lessonId, e.watchVideo(90));
    seconds(30);
    await report(student, course, lessonId, { watched: { fromSeconds: 60, toSeconds: 110 } });
    await expectCompleted(student, course, lessonId);
  });

  it('stays refused when the reports skip ahead: only what was played counts', async () => {
    const course = await createLearningCourse(app, instructor.token, refs, {
      lessons: [await videoLesson(await videoOf(3600), 60)],
    });
    const student = await enrolledStudent(course);
    const [lessonId] = course.lessonIds as [string];

    await report(student, course, lessonId, {
      positionSeconds: 0,
      watched: { fromSeconds: 0, toSeconds: 0 },
    });
    seconds(10);
    await report(student, course, lessonId, {
      positionSeconds: 10,
      watched: { fromSeconds: 0, toSeconds: 10 },
    });
    seconds(10);
    const skipped = await report(student, course, lessonId, {
      positionSeconds: 3010,
      watched: { fromSeconds: 3000, toSeconds: 3010 },
    });
    expect(skipped).toMatchObject({ allowed: false, watchedPercent: 0 });
    await expectRefused(student, course, lessonId, e.watchVideo(90));
    const player = await bodyOf(await learningApi.player(app, student.token, course.id), coursePlayerSchema);
    expect(player.modules[0].lessons[0]).toMatchObject({
      positionSeconds: 3010,
      completed: false,
      completion: { allowed: false, blocker: 'watchVideo' },
    });
  });

  it('does not count a range claimed faster than real time at double speed', async () => {
    const course = await createLearningCourse(app, instructor.token, refs, {
      lessons: [await videoLesson(await videoOf(100), 2)],
    });
    const student = await enrolledStudent(course);
    const [lessonId] = course.lessonIds as [string];

    // The whole video claimed at once, as the first report: no earlier report, no time, nothing counts.
    const claimed = await report(student, course, lessonId, { watched: { fromSeconds: 0, toSeconds: 100 } });
    expect(claimed.watchedPercent).toBe(0);
    // 5 s later the whole video again: 10 s (5 s at 2x) is all that counts.
    seconds(5);
    const faster = await report(student, course, lessonId, { watched: { fromSeconds: 0, toSeconds: 100 } });
    expect(faster.watchedPercent).toBe(10);
    await expectRefused(student, course, lessonId, e.watchVideo(90));

    // Played for real, at double speed, in reports every 10 s: it completes.
    for (let from = 10; from < 100; from += 20) {
      seconds(10);
      await report(student, course, lessonId, { watched: { fromSeconds: from, toSeconds: from + 20 } });
    }
    const answer = await expectCompleted(student, course, lessonId);
    expect(answer).toMatchObject({ progress: 100, certificateCode: expect.any(String) });
  });
});

describe('a pdf lesson', () => {
  it('needs the document opened, its last page shown, and 10 s between opening and completing', async () => {
    const course = await createLearningCourse(app, instructor.token, refs, {
      lessons: (await lessonsOfEveryKind(app, instructor.token)).slice(1, 2),
    });
    const student = await enrolledStudent(course);
    const [lessonId] = course.lessonIds as [string];

    await expectRefused(student, course, lessonId, e.openDocument);
    // A last page reported before the document was opened does not count.
    await report(student, course, lessonId, { page: { number: 3, count: 3 } });
    await expectRefused(student, course, lessonId, e.openDocument);
    await report(student, course, lessonId, { opened: true, page: { number: 1, count: 3 } });
    await expectRefused(student, course, lessonId, e.reachLastPage);
    seconds(4);
    expect(await report(student, course, lessonId, { page: { number: 3, count: 3 } })).toEqual({
      allowed: false,
      blocker: 'keepReading',
      watchedPercent: null,
      secondsLeft: 6,
    });
    await expectRefused(student, course, lessonId, e.keepReading(6));
    seconds(6);
    await expectCompleted(student, course, lessonId);
  });
});

describe('a text lesson', () => {
  const words = Array.from({ length: 100 }, (_, index) => `palabra${index}`).join(' ');

  it('needs the text opened, scrolled to its end and its reading time passed (100 words: 30 s)', async () => {
    const course = await createLearningCourse(app, instructor.token, refs, {
      lessons: [textLesson('Lectura: los cinco momentos', words)],
    });
    const student = await enrolledStudent(course);
    const [lessonId] = course.lessonIds as [string];

    await expectRefused(student, course, lessonId, e.openText);
    // Scrolled to the end before it was opened: not evidence.
    await report(student, course, lessonId, { reachedEnd: true });
    await report(student, course, lessonId, { opened: true });
    await expectRefused(student, course, lessonId, e.scrollToEnd);
    seconds(10);
    await report(student, course, lessonId, { reachedEnd: true });
    await expectRefused(student, course, lessonId, e.keepReading(20));
    const player = await bodyOf(await learningApi.player(app, student.token, course.id), coursePlayerSchema);
    expect(player.modules[0].lessons[0].completion).toEqual({
      allowed: false,
      blocker: 'keepReading',
      watchedPercent: null,
      secondsLeft: 20,
    });
    seconds(20);
    await expectCompleted(student, course, lessonId);
  });
});

describe('a link lesson', () => {
  it('needs the link opened', async () => {
    const course = await createLearningCourse(app, instructor.token, refs, {
      lessons: (await lessonsOfEveryKind(app, instructor.token)).slice(3),
    });
    const student = await enrolledStudent(course);
    const [lessonId] = course.lessonIds as [string];

    await expectRefused(student, course, lessonId, e.openLink);
    expect((await report(student, course, lessonId, { opened: true })).allowed).toBe(true);
    await expectCompleted(student, course, lessonId);
  });
});

describe('review mode', () => {
  it('records no evidence for the instructor or an admin', async () => {
    const course = await createLearningCourse(app, instructor.token, refs, {
      lessons: (await lessonsOfEveryKind(app, instructor.token)).slice(3),
    });
    const admin = await signedInPerson(app, ROLE_CODES.admin);
    for (const reviewer of [instructor, admin]) {
      const answer = await report(reviewer, course, course.lessonIds[0]!, { opened: true });
      expect(answer).toMatchObject({ allowed: false, blocker: 'openLink' });
      const rows = await app.deps.db.kysely
        .selectFrom('Lesson_Progress')
        .select('id_lesson')
        .where('id_profile', '=', reviewer.profileId)
        .execute();
      expect(rows).toEqual([]);
    }
  });
});

describe('what the player reports', () => {
  it('refuses a range that ends before it starts and a page past the count, with a Spanish message', async () => {
    const course = await createLearningCourse(app, instructor.token, refs, {
      lessons: (await lessonsOfEveryKind(app, instructor.token)).slice(0, 2),
    });
    const student = await enrolledStudent(course);
    const [videoId, pdfId] = course.lessonIds as [string, string];
    const backwards = await learningApi.resume(app, student.token, course.id, {
      lessonId: videoId,
      watched: { fromSeconds: 20, toSeconds: 10 },
    });
    expect(backwards.status).toBe(422);
    expect((await refusalOf(backwards)).message).toBe(messages.learning.watchedRangeInvalid);
    const page = await learningApi.resume(app, student.token, course.id, {
      lessonId: pdfId,
      page: { number: 4, count: 3 },
    });
    expect(page.status).toBe(422);
    expect((await refusalOf(page)).message).toBe(messages.learning.pageInvalid);
  });
});

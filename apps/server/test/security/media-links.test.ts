import { courseDetailSchema, courseEditSchema, coursePlayerSchema, messages, ROLE_CODES } from '@aula/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLearningCourse, enrollOk, learningApi, lessonsOfEveryKind } from '../learning-fixtures';
import { approve, buy, configurePayments, orderApi } from '../order-fixtures';
import { referenceIds, type ReferenceIds } from '../course-save-fixtures';
import { bearer, bodyOf, refusalOf, sendJson, signedInPerson, type Person } from '../factories';
import { createTestApp, type TestApp } from '../test-app';

/**
 * Issue 17, item 14: a signed media link issued before a refund, an unpublish, a deletion or a
 * role taken away went on working for its whole hour. Links to course content are now signed for
 * the person they were shown to, and that person's right is checked on every request.
 */
let app: TestApp;
let refs: ReferenceIds;
let admin: Person;
let instructor: Person;

beforeAll(async () => {
  app = await createTestApp();
  refs = await referenceIds(app);
  admin = await signedInPerson(app, ROLE_CODES.admin);
  instructor = await signedInPerson(app, ROLE_CODES.instructor);
  await configurePayments(app, admin.token);
}, 60_000);
afterAll(() => app.close());

/** The player's links to the course's video and PDF, as the student's browser receives them. */
async function playerMediaUrls(token: string, courseId: string): Promise<string[]> {
  const player = await bodyOf(await learningApi.player(app, token, courseId), coursePlayerSchema);
  return player.modules
    .flatMap((module) => module.lessons)
    .flatMap((lesson) => (lesson.mediaUrl ? [lesson.mediaUrl] : []));
}

const fetchLink = (url: string) => app.request(url, { headers: { range: 'bytes=0-99' } });

async function expectEnded(url: string) {
  const response = await fetchLink(url);
  expect(response.status).toBe(403);
  expect(await refusalOf(response)).toEqual({ message: messages.files.accessEnded, code: 'forbidden' });
}

describe('links to course content', () => {
  it('work for the person they were issued to, kept by the browser a minute at most', async () => {
    const student = await signedInPerson(app, ROLE_CODES.student);
    const course = await createLearningCourse(app, instructor.token, refs, {
      lessons: await lessonsOfEveryKind(app, instructor.token),
    });
    await enrollOk(app, student.token, course.id);
    const urls = await playerMediaUrls(student.token, course.id);
    expect(urls).toHaveLength(2);
    for (const url of urls) {
      expect(url).toContain(`viewer=${student.profileId}`);
      const response = await fetchLink(url);
      expect(response.status).toBe(206);
      expect(response.headers.get('cache-control')).toBe('private, max-age=60');
      await response.arrayBuffer();
    }
    // Another person's id put in the link breaks its signature.
    const stranger = await signedInPerson(app, ROLE_CODES.student);
    const swapped = urls[0]!.replace(student.profileId, stranger.profileId);
    expect((await fetchLink(swapped)).status).toBe(403);
  });

  it('stop at once when the order that bought the course is refunded', async () => {
    const student = await signedInPerson(app, ROLE_CODES.student);
    const paid = await createLearningCourse(app, instructor.token, refs, {
      title: 'Gestión de riesgos clínicos',
      price: 180,
      lessons: await lessonsOfEveryKind(app, instructor.token),
    });
    const order = await buy(app, student.token, [paid.id]);
    await approve(app, admin.token, order.id);
    const [video] = await playerMediaUrls(student.token, paid.id);
    expect((await fetchLink(video!)).status).toBe(206);

    const refunded = await orderApi.refund(app, admin.token, order.id, 'Se matriculó por error');
    expect(refunded.status).toBe(200);
    await expectEnded(video!);
  });

  it('stop at once when the course is deleted', async () => {
    const student = await signedInPerson(app, ROLE_CODES.student);
    const course = await createLearningCourse(app, instructor.token, refs, {
      lessons: await lessonsOfEveryKind(app, instructor.token),
    });
    await enrollOk(app, student.token, course.id);
    const [video] = await playerMediaUrls(student.token, course.id);
    expect((await fetchLink(video!)).status).toBe(206);
    const deleted = await app.request(`/api/courses/${course.id}`, {
      method: 'DELETE',
      headers: bearer(instructor.token),
    });
    expect(deleted.status).toBe(200);
    await expectEnded(video!);
  });

  it('to a preview video stop for outsiders when the course is unpublished, not for its instructor', async () => {
    const student = await signedInPerson(app, ROLE_CODES.student);
    const course = await createLearningCourse(app, instructor.token, refs);
    const seen = await bodyOf(await learningApi.detail(app, student.token, course.id), courseDetailSchema);
    const own = await bodyOf(await learningApi.detail(app, instructor.token, course.id), courseDetailSchema);
    expect((await fetchLink(seen.previewVideoUrl!)).status).toBe(206);

    const unpublished = await sendJson(app, 'POST', `/api/courses/${course.id}/unpublish`, instructor.token);
    expect(unpublished.status).toBe(200);
    await expectEnded(seen.previewVideoUrl!);
    expect((await fetchLink(own.previewVideoUrl!)).status).toBe(206);
  });

  it('in the course form stop when the instructor is made a student', async () => {
    const teacher = await signedInPerson(app, ROLE_CODES.instructor);
    const course = await createLearningCourse(app, teacher.token, refs, {
      lessons: await lessonsOfEveryKind(app, teacher.token),
    });
    const form = await bodyOf(
      await sendJson(app, 'GET', `/api/courses/${course.id}/edit`, teacher.token),
      courseEditSchema,
    );
    const fileUrl = form.modules[0].lessons[0].fileUrl as string;
    expect((await fetchLink(fileUrl)).status).toBe(206);

    const demoted = await sendJson(app, 'PATCH', `/api/users/${teacher.profileId}`, admin.token, {
      names: 'Rosa',
      lastNames: 'Prueba Díaz',
      phone: '',
      role: 'STUDENT',
    });
    expect(demoted.status).toBe(200);
    await expectEnded(fileUrl);
  });
});

import {
  courseDetailSchema,
  enrollmentCreatedSchema,
  messages,
  notificationListSchema,
  ROLE_CODES,
} from '@aula/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referenceIds, type ReferenceIds } from '../../test/course-save-fixtures';
import { bearer, bodyOf, refusalOf } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  courseCounters,
  createLearningCourse,
  enrollOk,
  learningApi,
  liveEnrollments,
  notificationsOf,
} from '../../test/learning-fixtures';
import { signedInPerson, type Person } from '../../test/factories';

let app: TestApp;
let refs: ReferenceIds;
let instructor: Person;
let student: Person;
let admin: Person;

beforeAll(async () => {
  app = await createTestApp();
  refs = await referenceIds(app);
  [instructor, student, admin] = await Promise.all([
    signedInPerson(app, ROLE_CODES.instructor),
    signedInPerson(app),
    signedInPerson(app, ROLE_CODES.admin),
  ]);
});
afterAll(() => app.close());

describe('enrolling in a free course', () => {
  it('answers 201 with the toast message, counts the enrollment and tells the instructor', async () => {
    const course = await createLearningCourse(app, instructor.token, refs, { title: 'Higiene de manos' });
    const before = await notificationsOf(app, instructor.profileId);
    const live: string[] = [];
    const stop = app.deps.notificationBus.subscribe(instructor.profileId, (notice) =>
      live.push(notice.title),
    );

    const response = await learningApi.enroll(app, student.token, course.id);
    stop();
    expect(response.status).toBe(201);
    expect(await bodyOf(response, enrollmentCreatedSchema)).toEqual({ message: messages.learning.enrolled });

    expect(await liveEnrollments(app, student.profileId, course.id)).toEqual([
      expect.objectContaining({ progress: 0, completion_at: null, last_lesson_id: null }),
    ]);
    expect((await courseCounters(app, course.id)).enrollment_count).toBe(1);
    const after = await notificationsOf(app, instructor.profileId);
    expect(after).toHaveLength(before.length + 1);
    expect(after[0]).toEqual({
      type: 'info',
      title: messages.learning.newEnrollmentNotification.title,
      message: messages.learning.newEnrollmentNotification.message('Rosa Prueba Díaz', 'Higiene de manos'),
      action_url: `/dashboard/courses/details/${course.id}`,
    });
    // Delivered live once committed, and in the instructor's bell.
    expect(live).toEqual([messages.learning.newEnrollmentNotification.title]);
    const bell = await bodyOf(
      await app.request('/api/notifications', { headers: bearer(instructor.token) }),
      notificationListSchema,
    );
    expect(bell.notifications[0].title).toBe(messages.learning.newEnrollmentNotification.title);
  });

  it('shows the enrollment on the course page, and null to someone not enrolled', async () => {
    const course = await createLearningCourse(app, instructor.token, refs);
    const other = await signedInPerson(app);
    await enrollOk(app, student.token, course.id);
    expect(
      (await bodyOf(await learningApi.detail(app, student.token, course.id), courseDetailSchema))
        .viewerEnrollment,
    ).toEqual({
      progress: 0,
      completedAt: null,
      lastLessonId: null,
    });
    expect(
      (await bodyOf(await learningApi.detail(app, other.token, course.id), courseDetailSchema))
        .viewerEnrollment,
    ).toBeNull();
    expect(
      (await bodyOf(await learningApi.detail(app, instructor.token, course.id), courseDetailSchema))
        .viewerEnrollment,
    ).toBeNull();
  });

  it('refuses a second enrollment with its message (docs/product/learning.md#enrollment-answers), and changes nothing', async () => {
    const course = await createLearningCourse(app, instructor.token, refs);
    await enrollOk(app, student.token, course.id);
    const notices = (await notificationsOf(app, instructor.profileId)).length;

    const again = await learningApi.enroll(app, student.token, course.id);
    expect(again.status).toBe(409);
    expect(await refusalOf(again)).toEqual({
      message: 'El usuario ya está enrolado en este curso.',
      code: 'conflict',
    });
    expect(await liveEnrollments(app, student.profileId, course.id)).toHaveLength(1);
    expect((await courseCounters(app, course.id)).enrollment_count).toBe(1);
    expect(await notificationsOf(app, instructor.profileId)).toHaveLength(notices);
  });

  it('lets 50 simultaneous requests create exactly one live enrollment, counted once', async () => {
    const course = await createLearningCourse(app, instructor.token, refs);
    const notices = (await notificationsOf(app, instructor.profileId)).length;

    const responses = await Promise.all(
      Array.from({ length: 50 }, () => learningApi.enroll(app, student.token, course.id)),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    expect(await liveEnrollments(app, student.profileId, course.id)).toHaveLength(1);
    expect((await courseCounters(app, course.id)).enrollment_count).toBe(1);
    expect(await notificationsOf(app, instructor.profileId)).toHaveLength(notices + 1);
  });

  it('lets an admin enroll like a student', async () => {
    const course = await createLearningCourse(app, instructor.token, refs);
    expect((await learningApi.enroll(app, admin.token, course.id)).status).toBe(201);
  });
});

describe('refused enrollments', () => {
  it('refuses a paid course with 422 and a clear message, writing nothing', async () => {
    const course = await createLearningCourse(app, instructor.token, refs, { price: 49.9 });
    const response = await learningApi.enroll(app, student.token, course.id);
    expect(response.status).toBe(422);
    expect(await refusalOf(response)).toEqual({
      message: messages.learning.paidCourse,
      code: 'validation_failed',
    });
    expect(await liveEnrollments(app, student.profileId, course.id)).toHaveLength(0);
    expect((await courseCounters(app, course.id)).enrollment_count).toBe(0);
  });

  it('answers 404 for a draft, a deleted course and an unknown id, as for a course that does not exist', async () => {
    const draft = await createLearningCourse(app, instructor.token, refs, { published: false });
    const deleted = await createLearningCourse(app, instructor.token, refs);
    await app.request(`/api/courses/${deleted.id}`, { method: 'DELETE', headers: bearer(instructor.token) });
    for (const id of [draft.id, deleted.id, '00000000-0000-4000-8000-000000000000']) {
      const response = await learningApi.enroll(app, student.token, id);
      expect(response.status).toBe(404);
      expect((await refusalOf(response)).message).toBe(messages.courses.notFound);
    }
    // Admins see drafts, but nobody enrolls in one.
    expect((await learningApi.enroll(app, admin.token, draft.id)).status).toBe(404);
    expect(await liveEnrollments(app, student.profileId, draft.id)).toHaveLength(0);
  });

  it('refuses the course’s own instructor, who reviews it without enrolling', async () => {
    const course = await createLearningCourse(app, instructor.token, refs);
    const response = await learningApi.enroll(app, instructor.token, course.id);
    expect(response.status).toBe(403);
    expect((await refusalOf(response)).message).toBe(messages.learning.ownCourse);
  });

  it('needs a session and a valid id', async () => {
    const course = await createLearningCourse(app, instructor.token, refs);
    expect((await learningApi.enroll(app, undefined, course.id)).status).toBe(401);
    expect((await learningApi.enroll(app, student.token, 'no-es-un-id')).status).toBe(400);
  });
});

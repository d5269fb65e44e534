import { messages, ROLE_CODES, WEEKLY_ENROLLMENT_WEEKS } from '@aula/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referenceIds, type ReferenceIds } from '../../test/course-save-fixtures';
import { bearer, createUser, signedInPerson, type Person } from '../../test/factories';
import { insertOrder } from '../../test/order-factory';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createLearningCourse, enrollOk, learningApi, type BuiltCourse } from '../../test/learning-fixtures';
import {
  currency,
  mondayUtc,
  readDashboard,
  renamePerson,
  requestDashboard,
} from '../../test/dashboard-fixtures';

let app: TestApp;
let refs: ReferenceIds;
let admin: Person;
let carlos: Person;
let ana: Person;
let bruno: Person;
const courses = {} as Record<'hands' | 'falls' | 'sepsis' | 'pharmacovigilance', BuiltCourse>;
let pen: Awaited<ReturnType<typeof currency>>;
let usd: Awaited<ReturnType<typeof currency>>;

beforeAll(async () => {
  app = await createTestApp();
  refs = await referenceIds(app);
  [pen, usd] = await Promise.all([currency(app, 'PEN'), currency(app, 'USD')]);
  [admin, carlos, ana, bruno] = await Promise.all([
    signedInPerson(app, ROLE_CODES.admin),
    signedInPerson(app, ROLE_CODES.instructor),
    signedInPerson(app),
    signedInPerson(app),
  ]);
  await renamePerson(app, carlos.profileId, 'Carlos', 'Mendoza Ruiz');
  courses.hands = await createLearningCourse(app, carlos.token, refs, { title: 'Higiene de manos' });
  courses.falls = await createLearningCourse(app, carlos.token, refs, { title: 'Prevención de caídas' });
  courses.sepsis = await createLearningCourse(app, carlos.token, refs, { title: 'Sepsis', price: 120 });
  courses.pharmacovigilance = await createLearningCourse(
    app,
    carlos.token,
    { ...refs, coinId: usd.id },
    { title: 'Farmacovigilancia', price: 49.9 },
  );
});
afterAll(() => app.close());

const adminDashboard = () => readDashboard(app, 'admin', admin.token);

describe('GET /api/dashboard/admin', () => {
  it('is for administrators only, and never cached', async () => {
    const answer = await requestDashboard(app, 'admin', admin.token);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect((await requestDashboard(app, 'admin')).status).toBe(401);
    for (const person of [carlos, ana]) {
      const response = await requestDashboard(app, 'admin', person.token);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ message: messages.common.forbidden, code: 'forbidden' });
    }
  });

  it('shows 0 in each currency of the live courses before any order', async () => {
    const dashboard = await adminDashboard();
    expect(dashboard.revenue).toEqual([
      { currency: pen.shown, amount: 0 },
      { currency: usd.shown, amount: 0 },
    ]);
    expect(dashboard.activeCourses).toBe(4);
    expect(dashboard.enrollments).toBe(0);
    expect(dashboard.popularCourses).toEqual([]);
  });

  it('gives exactly twelve ISO weeks, oldest first, the current one last', async () => {
    const { weeklyEnrollments } = await adminDashboard();
    expect(weeklyEnrollments).toHaveLength(WEEKLY_ENROLLMENT_WEEKS);
    expect(weeklyEnrollments.map((week: { weekStart: string }) => week.weekStart)).toEqual(
      Array.from({ length: WEEKLY_ENROLLMENT_WEEKS }, (_, index) =>
        mondayUtc(WEEKLY_ENROLLMENT_WEEKS - 1 - index),
      ),
    );
    expect(weeklyEnrollments.every((week: { count: number }) => week.count === 0)).toBe(true);
  });

  it('counts an enrollment at once: the total, this week and the popular courses', async () => {
    const before = await adminDashboard();
    await enrollOk(app, ana.token, courses.hands.id);
    const after = await adminDashboard();

    expect(after.enrollments).toBe(before.enrollments + 1);
    expect(after.weeklyEnrollments.at(-1)!.count).toBe(before.weeklyEnrollments.at(-1)!.count + 1);
    expect(after.weeklyEnrollments.slice(0, -1)).toEqual(before.weeklyEnrollments.slice(0, -1));
    expect(after.totalUsers).toBe(before.totalUsers);
    expect(after.popularCourses).toEqual([
      {
        id: courses.hands.id,
        title: 'Higiene de manos',
        instructor: { names: 'Carlos', lastNames: 'Mendoza Ruiz' },
        enrollments: 1,
        completions: 0,
      },
    ]);

    for (const lessonId of courses.hands.lessonIds) {
      expect(
        (await learningApi.completeWithEvidence(app, ana.token, courses.hands.id, lessonId)).status,
      ).toBe(200);
    }
    expect((await adminDashboard()).popularCourses[0]).toMatchObject({ enrollments: 1, completions: 1 });
  });

  it('orders the popular courses by their enrollments', async () => {
    await enrollOk(app, ana.token, courses.falls.id);
    await enrollOk(app, bruno.token, courses.falls.id);
    const { popularCourses } = await adminDashboard();
    expect(
      popularCourses.map((course: { title: string; enrollments: number }) => [
        course.title,
        course.enrollments,
      ]),
    ).toEqual([
      ['Prevención de caídas', 2],
      ['Higiene de manos', 1],
    ]);
  });

  it('puts an older enrollment in the week it was made', async () => {
    const before = await adminDashboard();
    const late = await signedInPerson(app);
    await enrollOk(app, late.token, courses.hands.id);
    await app.deps.db.kysely
      .updateTable('Enrollments')
      .set({ created_at: new Date(Date.now() - 21 * 24 * 60 * 60 * 1000) })
      .where('id_profile', '=', late.profileId)
      .execute();
    const after = await adminDashboard();
    const counts = (dashboard: { weeklyEnrollments: Array<{ count: number }> }) =>
      dashboard.weeklyEnrollments.map((week) => week.count);
    const expected = counts(before);
    expected[WEEKLY_ENROLLMENT_WEEKS - 1 - 3]! += 1;
    expect(counts(after)).toEqual(expected);
    expect(after.enrollments).toBe(before.enrollments + 1);
  });

  it('adds approved orders only, by exactly their price, each in its currency', async () => {
    await insertOrder(app, ana.profileId, courses.sepsis.id, 'approved');
    await insertOrder(app, bruno.profileId, courses.sepsis.id, 'pending');
    await insertOrder(app, bruno.profileId, courses.sepsis.id, 'rejected');
    await insertOrder(app, bruno.profileId, courses.sepsis.id, 'refunded');
    expect((await adminDashboard()).revenue).toEqual([
      { currency: pen.shown, amount: 120 },
      { currency: usd.shown, amount: 0 },
    ]);

    await insertOrder(app, bruno.profileId, courses.pharmacovigilance.id, 'approved');
    await insertOrder(app, ana.profileId, courses.pharmacovigilance.id, 'approved');
    expect((await adminDashboard()).revenue).toEqual([
      { currency: pen.shown, amount: 120 },
      { currency: usd.shown, amount: 99.8 },
    ]);
  });

  it('lists the five newest accounts, newest first, with their role and a signed photo', async () => {
    const newest = [];
    for (let index = 0; index < 5; index++) newest.push(await createUser(app.deps, ROLE_CODES.instructor));
    await app.deps.db.kysely
      .updateTable('Profiles')
      .set({ url_image: 'images_profiles/rosa.png' })
      .where('id_profile', '=', newest[4]!.profileId)
      .execute();

    const { recentUsers } = await adminDashboard();
    expect(recentUsers.map((user: { id: string }) => user.id)).toEqual(
      newest.map((user) => user.profileId).reverse(),
    );
    expect(recentUsers[0]).toMatchObject({
      names: 'Rosa',
      lastNames: 'Prueba Díaz',
      role: { code: ROLE_CODES.instructor, name: 'instructor' },
    });
    expect(recentUsers[0].urlImage).toMatch(
      /^\/api\/files\/images_profiles\/rosa\.png\?expires=\d+&signature=/,
    );
    expect(recentUsers[1].urlImage).toBeNull();
    expect(Object.keys(recentUsers[0]).sort()).toEqual(
      ['createdAt', 'id', 'lastNames', 'names', 'role', 'urlImage'].sort(),
    );
  });

  it('stops counting deleted accounts and their enrollments', async () => {
    const before = await adminDashboard();
    const response = await app.request(`/api/users/${bruno.profileId}`, {
      method: 'DELETE',
      headers: bearer(admin.token),
    });
    expect(response.status).toBe(204);
    const after = await adminDashboard();
    expect(after.totalUsers).toBe(before.totalUsers - 1);
    expect(after.enrollments).toBe(before.enrollments - 1);
    expect(
      after.popularCourses.find((course: { id: string }) => course.id === courses.falls.id),
    ).toMatchObject({
      enrollments: 1,
    });
  });

  it('stops counting deleted enrollments, deleted courses and unpublished ones', async () => {
    const before = await adminDashboard();
    await app.deps.db.kysely
      .updateTable('Enrollments')
      .set({ deleted_at: new Date() })
      .where('id_profile', '=', ana.profileId)
      .where('id_course', '=', courses.falls.id)
      .execute();
    const withoutEnrollment = await adminDashboard();
    expect(withoutEnrollment.enrollments).toBe(before.enrollments - 1);
    expect(withoutEnrollment.popularCourses.map((course: { id: string }) => course.id)).not.toContain(
      courses.falls.id,
    );

    const deleted = await app.request(`/api/courses/${courses.hands.id}`, {
      method: 'DELETE',
      headers: bearer(carlos.token),
    });
    expect(deleted.status).toBe(200);
    const withoutCourse = await adminDashboard();
    expect(withoutCourse.activeCourses).toBe(before.activeCourses - 1);
    expect(withoutCourse.enrollments).toBe(withoutEnrollment.enrollments - 2);
    expect(withoutCourse.popularCourses).toEqual([]);
    expect(
      withoutCourse.weeklyEnrollments.reduce((sum: number, week: { count: number }) => sum + week.count, 0),
    ).toBe(withoutCourse.enrollments);

    const unpublished = await app.request(`/api/courses/${courses.falls.id}/unpublish`, {
      method: 'POST',
      headers: bearer(carlos.token),
    });
    expect(unpublished.status).toBe(200);
    expect((await adminDashboard()).activeCourses).toBe(before.activeCourses - 2);
  });
});

import { ROLE_CODES } from '@aula/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referenceIds, type ReferenceIds } from '../../test/course-save-fixtures';
import { signedInPerson, type Person } from '../../test/factories';
import { insertOrder } from '../../test/order-factory';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createLearningCourse, enrollOk, learningApi, type BuiltCourse } from '../../test/learning-fixtures';
import {
  currency,
  postComment,
  readDashboard,
  renamePerson,
  requestDashboard,
} from '../../test/dashboard-fixtures';

let app: TestApp;
let refs: ReferenceIds;
let carlos: Person;
let lucia: Person;
let admin: Person;
let ana: Person;
let bruno: Person;
const courses = {} as Record<'hands' | 'falls' | 'draft' | 'sepsis' | 'others', BuiltCourse>;
let pen: Awaited<ReturnType<typeof currency>>;

beforeAll(async () => {
  app = await createTestApp();
  refs = await referenceIds(app);
  pen = await currency(app, 'PEN');
  [carlos, lucia, admin, ana, bruno] = await Promise.all([
    signedInPerson(app, ROLE_CODES.instructor),
    signedInPerson(app, ROLE_CODES.instructor),
    signedInPerson(app, ROLE_CODES.admin),
    signedInPerson(app),
    signedInPerson(app),
  ]);
  await renamePerson(app, ana.profileId, 'Ana', 'Quispe Rojas');
  await renamePerson(app, bruno.profileId, 'Bruno', 'Salas Vega');
  courses.hands = await createLearningCourse(app, carlos.token, refs, { title: 'Higiene de manos' });
  courses.falls = await createLearningCourse(app, carlos.token, refs, { title: 'Prevención de caídas' });
  courses.draft = await createLearningCourse(app, carlos.token, refs, {
    title: 'Borrador',
    published: false,
  });
  courses.sepsis = await createLearningCourse(app, carlos.token, refs, { title: 'Sepsis', price: 80 });
  courses.others = await createLearningCourse(app, lucia.token, refs, { title: 'Curso de Lucía' });
});
afterAll(() => app.close());

const carlosDashboard = () => readDashboard(app, 'instructor', carlos.token);

describe('GET /api/dashboard/instructor', () => {
  it('is for instructors and admins, never students or anonymous callers', async () => {
    expect((await requestDashboard(app, 'instructor')).status).toBe(401);
    expect((await requestDashboard(app, 'instructor', ana.token)).status).toBe(403);
    expect((await requestDashboard(app, 'instructor', admin.token)).status).toBe(200);
  });

  it('starts from the caller’s own courses, with 0 revenue in their currency', async () => {
    const dashboard = await carlosDashboard();
    expect(dashboard).toMatchObject({
      activeCourses: 3,
      totalStudents: 0,
      completionRate: 0,
      monthlyRevenue: [{ currency: pen.shown, amount: 0 }],
      recentActivity: [],
    });
    expect(dashboard.recentCourses.map((course: { title: string }) => course.title)).toEqual([
      'Sepsis',
      'Borrador',
      'Prevención de caídas',
      'Higiene de manos',
    ]);
    expect(dashboard.recentCourses[1]).toMatchObject({ isPublished: false, enrollments: 0 });
  });

  it('counts each student once and shows their enrollments as activity', async () => {
    await enrollOk(app, ana.token, courses.hands.id);
    let dashboard = await carlosDashboard();
    expect(dashboard.totalStudents).toBe(1);
    expect(dashboard.recentActivity).toEqual([
      {
        kind: 'enrollment',
        studentNames: 'Ana Quispe Rojas',
        courseId: courses.hands.id,
        courseTitle: 'Higiene de manos',
        at: expect.any(String),
      },
    ]);

    await enrollOk(app, ana.token, courses.falls.id);
    expect((await carlosDashboard()).totalStudents).toBe(1);
    await enrollOk(app, bruno.token, courses.hands.id);
    await enrollOk(app, bruno.token, courses.others.id);
    dashboard = await carlosDashboard();
    expect(dashboard.totalStudents).toBe(2);
    expect(
      dashboard.recentActivity.map((event: { kind: string; studentNames: string }) => event.studentNames),
    ).toEqual(['Bruno Salas Vega', 'Ana Quispe Rojas', 'Ana Quispe Rojas']);
    const hands = dashboard.recentCourses.find((course: { id: string }) => course.id === courses.hands.id);
    expect(hands!.enrollments).toBe(2);
  });

  it('raises the completion rate when a student completes a course, and tells it', async () => {
    for (const lessonId of courses.hands.lessonIds) {
      expect(
        (await learningApi.completeWithEvidence(app, ana.token, courses.hands.id, lessonId)).status,
      ).toBe(200);
    }
    const dashboard = await carlosDashboard();
    expect(dashboard.completionRate).toBe(33); // 1 of 3 enrollments
    expect(dashboard.recentActivity[0]).toMatchObject({
      kind: 'completion',
      studentNames: 'Ana Quispe Rojas',
      courseId: courses.hands.id,
    });
  });

  it('shows students’ lesson comments, not the instructor’s own', async () => {
    await postComment(app, bruno.token, courses.hands.id, courses.hands.lessonIds[0]!, '¿Aplica en UCI?');
    await postComment(app, carlos.token, courses.hands.id, courses.hands.lessonIds[0]!, 'Sí, también.');
    const { recentActivity } = await carlosDashboard();
    expect(recentActivity[0]).toMatchObject({
      kind: 'comment',
      studentNames: 'Bruno Salas Vega',
      courseTitle: 'Higiene de manos',
    });
    expect(recentActivity.filter((event: { kind: string }) => event.kind === 'comment')).toHaveLength(1);
    const times = recentActivity.map((event: { at: string }) => event.at);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('keeps only the ten newest events', async () => {
    for (let index = 0; index < 10; index++) {
      await postComment(app, ana.token, courses.falls.id, courses.falls.lessonIds[0]!, `Pregunta ${index}`);
    }
    const { recentActivity } = await carlosDashboard();
    expect(recentActivity).toHaveLength(10);
    expect(recentActivity.every((event: { kind: string }) => event.kind === 'comment')).toBe(true);
  });

  it('adds this month’s approved orders of the instructor’s courses, by exactly their price', async () => {
    const lastMonth = new Date();
    lastMonth.setUTCDate(1);
    lastMonth.setUTCMonth(lastMonth.getUTCMonth() - 1);
    await insertOrder(app, ana.profileId, courses.sepsis.id, 'approved');
    await insertOrder(app, bruno.profileId, courses.sepsis.id, 'approved', lastMonth);
    await insertOrder(app, bruno.profileId, courses.sepsis.id, 'pending');
    await insertOrder(app, bruno.profileId, courses.others.id, 'approved');
    expect((await carlosDashboard()).monthlyRevenue).toEqual([{ currency: pen.shown, amount: 80 }]);
  });

  it('stops counting deleted enrollments and deleted courses', async () => {
    await app.deps.db.kysely
      .updateTable('Enrollments')
      .set({ deleted_at: new Date() })
      .where('id_profile', '=', bruno.profileId)
      .where('id_course', '=', courses.hands.id)
      .execute();
    let dashboard = await carlosDashboard();
    expect(dashboard.totalStudents).toBe(1);
    expect(dashboard.completionRate).toBe(50); // 1 of Ana's 2 enrollments

    await app.deps.db.kysely
      .updateTable('Courses')
      .set({ deleted_at: new Date() })
      .where('id_course', '=', courses.hands.id)
      .execute();
    dashboard = await carlosDashboard();
    expect(dashboard.activeCourses).toBe(2);
    expect(dashboard.completionRate).toBe(0);
    expect(dashboard.recentCourses.map((course: { id: string }) => course.id)).not.toContain(
      courses.hands.id,
    );
    expect(
      dashboard.recentActivity.filter((event: { courseId: string }) => event.courseId === courses.hands.id),
    ).toEqual([]);
  });

  it('shows an admin the courses they teach: none here', async () => {
    expect(await readDashboard(app, 'instructor', admin.token)).toEqual({
      activeCourses: 0,
      totalStudents: 0,
      completionRate: 0,
      monthlyRevenue: [],
      recentCourses: [],
      recentActivity: [],
    });
  });
});

import { ROLE_CODES } from '@aula/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referenceIds, textLesson, type ReferenceIds } from '../../test/course-save-fixtures';
import { signedInPerson, type Person } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createLearningCourse, enrollOk, learningApi, type BuiltCourse } from '../../test/learning-fixtures';
import { readDashboard, requestDashboard } from '../../test/dashboard-fixtures';

let app: TestApp;
let refs: ReferenceIds;
let carlos: Person;
let lucia: Person;
let ana: Person;
let bruno: Person;
const courses = {} as Record<'hands' | 'falls' | 'sepsis' | 'pharma' | 'lucia', BuiltCourse>;

const completeOk = async (person: Person, course: BuiltCourse, lesson: number) => {
  const response = await learningApi.completeWithEvidence(
    app,
    person.token,
    course.id,
    course.lessonIds[lesson]!,
  );
  expect(response.status).toBe(200);
};

beforeAll(async () => {
  app = await createTestApp();
  refs = await referenceIds(app);
  const foreign = await app.deps.db.kysely
    .selectFrom('Specialties')
    .select(['id_specialty', 'id_industry'])
    .where('id_specialty', '=', refs.foreignSpecialtyId)
    .executeTakeFirstOrThrow();
  const foreignRefs = { ...refs, industryId: foreign.id_industry, specialtyId: foreign.id_specialty };
  [carlos, lucia, ana, bruno] = await Promise.all([
    signedInPerson(app, ROLE_CODES.instructor),
    signedInPerson(app, ROLE_CODES.instructor),
    signedInPerson(app),
    signedInPerson(app),
  ]);
  await app.deps.db.kysely
    .updateTable('Profiles')
    .set({ id_specialty: refs.specialtyId })
    .where('id_profile', '=', ana.profileId)
    .execute();
  courses.hands = await createLearningCourse(app, carlos.token, refs, {
    title: 'Higiene de manos',
    lessons: [
      textLesson('Los cinco momentos', undefined, 45),
      textLesson('Técnica de fricción', undefined, 30),
    ],
  });
  courses.falls = await createLearningCourse(app, carlos.token, refs, {
    title: 'Prevención de caídas',
    lessons: [textLesson('Escala de Morse', undefined, 20)],
  });
  courses.sepsis = await createLearningCourse(app, carlos.token, refs, { title: 'Sepsis', price: 80 });
  courses.pharma = await createLearningCourse(app, carlos.token, foreignRefs, { title: 'Farmacovigilancia' });
  courses.lucia = await createLearningCourse(app, lucia.token, foreignRefs, { title: 'Curso de Lucía' });
  // The most enrolled first: Prevención de caídas has one student more than the rest.
  await enrollOk(app, bruno.token, courses.falls.id);
});
afterAll(() => app.close());

const anaDashboard = () => readDashboard(app, 'student', ana.token);
const titles = (items: Array<{ title: string }>) => items.map((item) => item.title);

describe('GET /api/dashboard/student', () => {
  it('answers 401 without a session', async () => {
    expect((await requestDashboard(app, 'student')).status).toBe(401);
  });

  it('starts empty, recommending the published courses of the student’s specialty', async () => {
    const dashboard = await anaDashboard();
    expect(dashboard).toMatchObject({
      continueLearning: null,
      recentAchievements: [],
      enrolledCourses: 0,
      studyHours: 0,
      completedCourses: 0,
      averageProgress: 0,
      certificates: 0,
    });
    const recommended = titles(dashboard.recommendedCourses);
    expect(recommended[0]).toBe('Prevención de caídas');
    expect(recommended.slice(1, 3).sort()).toEqual(['Higiene de manos', 'Sepsis']);
    // Only three of her specialty: the fourth comes from further out.
    expect(recommended).toHaveLength(4);
    expect(['Farmacovigilancia', 'Curso de Lucía']).toContain(recommended[3]);
    expect(dashboard.recommendedCourses[0]).toMatchObject({
      id: courses.falls.id,
      enrollmentCount: 1,
      price: 0,
      coin: { code: 'PEN' },
      instructor: { names: 'Rosa', lastNames: 'Prueba Díaz' },
    });
    expect(dashboard.recommendedCourses[0].thumbnailUrl).toMatch(/^\/api\/files\/.+\?expires=\d+&signature=/);
  });

  it('falls back to the student’s area, then to the most taken courses, when their specialty has none', async () => {
    // Issue 18, item 11: a nurse of a specialty without courses found 'No hay más cursos para
    // recomendarte' while courses of her area were published.
    const elena = await signedInPerson(app);
    const sameArea = await app.deps.db.kysely
      .selectFrom('Specialties')
      .select('id_specialty')
      .where('id_industry', '=', refs.industryId)
      .where('id_specialty', '!=', refs.specialtyId)
      .executeTakeFirstOrThrow();
    await app.deps.db.kysely
      .updateTable('Profiles')
      .set({ id_industry: refs.industryId, id_specialty: sameArea.id_specialty })
      .where('id_profile', '=', elena.profileId)
      .execute();
    const recommended = titles((await readDashboard(app, 'student', elena.token)).recommendedCourses);
    expect(recommended).toHaveLength(4);
    expect(recommended[0]).toBe('Prevención de caídas');
    expect(recommended.slice(1, 3).sort()).toEqual(['Higiene de manos', 'Sepsis']);
    expect(['Farmacovigilancia', 'Curso de Lucía']).toContain(recommended[3]);
  });

  it('recommends from the whole catalogue without a specialty, never a course taken or taught', async () => {
    const forBruno = await readDashboard(app, 'student', bruno.token);
    expect(forBruno.recommendedCourses).toHaveLength(4);
    expect(titles(forBruno.recommendedCourses)).not.toContain('Prevención de caídas');
    const forCarlos = await readDashboard(app, 'student', carlos.token);
    expect(titles(forCarlos.recommendedCourses)).toEqual(['Curso de Lucía']);
  });

  it('follows an enrollment: the count, what to continue, and no more recommending it', async () => {
    await enrollOk(app, ana.token, courses.hands.id);
    const dashboard = await anaDashboard();
    expect(dashboard).toMatchObject({
      enrolledCourses: 1,
      averageProgress: 0,
      completedCourses: 0,
      studyHours: 0,
    });
    expect(dashboard.continueLearning).toEqual({
      courseId: courses.hands.id,
      courseTitle: 'Higiene de manos',
      thumbnailUrl: expect.stringMatching(/^\/api\/files\/.+\?expires=\d+&signature=/),
      lessonId: courses.hands.lessonIds[0],
      lessonTitle: 'Los cinco momentos',
      progress: 0,
    });
    expect(titles(dashboard.recommendedCourses)).not.toContain('Higiene de manos');
  });

  it('follows a completed lesson: progress, study hours, the next lesson and the first achievement', async () => {
    await completeOk(ana, courses.hands, 0);
    const dashboard = await anaDashboard();
    expect(dashboard).toMatchObject({ averageProgress: 50, studyHours: 0.8, completedCourses: 0 });
    expect(dashboard.continueLearning).toMatchObject({
      lessonId: courses.hands.lessonIds[1],
      lessonTitle: 'Técnica de fricción',
      progress: 50,
    });
    expect(dashboard.recentAchievements).toEqual([
      expect.objectContaining({ code: 'first_lesson', title: 'Primer paso', rarity: 'common' }),
    ]);
  });

  it('continues where the student left off, and with the course touched last', async () => {
    const resumed = await learningApi.resume(app, ana.token, courses.hands.id, {
      lessonId: courses.hands.lessonIds[0],
    });
    expect(resumed.status).toBe(200);
    expect((await anaDashboard()).continueLearning?.lessonId).toBe(courses.hands.lessonIds[0]);

    await enrollOk(app, ana.token, courses.falls.id);
    const dashboard = await anaDashboard();
    expect(dashboard.continueLearning).toMatchObject({ courseId: courses.falls.id, progress: 0 });
    expect(dashboard).toMatchObject({ enrolledCourses: 2, averageProgress: 25 });
  });

  it('follows a completed course: the counts, the certificate and its achievements', async () => {
    await completeOk(ana, courses.hands, 1);
    const dashboard = await anaDashboard();
    expect(dashboard).toMatchObject({
      enrolledCourses: 2,
      completedCourses: 1,
      averageProgress: 50,
      studyHours: 1.3,
      certificates: 1,
    });
    expect(dashboard.continueLearning?.courseId).toBe(courses.falls.id);
    const codes = dashboard.recentAchievements.map((achievement: { code: string }) => achievement.code);
    expect(codes.slice(0, 2).sort()).toEqual(['first_certificate', 'first_course']);
    expect(codes[2]).toBe('first_lesson');

    await completeOk(ana, courses.falls, 0);
    const done = await anaDashboard();
    expect(done).toMatchObject({
      continueLearning: null,
      completedCourses: 2,
      averageProgress: 100,
      studyHours: 1.6,
    });
  });

  it('stops counting a deleted course, but keeps its certificate', async () => {
    await app.deps.db.kysely
      .updateTable('Courses')
      .set({ deleted_at: new Date() })
      .where('id_course', '=', courses.falls.id)
      .execute();
    expect(await anaDashboard()).toMatchObject({
      enrolledCourses: 1,
      completedCourses: 1,
      averageProgress: 100,
      studyHours: 1.3,
      certificates: 2,
    });
  });

  it('stops counting a deleted enrollment', async () => {
    await app.deps.db.kysely
      .updateTable('Enrollments')
      .set({ deleted_at: new Date() })
      .where('id_profile', '=', ana.profileId)
      .where('id_course', '=', courses.hands.id)
      .execute();
    expect(await anaDashboard()).toMatchObject({
      enrolledCourses: 0,
      completedCourses: 0,
      averageProgress: 0,
      studyHours: 0,
      continueLearning: null,
    });
  });
});

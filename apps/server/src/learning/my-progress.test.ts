import { myProgressSchema, ROLE_CODES } from '@aula/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  editView,
  referenceIds,
  textLesson,
  updateBodyFrom,
  type ReferenceIds,
} from '../../test/course-save-fixtures';
import { bearer, bodyOf, signedInPerson, type Person } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createLearningCourse, enrollOk, learningApi, type BuiltCourse } from '../../test/learning-fixtures';

let app: TestApp;
let refs: ReferenceIds;
let carlos: Person;
let ana: Person;
let bruno: Person;
/** Two modules of two lessons each. */
let falls: BuiltCourse;
/** One module of two lessons. */
let hands: BuiltCourse;
let notEnrolled: BuiltCourse;

const fourLessons = () => ['Uno', 'Dos', 'Tres', 'Cuatro'].map((title) => textLesson(`Lección ${title}`));

async function rename(person: Person, names: string, lastNames: string) {
  await app.deps.db.kysely
    .updateTable('Profiles')
    .set({ names, last_names: lastNames })
    .where('id_profile', '=', person.profileId)
    .execute();
}

/** Dates an enrollment `minutesAgo` minutes back, so that activity order does not hang on milliseconds. */
async function enrolledAgo(person: Person, course: BuiltCourse, minutesAgo: number) {
  await app.deps.db.kysely
    .updateTable('Enrollments')
    .set({ created_at: new Date(Date.now() - minutesAgo * 60_000) })
    .where('id_profile', '=', person.profileId)
    .where('id_course', '=', course.id)
    .execute();
}

async function complete(person: Person, course: BuiltCourse, lesson: number) {
  const response = await learningApi.completeWithEvidence(
    app,
    person.token,
    course.id,
    course.lessonIds[lesson]!,
  );
  expect(response.status).toBe(200);
}

const progressOf = async (person: Person) => {
  const response = await app.request('/api/learning/progress', { headers: bearer(person.token) });
  expect(response.status).toBe(200);
  return bodyOf(response, myProgressSchema);
};

const moduleCounts = (item: {
  modules: Array<{ title: string; completedLessons: number; totalLessons: number }>;
}) => item.modules.map((module) => [module.title, module.completedLessons, module.totalLessons]);

beforeAll(async () => {
  app = await createTestApp();
  refs = await referenceIds(app);
  [carlos, ana, bruno] = await Promise.all([
    signedInPerson(app, ROLE_CODES.instructor),
    signedInPerson(app),
    signedInPerson(app),
  ]);
  await rename(carlos, 'Carlos', 'Mendoza Ruiz');
  falls = await createLearningCourse(app, carlos.token, refs, {
    title: 'Prevención de caídas',
    lessons: fourLessons(),
  });
  hands = await createLearningCourse(app, carlos.token, refs, { title: 'Higiene de manos' });
  notEnrolled = await createLearningCourse(app, carlos.token, refs, { title: 'Sepsis en urgencias' });
  await enrollOk(app, ana.token, falls.id);
  await enrollOk(app, ana.token, hands.id);
  await enrollOk(app, bruno.token, falls.id);
  await enrolledAgo(ana, falls, 60);
  await enrolledAgo(ana, hands, 30);
});
afterAll(() => app.close());

describe('my progress', () => {
  it('needs a session', async () => {
    expect((await app.request('/api/learning/progress')).status).toBe(401);
  });

  it('shows the enrollments without activity by enrollment date, every lesson still to do', async () => {
    const progress = await progressOf(ana);
    expect(progress.summary).toEqual({ courses: 2, completed: 0, averageProgress: 0 });
    expect(progress.items.map((item: { course: { title: string } }) => item.course.title)).toEqual([
      'Higiene de manos',
      'Prevención de caídas',
    ]);
    const [first, second] = progress.items;
    expect(first).toEqual({
      course: {
        id: hands.id,
        title: 'Higiene de manos',
        thumbnailUrl: expect.stringMatching(
          /^\/api\/files\/images\/images_courses\/.+\?expires=\d+&signature=/,
        ),
        instructor: { id: carlos.profileId, names: 'Carlos', lastNames: 'Mendoza Ruiz' },
      },
      progress: 0,
      enrolledAt: expect.any(String),
      completedAt: null,
      lastActivityAt: first.enrolledAt,
      modules: [{ id: expect.any(String), title: 'Primer módulo', completedLessons: 0, totalLessons: 2 }],
    });
    expect(moduleCounts(second)).toEqual([
      ['Primer módulo', 0, 2],
      ['Segundo módulo', 0, 2],
    ]);
    expect((await app.request(first.course.thumbnailUrl!)).status).toBe(200);
  });

  it('counts the lessons completed through the completion API, module by module, and moves that course up', async () => {
    await complete(ana, falls, 0);
    await complete(ana, falls, 2);
    const progress = await progressOf(ana);
    const [first, second] = progress.items;
    expect(first.course.title).toBe('Prevención de caídas');
    expect(first.progress).toBe(50);
    expect(moduleCounts(first)).toEqual([
      ['Primer módulo', 1, 2],
      ['Segundo módulo', 1, 2],
    ]);
    const stored = await app.deps.db.kysely
      .selectFrom('Lesson_Progress')
      .select(({ fn }) => fn.max('updated_at').as('latest'))
      .where('id_profile', '=', ana.profileId)
      .executeTakeFirstOrThrow();
    expect(first.lastActivityAt).toBe(new Date(stored.latest!).toISOString());
    expect(Date.parse(first.lastActivityAt)).toBeGreaterThan(Date.parse(first.enrolledAt));
    expect(moduleCounts(second)).toEqual([['Primer módulo', 0, 2]]);
    expect(progress.summary).toEqual({ courses: 2, completed: 0, averageProgress: 25 });
  });

  it('shows a completed course with its date and counts it in the summary', async () => {
    await complete(ana, hands, 0);
    await complete(ana, hands, 1);
    const progress = await progressOf(ana);
    const [first] = progress.items;
    expect(first.course.title).toBe('Higiene de manos');
    expect(first.progress).toBe(100);
    expect(first.completedAt).toEqual(expect.any(String));
    expect(moduleCounts(first)).toEqual([['Primer módulo', 2, 2]]);
    expect(progress.summary).toEqual({ courses: 2, completed: 1, averageProgress: 75 });
  });

  it('shows only the caller’s own enrollments and lessons', async () => {
    const progress = await progressOf(bruno);
    expect(progress.items.map((item: { course: { id: string } }) => item.course.id)).toEqual([falls.id]);
    expect(moduleCounts(progress.items[0])).toEqual([
      ['Primer módulo', 0, 2],
      ['Segundo módulo', 0, 2],
    ]);
    await complete(bruno, falls, 1);
    expect(moduleCounts((await progressOf(ana)).items[1])).toEqual([
      ['Primer módulo', 1, 2],
      ['Segundo módulo', 1, 2],
    ]);
    const instructor = await progressOf(carlos);
    expect(instructor).toEqual({ summary: { courses: 0, completed: 0, averageProgress: 0 }, items: [] });
    expect(JSON.stringify(await progressOf(ana))).not.toContain(notEnrolled.id);
  });

  it('leaves out removed lessons and removed modules', async () => {
    const view = await editView(app, carlos.token, falls.id);
    const body = updateBodyFrom(view);
    // Ana completed lesson 0 (first module) and lesson 2 (second module): remove both places.
    body.modules = [{ ...body.modules[0]!, lessons: body.modules[0]!.lessons.slice(1) }];
    const saved = await api.update(app, carlos.token, falls.id, body);
    expect(saved.status).toBe(200);
    const item = (await progressOf(ana)).items.find(
      (entry: { course: { id: string } }) => entry.course.id === falls.id,
    );
    expect(moduleCounts(item!)).toEqual([['Primer módulo', 0, 1]]);
    expect(moduleCounts((await progressOf(bruno)).items[0])).toEqual([['Primer módulo', 1, 1]]);
  });

  it('keeps a course withdrawn to a draft with its modules, and drops a deleted course', async () => {
    expect((await api.unpublish(app, carlos.token, hands.id)).status).toBe(200);
    const withdrawn = (await progressOf(ana)).items.find(
      (entry: { course: { id: string } }) => entry.course.id === hands.id,
    );
    expect(moduleCounts(withdrawn!)).toEqual([['Primer módulo', 2, 2]]);
    expect((await api.remove(app, carlos.token, hands.id)).status).toBe(200);
    const progress = await progressOf(ana);
    expect(progress.items.map((item: { course: { id: string } }) => item.course.id)).toEqual([falls.id]);
    expect(progress.summary).toEqual({ courses: 1, completed: 0, averageProgress: 50 });
  });
});

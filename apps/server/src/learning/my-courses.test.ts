import { messages, myCoursesSchema, ROLE_CODES } from '@aula/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referenceIds, type ReferenceIds } from '../../test/course-save-fixtures';
import { bearer, bodyOf, refusalOf } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createLearningCourse, enrollOk, learningApi, type BuiltCourse } from '../../test/learning-fixtures';
import { signedInPerson, type Person } from '../../test/factories';

let app: TestApp;
let refs: ReferenceIds;
let carlos: Person;
let lucia: Person;
let student: Person;
const courses = {} as Record<'hands' | 'falls' | 'sepsis' | 'percent' | 'notEnrolled', BuiltCourse>;

async function rename(person: Person, names: string, lastNames: string) {
  await app.deps.db.kysely
    .updateTable('Profiles')
    .set({ names, last_names: lastNames })
    .where('id_profile', '=', person.profileId)
    .execute();
}

/** The figures a course's ratings leave (reviews/save-rating.ts): its average, and the score it sorts by. */
async function setRating(course: BuiltCourse, rating: number) {
  await app.deps.db.kysely
    .updateTable('Courses')
    .set({ rating_average: rating, rating_score: rating })
    .where('id_course', '=', course.id)
    .execute();
}

/** Makes the enrollment look last touched `minutesAgo` minutes ago. */
async function touched(course: BuiltCourse, minutesAgo: number) {
  await app.deps.db.kysely
    .updateTable('Enrollments')
    .set({ updated_at: new Date(Date.now() - minutesAgo * 60_000) })
    .where('id_course', '=', course.id)
    .where('id_profile', '=', student.profileId)
    .execute();
}

beforeAll(async () => {
  app = await createTestApp();
  refs = await referenceIds(app);
  [carlos, lucia, student] = await Promise.all([
    signedInPerson(app, ROLE_CODES.instructor),
    signedInPerson(app, ROLE_CODES.instructor),
    signedInPerson(app),
  ]);
  await rename(carlos, 'Carlos', 'Mendoza Ruiz');
  await rename(lucia, 'Lucía', 'Vargas Soto');
  courses.hands = await createLearningCourse(app, carlos.token, refs, { title: 'Higiene de manos' });
  courses.falls = await createLearningCourse(app, carlos.token, refs, { title: 'Prevención de caídas' });
  courses.sepsis = await createLearningCourse(app, lucia.token, refs, { title: 'Sepsis en urgencias' });
  courses.percent = await createLearningCourse(app, lucia.token, refs, {
    title: 'Adherencia al 100% de la guía',
  });
  courses.notEnrolled = await createLearningCourse(app, lucia.token, refs, { title: 'Higiene hospitalaria' });
  for (const key of ['hands', 'falls', 'sepsis', 'percent'] as const) {
    await enrollOk(app, student.token, courses[key].id);
  }
  await learningApi.completeWithEvidence(app, student.token, courses.falls.id, courses.falls.lessonIds[0]!);
  await touched(courses.hands, 30);
  await touched(courses.falls, 5);
  await touched(courses.sepsis, 60);
  await touched(courses.percent, 90);
  await setRating(courses.hands, 4.2);
  await setRating(courses.falls, 3.1);
  await setRating(courses.sepsis, 4.8);
  await setRating(courses.percent, 2);
});
afterAll(() => app.close());

const myCourses = async (token: string, query = '') => {
  const response = await learningApi.myCourses(app, token, query);
  expect(response.status).toBe(200);
  return bodyOf(response, myCoursesSchema);
};
const titles = (page: { items: Array<{ course: { title: string } }> }) =>
  page.items.map((item) => item.course.title);

describe('Mis Cursos', () => {
  it('lists the caller’s enrollments, last studied first, with the card’s data and the progress', async () => {
    const page = await myCourses(student.token);
    expect(titles(page)).toEqual([
      'Prevención de caídas',
      'Higiene de manos',
      'Sepsis en urgencias',
      'Adherencia al 100% de la guía',
    ]);
    expect(page).toMatchObject({ page: 1, pageSize: 12, total: 4 });
    expect(page.items[0]).toEqual({
      course: {
        id: courses.falls.id,
        title: 'Prevención de caídas',
        shortDescription: expect.any(String),
        thumbnailUrl: expect.stringMatching(/^\/api\/files\/images\/images_courses\/.+signature=/),
        price: 0,
        coin: { id: refs.coinId, code: 'PEN', name: expect.any(String) },
        estimatedDurationHours: 1.5,
        ratingAverage: 3.1,
        instructor: { id: carlos.profileId, names: 'Carlos', lastNames: 'Mendoza Ruiz' },
        specialty: { id: refs.specialtyId, name: expect.any(String) },
        totalModules: 1,
        totalLessons: 2,
      },
      progress: 50,
      completedAt: null,
      // The player moved on to the next lesson after the first was completed.
      lastLessonId: courses.falls.lessonIds[1],
      enrolledAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const thumbnail = await app.request(page.items[0].course.thumbnailUrl!);
    expect(thumbnail.status).toBe(200);
  });

  it('sorts by rating when asked', async () => {
    expect(titles(await myCourses(student.token, '?sort=rating'))).toEqual([
      'Sepsis en urgencias',
      'Higiene de manos',
      'Prevención de caídas',
      'Adherencia al 100% de la guía',
    ]);
  });

  it('searches the title and the instructor’s names, ignoring case, and treats % literally', async () => {
    expect(titles(await myCourses(student.token, '?search=HIGIENE'))).toEqual(['Higiene de manos']);
    // As people type (docs/product/search.md): no accents, every word in any order, across the fields.
    expect(titles(await myCourses(student.token, `?search=${encodeURIComponent('manos higiene')}`))).toEqual([
      'Higiene de manos',
    ]);
    expect(
      titles(await myCourses(student.token, `?search=${encodeURIComponent('mendoza higiene')}`)),
    ).toEqual(['Higiene de manos']);
    expect(titles(await myCourses(student.token, '?search=caidas'))).toEqual(['Prevención de caídas']);
    expect(
      titles(await myCourses(student.token, `?search=${encodeURIComponent('vargas LUCIA')}`)).sort(),
    ).toEqual(['Adherencia al 100% de la guía', 'Sepsis en urgencias']);
    expect((await myCourses(student.token, `?search=${encodeURIComponent('mendoza sepsis')}`)).total).toBe(0);
    expect(titles(await myCourses(student.token, `?search=${encodeURIComponent('lucía vargas')}`))).toEqual([
      'Sepsis en urgencias',
      'Adherencia al 100% de la guía',
    ]);
    expect(titles(await myCourses(student.token, '?search=Mendoza&sort=rating'))).toEqual([
      'Higiene de manos',
      'Prevención de caídas',
    ]);
    expect(titles(await myCourses(student.token, `?search=${encodeURIComponent('100%')}`))).toEqual([
      'Adherencia al 100% de la guía',
    ]);
    const literal = await myCourses(student.token, `?search=${encodeURIComponent('%')}`);
    expect(titles(literal)).toEqual(['Adherencia al 100% de la guía']);
    expect((await myCourses(student.token, '?search=cardiología')).total).toBe(0);
  });

  it('pages on the server', async () => {
    const first = await myCourses(student.token, '?pageSize=3&page=1');
    const second = await myCourses(student.token, '?pageSize=3&page=2');
    expect(first.total).toBe(4);
    expect(titles(first)).toHaveLength(3);
    expect(titles(second)).toEqual(['Adherencia al 100% de la guía']);
  });

  it('shows nobody else’s enrollments, and drops a deleted course', async () => {
    const other = await signedInPerson(app);
    expect((await myCourses(other.token)).total).toBe(0);
    const gone = await createLearningCourse(app, lucia.token, refs, { title: 'Curso que se elimina' });
    await enrollOk(app, other.token, gone.id);
    expect(titles(await myCourses(other.token))).toEqual(['Curso que se elimina']);
    await app.request(`/api/courses/${gone.id}`, { method: 'DELETE', headers: bearer(lucia.token) });
    expect((await myCourses(other.token)).total).toBe(0);
  });

  it('moves a course to the top when the student resumes it', async () => {
    const other = await signedInPerson(app);
    await enrollOk(app, other.token, courses.hands.id);
    await enrollOk(app, other.token, courses.sepsis.id);
    expect(titles(await myCourses(other.token))[0]).toBe('Sepsis en urgencias');
    await learningApi.resume(app, other.token, courses.hands.id, { lessonId: courses.hands.lessonIds[1] });
    const page = await myCourses(other.token);
    expect(titles(page)[0]).toBe('Higiene de manos');
    expect(page.items[0].lastLessonId).toBe(courses.hands.lessonIds[1]);
  });

  it('refuses a wrong sort or page with a Spanish 400, and needs a session', async () => {
    const response = await learningApi.myCourses(app, student.token, '?sort=precio');
    expect(response.status).toBe(400);
    expect((await refusalOf(response)).message).toBe(messages.learning.invalidSort);
    expect((await learningApi.myCourses(app, student.token, '?page=0')).status).toBe(400);
    expect((await learningApi.myCourses(app, undefined)).status).toBe(401);
  });
});

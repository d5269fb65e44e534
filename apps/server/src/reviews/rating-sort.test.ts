import { courseListQuerySchema, courseListSchema, ROLE_CODES } from '@aula/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referenceIds } from '../../test/course-save-fixtures';
import { bodyOf, createUser, sendJson, signedInPerson, signIn, type Person } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { Viewer } from '../auth/viewer';
import { coursePage, listCourses, matchingInstructors } from '../courses/course-queries';
import { createLearningCourse, enrollOk, type BuiltCourse } from '../../test/learning-fixtures';
import { bayesianAverage, PRIOR_MEAN_TOLERANCE } from './rating-score';

/**
 * The catalogue's 'Calificación' order is a Bayesian average (docs/product/ratings.md): a course
 * with one 5-star rating does not outrank one with twenty ratings averaging 4.5. Its figures are
 * kept on the course rows by every rating write, and the order is read from an index.
 */
let app: TestApp;
let instructor: Person;
let student: Person;
const courses = {} as Record<'one' | 'many' | 'low' | 'none', BuiltCourse>;
/** The stars each course gets, each from a different student. */
const STARS = {
  one: [5],
  many: [...Array<number>(10).fill(5), ...Array<number>(10).fill(4)],
  low: Array<number>(10).fill(3),
};

/**
 * A student enrolled through the API who completed the course's first lesson of two: half. The
 * completion is written as the player's evidence would leave it; the evidence rules have their own
 * tests (learning/completion-evidence.test.ts), and what rating reads is the count.
 */
async function halfwayStudent(course: BuiltCourse): Promise<string> {
  const user = await createUser(app.deps, ROLE_CODES.student);
  const { accessToken } = await signIn(app, user.email, user.password);
  await enrollOk(app, accessToken, course.id);
  await app.deps.db.kysely
    .insertInto('Lesson_Progress')
    .values({ id_profile: user.profileId, id_lesson: course.lessonIds[0]!, completed_at: new Date() })
    .execute();
  return accessToken;
}

async function rateAs(token: string, course: BuiltCourse, stars: number) {
  const response = await sendJson(app, 'PUT', `/api/courses/${course.id}/my-rating`, token, { stars });
  expect(response.status, await response.clone().text()).toBe(200);
}

beforeAll(async () => {
  app = await createTestApp();
  const refs = await referenceIds(app);
  instructor = await signedInPerson(app, ROLE_CODES.instructor);
  student = await signedInPerson(app);
  courses.one = await createLearningCourse(app, instructor.token, refs, { title: 'Una sola calificación' });
  courses.many = await createLearningCourse(app, instructor.token, refs, { title: 'Muchas calificaciones' });
  courses.low = await createLearningCourse(app, instructor.token, refs, { title: 'Calificación baja' });
  courses.none = await createLearningCourse(app, instructor.token, refs, { title: 'Sin calificar' });
  // The single 5 first: while it is the catalogue's only rating, its score is 5; the ratings that
  // follow move the catalogue's mean, and its score must follow them.
  for (const key of ['one', 'many', 'low'] as const) {
    const tokens = await Promise.all(STARS[key].map(() => halfwayStudent(courses[key])));
    for (const [index, token] of tokens.entries()) await rateAs(token, courses[key], STARS[key][index]!);
  }
}, 180_000);
afterAll(() => app.close());

const titles = (page: { items: Array<{ title: string }> }) => page.items.map((item) => item.title);

async function catalogue(token: string, query: string) {
  const response = await sendJson(app, 'GET', `/api/courses${query}`, token);
  expect(response.status, await response.clone().text()).toBe(200);
  return bodyOf(response, courseListSchema);
}

describe('the catalogue’s rating order', () => {
  it('puts twenty ratings of 4.5 above a single 5, and the courses nobody rated last', async () => {
    const page = await catalogue(student.token, '?sort=rating');
    expect(titles(page)).toEqual([
      'Muchas calificaciones',
      'Una sola calificación',
      'Calificación baja',
      'Sin calificar',
    ]);
    // What each card shows is the plain average and the count: the order alone is fair.
    expect(
      page.items.map((item: { ratingAverage: number; ratingCount: number }) => [
        item.ratingAverage,
        item.ratingCount,
      ]),
    ).toEqual([
      [4.5, 20],
      [5, 1],
      [3, 10],
      [0, 0],
    ]);
    // The managers' list sorts the same way.
    expect(titles(await catalogue(instructor.token, '?sort=rating'))).toEqual(titles(page));
  });

  it('keeps each course’s figures and the academy’s totals equal to its ratings', async () => {
    const db = app.deps.db.kysely;
    const totals = await db.selectFrom('Rating_Totals').selectAll().executeTakeFirstOrThrow();
    const all = Object.values(STARS).flat();
    const sum = all.reduce((total, stars) => total + stars, 0);
    expect(totals).toMatchObject({ rating_count: all.length, rating_sum: sum });
    const mean = sum / all.length;
    expect(Math.abs(totals.prior_mean! - mean)).toBeLessThanOrEqual(PRIOR_MEAN_TOLERANCE);

    for (const key of ['one', 'many', 'low', 'none'] as const) {
      const row = await db
        .selectFrom('Courses')
        .select(['rating_count', 'rating_sum', 'rating_score'])
        .where('id_course', '=', courses[key].id)
        .executeTakeFirstOrThrow();
      const counted = await db
        .selectFrom('Course_Ratings')
        .select([sql<number>`count(*)::int`.as('count'), sql<number>`coalesce(sum(stars), 0)::int`.as('sum')])
        .where('id_course', '=', courses[key].id)
        .executeTakeFirstOrThrow();
      expect([row.rating_count, row.rating_sum], key).toEqual([counted.count, counted.sum]);
      const expected = row.rating_count === 0 ? 0 : bayesianAverage(row.rating_sum, row.rating_count, mean);
      // Computed with the mean as it stood at the last refresh: never further off than the tolerance.
      expect(Math.abs(row.rating_score - expected), key).toBeLessThanOrEqual(PRIOR_MEAN_TOLERANCE);
    }
  });

  it('gives the managers’ summary cards the mean of every rating, not of the courses’ averages', async () => {
    const all = Object.values(STARS).flat();
    const page = await catalogue(instructor.token, '');
    expect(page.totals).toMatchObject({
      ratingCount: all.length,
      averageRating: Math.round((100 * all.reduce((total, stars) => total + stars, 0)) / all.length) / 100,
    });
  });
});

describe('the rating order at 20,000 courses', () => {
  beforeAll(async () => {
    const db = app.deps.db.kysely;
    const template = await db
      .selectFrom('Courses')
      .selectAll()
      .where('id_course', '=', courses.none.id)
      .executeTakeFirstOrThrow();
    // One in three rated, with scores spread between 1 and 5; the rest never rated (score 0).
    await sql`
      INSERT INTO "Courses" (title, description, short_description, id_instructor, id_lenguage, id_coin, price,
        estimated_duration_hours, rating_average, rating_count, rating_sum, rating_score, is_publish,
        id_difficulty_level, id_specialty, id_industry)
      SELECT 'Curso ' || n, ${template.description}, ${template.short_description}, ${template.id_instructor},
        ${template.id_lenguage}, ${template.id_coin}, 0, 4,
        CASE WHEN n % 3 = 0 THEN 1 + (n % 40) / 10.0 ELSE 0 END,
        CASE WHEN n % 3 = 0 THEN 1 ELSE 0 END,
        CASE WHEN n % 3 = 0 THEN 1 + (n % 5) ELSE 0 END,
        CASE WHEN n % 3 = 0 THEN 1 + (n % 40) / 10.0 ELSE 0 END,
        n % 5 <> 0, ${template.id_difficulty_level}, ${template.id_specialty}, ${template.id_industry}
      FROM generate_series(1, 20000) AS n`.execute(db);
    await sql`VACUUM ANALYZE`.execute(db);
  }, 120_000);

  it('reads a page in rating order from the courses_rating index, without sorting the catalogue', async () => {
    const db = app.deps.db.kysely;
    for (const role of ['STUDENT', 'ADMIN'] as const) {
      const auth: Viewer = {
        userId: '',
        sessionId: '',
        profileId: crypto.randomUUID(),
        role,
        roleCode: role === 'STUDENT' ? '03' : '02',
        supervisor: false,
      };
      const query = courseListQuerySchema.parse({ sort: 'rating' });
      const matches = {
        instructorsByWord: await matchingInstructors(db, undefined),
        total: (await listCourses(db, auth, query)).total,
      };
      const plan = (await coursePage(db, auth, query, matches).explain())
        .map((row) => String(Object.values(row)[0]))
        .join('\n');
      expect(plan, role).toMatch(/Index Scan using courses_rating/);
      expect(plan, role).not.toMatch(/Seq Scan on "Courses"/);
      expect(plan, role).not.toMatch(/Sort Key: c\.rating_score/);
    }
  });
});

import {
  courseDetailSchema,
  courseListSchema,
  courseReviewsSchema,
  managedReviewListSchema,
  messages,
  myRatingSchema,
  ratingSavedSchema,
  REVIEW_TEXT_MAX_LENGTH,
  reviewMessages,
  ROLE_CODES,
} from '@aula/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { referenceIds, textLesson } from '../../test/course-save-fixtures';
import { bodyOf, type Person, refusalOf, sendJson, signedInPerson } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createLearningCourse, enrollOk, learningApi, type BuiltCourse } from '../../test/learning-fixtures';
import { createMemoryRateLimiter } from '../auth/rate-limiter';
import { manualClock } from '../time/clock';

/**
 * Issue 18, item 8 (docs/product/ratings.md): who may rate a course and when, one rating per
 * student and course, the figures the course page shows, and who reads the reviews.
 */
type Who = 'owner' | 'otherInstructor' | 'admin' | 'ana' | 'beto' | 'carla' | 'outsider' | 'dora';
let app: TestApp;
const clock = manualClock(new Date());
const people = {} as Record<Who, Person>;
/** The owner's published course of four lessons, the other instructor's course, the owner's draft. */
let course: BuiltCourse;
let otherCourse: BuiltCourse;
let draft: BuiltCourse;

const NAMES: Record<Who, [string, string]> = {
  owner: ['Carlos', 'Mendoza Ríos'],
  otherInstructor: ['Lucía', 'Vargas Soto'],
  admin: ['Ana María', 'Rodríguez Salas'],
  ana: ['Ana Lucía', 'Huamán Torres'],
  beto: ['Beto', 'Quispe Flores'],
  carla: ['Carla', 'Ñahui Paredes'],
  outsider: ['Omar', 'Salas Vera'],
  dora: ['Dora', 'Ibáñez Luna'],
};

const ROLES: Record<Who, (typeof ROLE_CODES)[keyof typeof ROLE_CODES]> = {
  owner: ROLE_CODES.instructor,
  otherInstructor: ROLE_CODES.instructor,
  admin: ROLE_CODES.admin,
  ana: ROLE_CODES.student,
  beto: ROLE_CODES.student,
  carla: ROLE_CODES.student,
  outsider: ROLE_CODES.student,
  dora: ROLE_CODES.student,
};

async function completeLessons(who: Who, of: BuiltCourse, count: number) {
  for (const lessonId of of.lessonIds.slice(0, count)) {
    const response = await learningApi.completeWithEvidence(app, people[who].token, of.id, lessonId);
    expect(response.status, await response.clone().text()).toBe(200);
  }
}

beforeAll(async () => {
  app = await createTestApp({ clock });
  const refs = await referenceIds(app);
  for (const who of Object.keys(ROLES) as Who[]) {
    people[who] = await signedInPerson(app, ROLES[who]);
    const [names, lastNames] = NAMES[who];
    await app.deps.db.kysely
      .updateTable('Profiles')
      .set({ names, last_names: lastNames })
      .where('id_profile', '=', people[who].profileId)
      .execute();
  }
  const four = ['Valoración', 'Prevención', 'Registro', 'Seguimiento'].map((title) => textLesson(title));
  course = await createLearningCourse(app, people.owner.token, refs, { title: 'Caídas', lessons: four });
  otherCourse = await createLearningCourse(app, people.otherInstructor.token, refs, { title: 'Sepsis' });
  draft = await createLearningCourse(app, people.owner.token, refs, { title: 'Borrador', published: false });
  for (const who of ['ana', 'beto', 'carla'] as const) await enrollOk(app, people[who].token, course.id);
  await enrollOk(app, people.dora.token, otherCourse.id);
  // Ana exactly half (2 of 4), Beto under half (1 of 4), Carla all, Dora all of the other course.
  await completeLessons('ana', course, 2);
  await completeLessons('beto', course, 1);
  await completeLessons('carla', course, 4);
  await completeLessons('dora', otherCourse, 2);
}, 120_000);
afterAll(() => app.close());

beforeEach(() => {
  // Each test saves within its own budget; the limit is not what these tests are about.
  app.deps.rateLimiter = createMemoryRateLimiter();
});

const rate = (who: Who, body: unknown, courseId = course.id) =>
  sendJson(app, 'PUT', `/api/courses/${courseId}/my-rating`, people[who].token, body);
const myRating = (who: Who, courseId = course.id) =>
  sendJson(app, 'GET', `/api/courses/${courseId}/my-rating`, people[who].token);
const reviews = (who: Who, courseId = course.id, query = '') =>
  sendJson(app, 'GET', `/api/courses/${courseId}/reviews${query}`, people[who].token);
const managed = (who: Who, query = '') => sendJson(app, 'GET', `/api/reviews${query}`, people[who].token);

async function rateOk(who: Who, body: unknown, courseId = course.id) {
  const response = await rate(who, body, courseId);
  expect(response.status, await response.clone().text()).toBe(200);
  return bodyOf(response, ratingSavedSchema);
}

async function okJson<S extends z.ZodType>(pending: Promise<Response>, schema: S) {
  const response = await pending;
  expect(response.status, await response.clone().text()).toBe(200);
  return bodyOf(response, schema);
}

const storedRatings = (courseId = course.id) =>
  app.deps.db.kysely
    .selectFrom('Course_Ratings')
    .select(['id_profile', 'stars', 'review', 'created_at', 'updated_at'])
    .where('id_course', '=', courseId)
    .execute();

const courseFigures = (courseId = course.id) =>
  app.deps.db.kysely
    .selectFrom('Courses')
    .select(['rating_count', 'rating_sum', 'rating_average'])
    .where('id_course', '=', courseId)
    .executeTakeFirstOrThrow();

describe('who may rate', () => {
  it('refuses a student who is not enrolled, with the reason, and stores nothing', async () => {
    const response = await rate('outsider', { stars: 5, review: 'Excelente' });
    expect(response.status).toBe(403);
    expect(await refusalOf(response)).toMatchObject({
      code: 'forbidden',
      message: reviewMessages.notEnrolled,
    });
    expect(await okJson(myRating('outsider'), myRatingSchema)).toEqual({
      eligibility: 'notEnrolled',
      lessons: { completed: 0, total: 4, required: 2 },
      rating: null,
    });
    expect(await storedRatings()).toEqual([]);
    expect(await courseFigures()).toEqual({ rating_count: 0, rating_sum: 0, rating_average: 0 });
  });

  it('refuses a student under half of the lessons with 409, and tells them how far they are', async () => {
    const response = await rate('beto', { stars: 1 });
    expect(response.status).toBe(409);
    expect(await refusalOf(response)).toMatchObject({ code: 'conflict', message: reviewMessages.underHalf });
    expect(await okJson(myRating('beto'), myRatingSchema)).toEqual({
      eligibility: 'underHalf',
      lessons: { completed: 1, total: 4, required: 2 },
      rating: null,
    });
    expect(await storedRatings()).toEqual([]);
  });

  it('refuses the course’s instructor and an admin: they manage it, they do not rate it', async () => {
    for (const who of ['owner', 'admin'] as const) {
      const response = await rate(who, { stars: 5 });
      expect(response.status, who).toBe(403);
      expect((await refusalOf(response)).message).toBe(reviewMessages.managerCannotRate);
      expect((await okJson(myRating(who), myRatingSchema)).eligibility).toBe('manages');
    }
    // Another instructor is no one's manager here, and is not enrolled either.
    expect((await rate('otherInstructor', { stars: 5 })).status).toBe(403);
    expect(await storedRatings()).toEqual([]);
  });

  it('hides a draft from students: its ratings and the rating form are not found', async () => {
    for (const response of [
      await rate('ana', { stars: 5 }, draft.id),
      await myRating('ana', draft.id),
      await reviews('ana', draft.id),
    ]) {
      expect(response.status).toBe(404);
      expect((await refusalOf(response)).message).toBe(messages.courses.notFound);
    }
  });

  it('refuses stars outside 1 to 5 and a review that is too long, in Spanish, storing nothing', async () => {
    for (const stars of [0, 6, 4.5, '5', null]) {
      const response = await rate('ana', { stars });
      expect(response.status, String(stars)).toBe(422);
      expect((await refusalOf(response)).message).toBe(reviewMessages.starsRequired);
    }
    const long = await rate('ana', { stars: 4, review: 'a'.repeat(REVIEW_TEXT_MAX_LENGTH + 1) });
    expect(long.status).toBe(422);
    expect(await refusalOf(long)).toMatchObject({
      message: reviewMessages.reviewTooLong(REVIEW_TEXT_MAX_LENGTH),
      fields: { review: reviewMessages.reviewTooLong(REVIEW_TEXT_MAX_LENGTH) },
    });
    expect(await storedRatings()).toEqual([]);
  });
});

describe('rating and editing', () => {
  it('lets a student who completed exactly half rate, and keeps one rating when they edit it', async () => {
    expect((await okJson(myRating('ana'), myRatingSchema)).eligibility).toBe('allowed');
    const rated = clock.now();
    const first = await rateOk('ana', { stars: 4, review: '  Muy útil para el turno de noche.\r\n' });
    expect(first).toEqual({
      message: reviewMessages.saved,
      rating: {
        stars: 4,
        // Cleaned as the shared schema cleans it: no surrounding blanks, Unix newlines.
        review: 'Muy útil para el turno de noche.',
        createdAt: rated.toISOString(),
        updatedAt: rated.toISOString(),
      },
      summary: { average: 4, count: 1 },
    });

    // A minute later: within the access token's lifetime, which runs on this clock too.
    clock.advance(60_000);
    const second = await rateOk('ana', { stars: 2, review: '' });
    expect(second).toEqual({
      message: reviewMessages.updated,
      rating: {
        stars: 2,
        review: null,
        createdAt: rated.toISOString(),
        updatedAt: clock.now().toISOString(),
      },
      summary: { average: 2, count: 1 },
    });
    const stored = await storedRatings();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ id_profile: people.ana.profileId, stars: 2, review: null });
    expect(await courseFigures()).toEqual({ rating_count: 1, rating_sum: 2, rating_average: 2 });
    expect((await okJson(myRating('ana'), myRatingSchema)).rating).toEqual(second.rating);
  });

  it('shows the average and the count on the course’s detail and with its reviews, most recent first', async () => {
    await rateOk('ana', { stars: 4, review: 'Muy útil para el turno de noche.' });
    clock.advance(60_000);
    await rateOk('carla', { stars: 5, review: 'Lo aplicamos en el servicio.' });

    const detail = await okJson(
      learningApi.detail(app, people.outsider.token, course.id),
      courseDetailSchema,
    );
    expect(detail).toMatchObject({ ratingAverage: 4.5, ratingCount: 2 });

    const page = await okJson(reviews('ana'), courseReviewsSchema);
    expect(page.summary).toEqual({ average: 4.5, count: 2 });
    expect(page.nextCursor).toBeNull();
    expect(page.items).toEqual([
      {
        id: expect.any(String),
        stars: 5,
        review: 'Lo aplicamos en el servicio.',
        reviewer: { name: 'Carla Ñ.' },
        mine: false,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
      expect.objectContaining({ stars: 4, reviewer: { name: 'Ana H.' }, mine: true }),
    ]);
    // First name and initial only: the reviewer's last names and account stay inside.
    const text = JSON.stringify(page);
    expect(text).not.toContain('Huamán');
    expect(text).not.toContain(people.ana.profileId);
    expect(text).not.toContain(people.ana.email);

    // A page at a time, without repeats.
    const first = await okJson(reviews('beto', course.id, '?limit=1'), courseReviewsSchema);
    const second = await okJson(
      reviews('beto', course.id, `?limit=1&cursor=${first.nextCursor}`),
      courseReviewsSchema,
    );
    expect([...first.items, ...second.items].map((item: { stars: number }) => item.stars)).toEqual([5, 4]);
    expect(second.nextCursor).toBeNull();
  });

  it('shows a course nobody rated as such: no average, a count of 0', async () => {
    const detail = await okJson(
      learningApi.detail(app, people.ana.token, otherCourse.id),
      courseDetailSchema,
    );
    expect(detail).toMatchObject({ ratingAverage: 0, ratingCount: 0 });
    expect(await okJson(reviews('ana', otherCourse.id), courseReviewsSchema)).toEqual({
      summary: { average: null, count: 0 },
      items: [],
      nextCursor: null,
    });
  });

  it('stores and answers a review with HTML exactly as typed: text, never markup', async () => {
    const html = '<script>alert("x")</script><b>Excelente</b> & <img src=x onerror=alert(1)>';
    const saved = await rateOk('carla', { stars: 5, review: html });
    expect(saved.rating.review).toBe(html);
    const response = await reviews('outsider');
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const carla = (await bodyOf(response, courseReviewsSchema)).items.find((item) => item.stars === 5);
    expect(carla?.review).toBe(html);
    const [stored] = (await storedRatings()).filter((row) => row.id_profile === people.carla.profileId);
    expect(stored!.review).toBe(html);
  });
});

describe('who reads the reviews', () => {
  beforeAll(async () => {
    await rateOk('dora', { stars: 3, review: 'Faltan casos prácticos.' }, otherCourse.id);
  });

  const courseIds = (page: { items: Array<{ course: { id: string } }> }) =>
    [...new Set(page.items.map((item) => item.course.id))].sort();

  it('shows an instructor the reviews of their own courses and not another’s', async () => {
    const own = await okJson(managed('owner'), managedReviewListSchema);
    expect(own.course).toBeNull();
    expect(courseIds(own)).toEqual([course.id]);
    expect(own.items[0]).toMatchObject({ course: { id: course.id, title: 'Caídas' } });
    expect(JSON.stringify(own)).not.toContain('Faltan casos prácticos.');

    const theirs = await okJson(managed('otherInstructor'), managedReviewListSchema);
    expect(courseIds(theirs)).toEqual([otherCourse.id]);

    const refused = await managed('owner', `?course=${otherCourse.id}`);
    expect(refused.status).toBe(403);
    expect((await refusalOf(refused)).message).toBe(messages.common.forbidden);

    const one = await okJson(managed('owner', `?course=${course.id}`), managedReviewListSchema);
    expect(one.course).toEqual({ id: course.id, title: 'Caídas' });
    expect(courseIds(one)).toEqual([course.id]);
  });

  it('shows an admin every course’s reviews, and a student none of this list', async () => {
    const all = await okJson(managed('admin'), managedReviewListSchema);
    expect(courseIds(all)).toEqual([course.id, otherCourse.id].sort());
    const refused = await managed('carla');
    expect(refused.status).toBe(403);
    expect((await refusalOf(refused)).message).toBe(messages.common.forbidden);
  });

  it('gives the managers’ summary cards the average of every rating of the listed courses', async () => {
    const owner = await okJson(sendJson(app, 'GET', '/api/courses', people.owner.token), courseListSchema);
    const ownFigures = await courseFigures();
    expect(owner.totals).toMatchObject({
      ratingCount: ownFigures.rating_count,
      averageRating: Math.round((100 * ownFigures.rating_sum) / ownFigures.rating_count) / 100,
    });
    const other = await okJson(
      sendJson(app, 'GET', '/api/courses', people.otherInstructor.token),
      courseListSchema,
    );
    expect(other.totals).toMatchObject({ ratingCount: 1, averageRating: 3 });
  });
});

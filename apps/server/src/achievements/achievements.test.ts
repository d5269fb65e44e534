import { ACHIEVEMENTS, messages, ROLE_CODES } from '@aula/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referenceIds, textLesson, type ReferenceIds } from '../../test/course-save-fixtures';
import { signedInPerson, type Person } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { postComment, readDashboard, requestDashboard } from '../../test/dashboard-fixtures';
import { createLearningCourse, enrollOk, learningApi, type BuiltCourse } from '../../test/learning-fixtures';

let app: TestApp;
let refs: ReferenceIds;
let carlos: Person;
let course: BuiltCourse;

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

beforeAll(async () => {
  app = await createTestApp();
  refs = await referenceIds(app);
  carlos = await signedInPerson(app, ROLE_CODES.instructor);
  course = await createLearningCourse(app, carlos.token, refs, {
    title: 'Higiene de manos',
    lessons: Array.from({ length: 12 }, (_, index) => textLesson(`Lección ${index + 1}`)),
  });
});
afterAll(() => app.close());

async function earnedAt(person: Person): Promise<Record<string, string | null>> {
  const { achievements } = await readDashboard(app, 'achievements', person.token);
  return Object.fromEntries(
    achievements.map((achievement: { code: string; earnedAt: string | null }) => [
      achievement.code,
      achievement.earnedAt,
    ]),
  );
}

/** A course nobody teaches through the API: only its row, for completions imported as data. */
async function insertCourse(title: string): Promise<string> {
  const { id_course } = await app.deps.db.kysely
    .insertInto('Courses')
    .values({
      title,
      description: `Descripción de ${title}`,
      short_description: title,
      id_instructor: carlos.profileId,
      id_lenguage: refs.languageId,
      id_coin: refs.coinId,
      estimated_duration_hours: 1,
      id_difficulty_level: refs.difficultyLevelId,
      id_specialty: refs.specialtyId,
      id_industry: refs.industryId,
      is_publish: true,
    })
    .returning('id_course')
    .executeTakeFirstOrThrow();
  return id_course;
}

async function insertCompletedEnrollment(person: Person, courseId: string, completedAt: Date) {
  await app.deps.db.kysely
    .insertInto('Enrollments')
    .values({ id_course: courseId, id_profile: person.profileId, progress: 100, completion_at: completedAt })
    .execute();
}

async function insertLessonCompletion(person: Person, lesson: number, completedAt: Date) {
  await app.deps.db.kysely
    .insertInto('Lesson_Progress')
    .values({ id_profile: person.profileId, id_lesson: course.lessonIds[lesson]!, completed_at: completedAt })
    .execute();
}

/** Midnight (UTC) `daysAgo` days before today, plus `hours`. */
const dayAt = (daysAgo: number, hours: number) => {
  const today = new Date();
  today.setUTCHours(0, 0, 0, 0);
  return new Date(today.getTime() - daysAgo * DAY_MS + hours * HOUR_MS);
};

describe('GET /api/dashboard/achievements', () => {
  it('answers 401 without a session', async () => {
    expect((await requestDashboard(app, 'achievements')).status).toBe(401);
  });

  it('lists the whole catalogue, in Spanish, none earned at first', async () => {
    const person = await signedInPerson(app);
    const { achievements } = await readDashboard(app, 'achievements', person.token);
    expect(achievements).toEqual(
      ACHIEVEMENTS.map((achievement) => ({
        code: achievement.code,
        title: messages.achievements.catalogue[achievement.code].title,
        description: messages.achievements.catalogue[achievement.code].description,
        rarity: achievement.rarity,
        earnedAt: null,
      })),
    );
    expect(achievements.map((achievement: { title: string }) => achievement.title)).toEqual([
      'Primer paso',
      'Voz activa',
      'Curso completado',
      'Certificado obtenido',
      'Aprendiz constante',
      'Maestría en calidad',
      'Racha de 7 días',
    ]);
    expect(achievements.map((achievement: { rarity: string }) => achievement.rarity)).toEqual([
      'common',
      'common',
      'uncommon',
      'uncommon',
      'rare',
      'epic',
      'legendary',
    ]);
  });

  it('earns the first lesson and the first comment when they happen, and only for their author', async () => {
    const [ana, bystander] = await Promise.all([signedInPerson(app), signedInPerson(app)]);
    await enrollOk(app, ana.token, course.id);
    expect(
      (await learningApi.completeWithEvidence(app, ana.token, course.id, course.lessonIds[0]!)).status,
    ).toBe(200);
    const progress = await app.deps.db.kysely
      .selectFrom('Lesson_Progress')
      .select('completed_at')
      .where('id_profile', '=', ana.profileId)
      .executeTakeFirstOrThrow();
    const comment = await postComment(app, ana.token, course.id, course.lessonIds[0]!, '¿Y con guantes?');

    const earned = await earnedAt(ana);
    expect(earned.first_lesson).toBe(progress.completed_at!.toISOString());
    expect(earned.first_comment).toBe(comment.createdAt);
    expect(earned).toMatchObject({ first_course: null, first_certificate: null, week_streak: null });
    expect(Object.values(await earnedAt(bystander))).toEqual(ACHIEVEMENTS.map(() => null));
  });

  it('earns the course achievements at the first, third and tenth course completed', async () => {
    const maria = await signedInPerson(app);
    const completions = Array.from({ length: 10 }, (_, index) => dayAt(30 - index, 9));
    const courseIds: string[] = [];
    for (let index = 0; index < 10; index++)
      courseIds.push(await insertCourse(`Curso importado ${index + 1}`));

    for (let index = 0; index < 2; index++)
      await insertCompletedEnrollment(maria, courseIds[index]!, completions[index]!);
    expect(await earnedAt(maria)).toMatchObject({
      first_course: completions[0]!.toISOString(),
      three_courses: null,
      ten_courses: null,
      first_certificate: null,
    });

    for (let index = 2; index < 9; index++)
      await insertCompletedEnrollment(maria, courseIds[index]!, completions[index]!);
    expect(await earnedAt(maria)).toMatchObject({
      three_courses: completions[2]!.toISOString(),
      ten_courses: null,
    });

    await insertCompletedEnrollment(maria, courseIds[9]!, completions[9]!);
    expect((await earnedAt(maria)).ten_courses).toBe(completions[9]!.toISOString());
  });

  it('keeps the date of a course’s first completion, from its certificate', async () => {
    const luis = await signedInPerson(app);
    const courseId = await insertCourse('Curso ampliado');
    const firstCompleted = dayAt(40, 10);
    const issued = dayAt(40, 11);
    // The course grew after the first completion; completing it again moved the enrollment's date.
    await insertCompletedEnrollment(luis, courseId, dayAt(2, 10));
    await app.deps.db.kysely
      .insertInto('Certificates')
      .values({
        code: 'AULA-TEST-0001',
        id_profile: luis.profileId,
        id_course: courseId,
        student_names: 'Luis Prueba',
        course_title: 'Curso ampliado',
        course_hours: 1,
        instructor_names: 'Rosa Prueba Díaz',
        completed_at: firstCompleted,
        issued_at: issued,
      })
      .execute();
    expect(await earnedAt(luis)).toMatchObject({
      first_course: firstCompleted.toISOString(),
      first_certificate: issued.toISOString(),
    });
  });

  it('does not count the completion of a deleted enrollment', async () => {
    const rita = await signedInPerson(app);
    await insertCompletedEnrollment(rita, await insertCourse('Curso reembolsado'), dayAt(5, 10));
    await app.deps.db.kysely
      .updateTable('Enrollments')
      .set({ deleted_at: new Date() })
      .where('id_profile', '=', rita.profileId)
      .execute();
    expect((await earnedAt(rita)).first_course).toBeNull();
  });

  it('earns the 7-day streak on the first completion of the seventh day in a row (UTC days)', async () => {
    const sofia = await signedInPerson(app);
    // Three days in a row, a day off, then six days in a row: not yet.
    await insertLessonCompletion(sofia, 0, dayAt(20, 9));
    await insertLessonCompletion(sofia, 1, dayAt(19, 9));
    await insertLessonCompletion(sofia, 2, dayAt(18, 9));
    await insertLessonCompletion(sofia, 3, dayAt(10, 23.5)); // late at night…
    await insertLessonCompletion(sofia, 4, dayAt(9, 0.5)); // …and early the next day
    await insertLessonCompletion(sofia, 5, dayAt(8, 12));
    await insertLessonCompletion(sofia, 6, dayAt(7, 12));
    await insertLessonCompletion(sofia, 7, dayAt(6, 12));
    await insertLessonCompletion(sofia, 8, dayAt(5, 12));
    expect((await earnedAt(sofia)).week_streak).toBeNull();

    await insertLessonCompletion(sofia, 9, dayAt(4, 20));
    await insertLessonCompletion(sofia, 10, dayAt(4, 8));
    const earned = await earnedAt(sofia);
    expect(earned.week_streak).toBe(dayAt(4, 8).toISOString());
    expect(earned.first_lesson).toBe(dayAt(20, 9).toISOString());

    const { recentAchievements } = await readDashboard(app, 'student', sofia.token);
    expect(recentAchievements.map((achievement: { code: string }) => achievement.code)).toEqual([
      'week_streak',
      'first_lesson',
    ]);
  });
});

import {
  COURSE_DURATION_RANGES,
  COURSE_DURATIONS,
  courseFacetsSchema,
  courseListSchema,
  ROLE_CODES,
  type UpdateCourseInput,
} from '@aula/shared';
import { sql } from 'kysely';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  createCourseOk,
  editView,
  referenceIds,
  simpleCourse,
  updateBodyFrom,
  type ReferenceIds,
} from '../../test/course-save-fixtures';
import { bearer, bodyOf, createUser, signIn, type TestUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { durationRange, isFree } from './course-filters';

/**
 * The filters' counts without a search come from Course_Filter_Counts (migration 0021), which the
 * database keeps on every write of a course. Whatever the writes, students and admins must read
 * there exactly what grouping the courses gives: each step below writes courses, through the app
 * or in bulk, and compares the two.
 */
let app: TestApp;
let refs: ReferenceIds;
/** Values other than refs' own, for edits to move a course to. */
let other: { industryId: string; levelId: string; languageId: string };
let instructor: TestUser;
const tokens = { instructor: '', student: '', admin: '' };

beforeAll(async () => {
  app = await createTestApp();
  refs = await referenceIds(app);
  const db = app.deps.db.kysely;
  const foreign = await db
    .selectFrom('Specialties')
    .select('id_industry')
    .where('id_specialty', '=', refs.foreignSpecialtyId)
    .executeTakeFirstOrThrow();
  const level = await db
    .selectFrom('Difficulty_levels')
    .select('id_difficulty_level')
    .where('id_difficulty_level', '<>', refs.difficultyLevelId)
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  const language = await db
    .selectFrom('Languages')
    .select('id_language')
    .where('id_language', '<>', refs.languageId)
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  other = {
    industryId: foreign.id_industry,
    levelId: level.id_difficulty_level,
    languageId: language.id_language,
  };
  instructor = await createUser(app.deps, ROLE_CODES.instructor);
  const student = await createUser(app.deps, ROLE_CODES.student);
  const admin = await createUser(app.deps, ROLE_CODES.admin);
  tokens.instructor = (await signIn(app, instructor.email, instructor.password)).accessToken;
  tokens.student = (await signIn(app, student.email, student.password)).accessToken;
  tokens.admin = (await signIn(app, admin.email, admin.password)).accessToken;
});
afterAll(() => app.close());

async function get(path: string, token: string, query: Record<string, string>): Promise<Response> {
  const response = await app.request(`${path}?${new URLSearchParams(query)}`, { headers: bearer(token) });
  expect(response.status).toBe(200);
  return response;
}
const facets = async (token: string, query: Record<string, string>) =>
  bodyOf(await get('/api/courses/facets', token, query), courseFacetsSchema);
const listTotal = async (token: string, query: Record<string, string>) =>
  (await bodyOf(await get('/api/courses', token, query), courseListSchema)).total;
const sum = (values: Array<{ count: number }>) => values.reduce((total, value) => total + value.count, 0);

/** Students (published courses) and admins with each status: the callers the summary serves. */
const callers = (): Array<{ token: string; status: Record<string, string> }> => [
  { token: tokens.student, status: {} },
  { token: tokens.admin, status: { status: 'all' } },
  { token: tokens.admin, status: { status: 'published' } },
  { token: tokens.admin, status: { status: 'draft' } },
];

/**
 * The summary holds exactly the live courses' combinations, and every caller it serves reads from
 * it the counts that grouping the courses answers. Every course of these tests says 'curso' in its
 * texts, so searching it lists them all, and a search's counts group the courses themselves.
 */
async function expectCountsAgree() {
  const db = app.deps.db.kysely;
  const { rows: summary } = await sql`
    SELECT is_publish, id_industry, id_specialty, id_difficulty_level, id_lenguage, free, duration, courses
    FROM "Course_Filter_Counts" ORDER BY 1, 2, 3, 4, 5, 6, 7`.execute(db);
  const { rows: live } = await sql`
    SELECT c.is_publish, c.id_industry, c.id_specialty, c.id_difficulty_level, c.id_lenguage,
      ${isFree} AS free, ${durationRange} AS duration, count(*)::int AS courses
    FROM "Courses" c WHERE c.deleted_at IS NULL
    GROUP BY 1, 2, 3, 4, 5, 6, 7 ORDER BY 1, 2, 3, 4, 5, 6, 7`.execute(db);
  expect(summary).toEqual(live);

  for (const { token, status } of callers()) {
    const choices: Array<Record<string, string>> = [
      {},
      { price: 'paid', duration: 'upTo2' },
      { industry: other.industryId },
    ];
    for (const filters of choices) {
      const query = { ...status, ...filters };
      const counted = await facets(token, query);
      expect(counted, JSON.stringify(query)).toEqual(await facets(token, { ...query, search: 'curso' }));
    }
    expect(sum((await facets(token, status)).prices)).toBe(await listTotal(token, status));
  }
}

/** Saves course `id` through the app as its edit view shows it, with `change` on top. */
async function edit(id: string, change: Partial<UpdateCourseInput>) {
  const body = { ...updateBodyFrom(await editView(app, tokens.instructor, id)), ...change };
  const response = await api.update(app, tokens.instructor, id, body);
  expect(response.status, await response.clone().text()).toBe(200);
}

describe('the filters’ counts without a search', () => {
  let first: string;
  let second: string;

  it('count nothing in an empty catalogue, then each course created', async () => {
    await expectCountsAgree();
    expect(sum((await facets(tokens.admin, { status: 'all' })).prices)).toBe(0);
    first = await createCourseOk(app, tokens.instructor, await simpleCourse(app, tokens.instructor, refs));
    second = await createCourseOk(
      app,
      tokens.instructor,
      await simpleCourse(app, tokens.instructor, refs, {
        isPublished: true,
        price: 0,
        estimatedDurationHours: 5,
        industryId: other.industryId,
        specialtyId: refs.foreignSpecialtyId,
        difficultyLevelId: other.levelId,
        languageId: other.languageId,
      }),
    );
    await expectCountsAgree();
    expect(sum((await facets(tokens.admin, { status: 'all' })).prices)).toBe(2);
    expect(sum((await facets(tokens.student, {})).prices)).toBe(1);
  });

  it('follow every edit of a value the filters read', async () => {
    const changes: Array<Partial<UpdateCourseInput>> = [
      { industryId: other.industryId, specialtyId: refs.foreignSpecialtyId },
      { difficultyLevelId: other.levelId },
      { languageId: other.languageId },
      { price: 0 },
      { price: 25 },
      // 1.5 hours, then across each boundary of the duration ranges, and back.
      { estimatedDurationHours: 2 },
      { estimatedDurationHours: 9.99 },
      { estimatedDurationHours: 10 },
      { estimatedDurationHours: 1.99 },
      // A save that moves the course to no other combination.
      { title: 'Curso de caídas, revisado' },
    ];
    for (const change of changes) {
      await edit(first, change);
      await expectCountsAgree();
    }
  });

  it('follow publishing and withdrawing', async () => {
    expect((await api.publish(app, tokens.instructor, first)).status).toBe(200);
    await expectCountsAgree();
    expect((await api.unpublish(app, tokens.instructor, second)).status).toBe(200);
    await expectCountsAgree();
    await edit(second, { price: 12 });
    await expectCountsAgree();
  });

  it('forget a course deleted', async () => {
    expect((await api.remove(app, tokens.instructor, first)).status).toBe(200);
    await expectCountsAgree();
    expect(sum((await facets(tokens.admin, { status: 'all' })).prices)).toBe(1);
  });

  it('follow writes of many courses in one statement, hard deletes among them', async () => {
    const db = app.deps.db.kysely;
    // Two areas, two levels and languages, free and paid, 0 to 13 hours; every eleventh already deleted.
    await sql`
      INSERT INTO "Courses" (title, description, short_description, id_instructor, id_lenguage, id_coin,
        price, estimated_duration_hours, is_publish, id_difficulty_level, id_specialty, id_industry, deleted_at)
      SELECT 'Curso ' || n, 'Descripción', 'Resumen', ${instructor.profileId},
        CASE WHEN n % 2 = 0 THEN ${refs.languageId} ELSE ${other.languageId} END::uuid, ${refs.coinId},
        CASE WHEN n % 3 = 0 THEN 0 ELSE 35 END, (n % 53) * 0.25, n % 5 <> 0,
        CASE WHEN n % 7 < 3 THEN ${refs.difficultyLevelId} ELSE ${other.levelId} END::uuid,
        CASE WHEN n % 4 = 0 THEN ${refs.foreignSpecialtyId} ELSE ${refs.specialtyId} END::uuid,
        CASE WHEN n % 4 = 0 THEN ${other.industryId} ELSE ${refs.industryId} END::uuid,
        CASE WHEN n % 11 = 0 THEN now() END
      FROM generate_series(1, 600) AS n`.execute(db);
    await expectCountsAgree();

    const bulk = [
      sql`UPDATE "Courses" SET is_publish = NOT is_publish, estimated_duration_hours = estimated_duration_hours + 1.75
        WHERE price = 0`,
      sql`UPDATE "Courses" SET enrollment_count = enrollment_count + 1`,
      sql`UPDATE "Courses" SET deleted_at = now() WHERE deleted_at IS NULL AND estimated_duration_hours < 3`,
      sql`UPDATE "Courses" SET deleted_at = NULL WHERE deleted_at IS NOT NULL AND title LIKE 'Curso %' AND price > 0`,
      sql`DELETE FROM "Courses" WHERE title LIKE 'Curso %' AND estimated_duration_hours >= 10`,
    ];
    for (const statement of bulk) {
      await statement.execute(db);
      await expectCountsAgree();
    }
  });

  it('are read from the summary by students and admins, from the courses by instructors and searches', async () => {
    const db = app.deps.db.kysely;
    const summarised = async (published: boolean) =>
      (
        await sql<{
          courses: number;
        }>`SELECT coalesce(sum(courses), 0)::int AS courses FROM "Course_Filter_Counts"
          WHERE is_publish = ${published}`.execute(db)
      ).rows[0]!.courses;
    const published = await listTotal(tokens.student, {});
    // Mark the summary: the callers it serves see the mark, the others do not.
    await sql`UPDATE "Course_Filter_Counts" SET courses = courses + 1000`.execute(db);
    try {
      expect(await summarised(true)).toBeGreaterThanOrEqual(published + 1000);
      expect(sum((await facets(tokens.student, {})).prices)).toBe(await summarised(true));
      expect(sum((await facets(tokens.admin, { status: 'draft' })).prices)).toBe(await summarised(false));
      expect(sum((await facets(tokens.student, { search: 'curso' })).prices)).toBe(published);
      const own = await listTotal(tokens.instructor, { status: 'all' });
      expect(sum((await facets(tokens.instructor, { status: 'all' })).prices)).toBe(own);
    } finally {
      await sql`UPDATE "Course_Filter_Counts" SET courses = courses - 1000`.execute(db);
    }
    await expectCountsAgree();
  });

  it('are filled from the courses already there when the migration runs', async () => {
    const migration = new URL('../db/migrations/0021_catalogue_filter_counts.sql', import.meta.url);
    await app.deps.db.script(async (run) => {
      await run('DROP FUNCTION course_filter_counts_follow() CASCADE');
      await run('DROP TABLE "Course_Filter_Counts"');
      await run('DROP FUNCTION course_duration_range(numeric)');
      await run(await readFile(migration, 'utf8'));
    });
    await expectCountsAgree();
    // The triggers are back too.
    await edit(second, { estimatedDurationHours: 0.5 });
    await expectCountsAgree();
  });

  it('are emptied with the courses', async () => {
    await sql`TRUNCATE "Courses" CASCADE`.execute(app.deps.db.kysely);
    await expectCountsAgree();
  });
});

describe('the duration ranges restated in SQL', () => {
  it('name every hour at and around each boundary as course-filters.ts does', async () => {
    const ranges = Object.entries(COURSE_DURATION_RANGES);
    const boundaries = ranges.flatMap(([, range]) =>
      range.to === null ? [range.from] : [range.from, range.to],
    );
    const hours = [...new Set(boundaries.flatMap((hour) => [hour - 0.01, hour, hour + 0.01]))].filter(
      (hour) => hour >= 0,
    );
    const { rows } = await sql<{ hours: number; filter: string; summary: string }>`
      SELECT c.estimated_duration_hours AS hours, ${durationRange} AS filter,
        course_duration_range(c.estimated_duration_hours) AS summary
      FROM unnest(${hours}::numeric(7, 2)[]) AS c(estimated_duration_hours)`.execute(app.deps.db.kysely);
    expect(rows).toHaveLength(hours.length);
    for (const row of rows) {
      const [name] = ranges.find(
        ([, range]) => row.hours >= range.from && (range.to === null || row.hours < range.to),
      )!;
      expect(row, String(row.hours)).toEqual({ hours: row.hours, filter: name, summary: name });
    }
    expect(new Set(rows.map((row) => row.summary))).toEqual(new Set(COURSE_DURATIONS));
  });
});

import { courseListQuerySchema } from '@aula/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Viewer } from '../auth/viewer';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedDemoData } from '../seed/seed-demo-data';
import { allOf, durationRange, filterConditions, isFree } from './course-filters';
import { coursePage, listCourses, matchingInstructors } from './course-queries';

/**
 * The catalogue must stay fast as it grows: one page comes from an index, not a scan of every
 * course. 20,000 courses, because below that a scan of the search's texts is honestly cheaper
 * and the planner rightly takes it; bench/ measures 100,000.
 */
let app: TestApp;
let instructorProfile: string;

beforeAll(async () => {
  app = await createTestApp();
  const db = app.deps.db.kysely;
  await seedDemoData(db, app.deps.storage);
  const template = await db
    .selectFrom('Courses')
    .selectAll()
    .where('is_publish', '=', true)
    .executeTakeFirstOrThrow();
  instructorProfile = template.id_instructor;
  await sql`
    INSERT INTO "Courses" (title, description, short_description, id_instructor, id_lenguage, id_coin, price,
      estimated_duration_hours, rating_average, is_publish, id_difficulty_level, id_specialty, id_industry, updated_at)
    SELECT 'Curso ' || n, ${template.description}, ${template.short_description}, ${template.id_instructor},
      ${template.id_lenguage}, ${template.id_coin}, 0, 4, 0, n % 5 <> 0, ${template.id_difficulty_level},
      ${template.id_specialty}, ${template.id_industry}, now() - n * interval '1 minute'
    FROM generate_series(1, 20000) AS n`.execute(db);
  // As a running academy, whose tables autovacuum keeps visible: index-only scans count on it.
  await sql`VACUUM ANALYZE`.execute(db);
});
afterAll(() => app.close());

async function plan(auth: Viewer, query: Record<string, string> = {}) {
  const parsed = courseListQuerySchema.parse(query);
  const db = app.deps.db.kysely;
  const matches = {
    instructorsByWord: await matchingInstructors(db, parsed.search),
    total: (await listCourses(db, auth, parsed)).total,
  };
  const rows = await coursePage(db, auth, parsed, matches).explain();
  return rows.map((row) => String(Object.values(row)[0])).join('\n');
}

describe('catalogue page with 20,000 courses', () => {
  const student: Viewer = {
    userId: '',
    sessionId: '',
    profileId: crypto.randomUUID(),
    role: 'STUDENT',
    roleCode: '03',
    supervisor: false,
  };

  it('answers a student’s first page from an index, without scanning the courses table', async () => {
    const text = await plan(student);
    expect(text).not.toMatch(/Seq Scan on "Courses"/);
    expect(text).toMatch(/Index Scan.*courses_(catalogue|updated)/);
  });

  it('answers an instructor’s management page from an index too', async () => {
    const instructor: Viewer = {
      userId: '',
      sessionId: '',
      profileId: instructorProfile,
      role: 'INSTRUCTOR',
      roleCode: '01',
      supervisor: false,
    };
    const text = await plan(instructor);
    expect(text).not.toMatch(/Seq Scan on "Courses"/);
    expect(text).toMatch(/courses_(instructor|updated)/);
  });

  it('answers an admin’s page, every status newest first, from an index', async () => {
    const admin: Viewer = { ...student, role: 'ADMIN', roleCode: '02' };
    const text = await plan(admin);
    expect(text).not.toMatch(/Seq Scan on "Courses"/);
    expect(text).toMatch(/courses_updated/);
  });

  it('answers a search through the trigram index of the course texts', async () => {
    const text = await plan(student, { search: '4321' });
    expect(text).not.toMatch(/Seq Scan on "Courses"/);
    expect(text).toMatch(/courses_search/);
  });

  it('answers a filtered first page without scanning the courses table', async () => {
    const text = await plan(student, { price: 'free', duration: 'from2To5' });
    expect(text).not.toMatch(/Seq Scan on "Courses"/);
  });

  it('counts a filtered page and the filters’ values from the filters’ index, not the table', async () => {
    const db = app.deps.db.kysely;
    const explain = async (query: ReturnType<typeof sql>) =>
      (await sql`EXPLAIN ${query}`.execute(db)).rows
        .map((row) => String(Object.values(row as object)[0]))
        .join('\n');
    const filtered = await explain(
      sql`SELECT count(*) FROM "Courses" c WHERE c.deleted_at IS NULL AND c.is_publish AND ${allOf(
        filterConditions({ price: 'free', duration: 'from2To5' }),
      )}`,
    );
    expect(filtered).toMatch(/Index Only Scan using courses_filters/);
    const counts = await explain(
      sql`SELECT c.id_industry, c.id_specialty, c.id_difficulty_level, c.id_lenguage, ${isFree}, ${durationRange}, count(*)
        FROM "Courses" c WHERE c.deleted_at IS NULL AND c.is_publish GROUP BY 1, 2, 3, 4, 5, 6`,
    );
    expect(counts).toMatch(/Index Only Scan using courses_filters/);
  });

  it('answers a search of several words, accents and case aside, through the same index', async () => {
    const text = await plan(student, { search: 'CURSO 4321 auditoría' });
    expect(text).not.toMatch(/Seq Scan on "Courses"/);
    expect(text).toMatch(/courses_search/);
  });
});

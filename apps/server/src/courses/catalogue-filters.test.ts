import {
  COURSE_DURATION_RANGES,
  courseFacetsSchema,
  courseListSchema,
  messages,
  type CourseFacets,
  type CourseList,
  type CourseSummary,
} from '@aula/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, bodyOf, refusalOf, signIn } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DEMO_PASSWORD } from '../seed/demo-accounts';
import { seedDemoData } from '../seed/seed-demo-data';

/**
 * Issue 18, item 4: the catalogue's filters (area, specialty, level, language, price, duration)
 * and their counts, on the demo academy. A count is right when choosing its value lists exactly
 * that many courses: the tests hold every count against the list itself.
 */
let app: TestApp;
let student: string;
let instructor: string;

beforeAll(async () => {
  app = await createTestApp();
  await seedDemoData(app.deps.db.kysely, app.deps.storage);
  student = (await signIn(app, 'estudiante@aula.test', DEMO_PASSWORD)).accessToken;
  instructor = (await signIn(app, 'instructor@aula.test', DEMO_PASSWORD)).accessToken;
});
afterAll(() => app.close());

const get = (path: string, token = student) => app.request(path, { headers: bearer(token) });

async function list(query: Record<string, string>, token = student): Promise<CourseList> {
  const response = await get(`/api/courses?${new URLSearchParams({ pageSize: '50', ...query })}`, token);
  expect(response.status).toBe(200);
  return bodyOf(response, courseListSchema);
}

async function facets(query: Record<string, string> = {}, token = student): Promise<CourseFacets> {
  const response = await get(`/api/courses/facets?${new URLSearchParams(query)}`, token);
  expect(response.status).toBe(200);
  return bodyOf(response, courseFacetsSchema);
}

/** Every filter value the counts offer, as the list's query parameter it stands for. */
function options(counts: CourseFacets): Array<{ key: string; value: string; count: number }> {
  return [
    ...counts.industries.map((o) => ({ key: 'industry', value: o.id, count: o.count })),
    ...counts.specialties.map((o) => ({ key: 'specialty', value: o.id, count: o.count })),
    ...counts.levels.map((o) => ({ key: 'level', value: o.id, count: o.count })),
    ...counts.languages.map((o) => ({ key: 'language', value: o.id, count: o.count })),
    ...counts.prices.map((o) => ({ key: 'price', value: o.value, count: o.count })),
    ...counts.durations.map((o) => ({ key: 'duration', value: o.value, count: o.count })),
  ];
}

const sum = (values: Array<{ count: number }>) => values.reduce((total, value) => total + value.count, 0);

/** Whether a listed course has the chosen filter value. */
function hasValue(course: CourseSummary, key: string, value: string): boolean {
  switch (key) {
    case 'industry':
      return course.industry.id === value;
    case 'specialty':
      return course.specialty.id === value;
    case 'level':
      return course.difficultyLevel.id === value;
    case 'language':
      return course.language.id === value;
    case 'price':
      return (course.price === 0) === (value === 'free');
    default: {
      const { from, to } = COURSE_DURATION_RANGES[value as keyof typeof COURSE_DURATION_RANGES];
      return course.estimatedDurationHours >= from && (to === null || course.estimatedDurationHours < to);
    }
  }
}

describe('the catalogue’s filters', () => {
  it('count, for every value, exactly the courses that choosing it lists', async () => {
    const all = await list({});
    const counts = await facets();
    expect(all.total).toBeGreaterThan(1);
    for (const group of [counts.industries, counts.specialties, counts.levels, counts.languages]) {
      expect(sum(group)).toBe(all.total);
    }
    expect(sum(counts.prices)).toBe(all.total);
    expect(sum(counts.durations)).toBe(all.total);
    // The demo academy has free and paid courses, of more than one area.
    expect(counts.prices.every((price) => price.count > 0)).toBe(true);
    expect(counts.industries.length).toBeGreaterThan(1);

    for (const option of options(counts)) {
      const chosen = await list({ [option.key]: option.value });
      expect(chosen.total, `${option.key}=${option.value}`).toBe(option.count);
      expect(chosen.items.every((course) => hasValue(course, option.key, option.value))).toBe(true);
    }
  });

  it('leave a filter’s own choice out of its counts, and apply the others', async () => {
    const free = await list({ price: 'free' });
    const counts = await facets({ price: 'free' });
    // 'De pago' still says how many paid courses there are: choosing it replaces 'Gratis'.
    expect(counts.prices).toEqual((await facets()).prices);
    expect(sum(counts.industries)).toBe(free.total);
    for (const option of options(counts).filter((o) => o.key !== 'price')) {
      const chosen = await list({ price: 'free', [option.key]: option.value });
      expect(chosen.total, `price=free&${option.key}=${option.value}`).toBe(option.count);
    }
  });

  it('follow the search, and combine with it', async () => {
    const searched = await list({ search: 'higiene manos' });
    const counts = await facets({ search: 'higiene manos' });
    expect(searched.total).toBeGreaterThan(0);
    expect(sum(counts.industries)).toBe(searched.total);
    const [industry] = counts.industries;
    const both = await list({ search: 'higiene manos', industry: industry!.id });
    expect(both.total).toBe(industry!.count);
  });

  it('keep the chosen value among the options, even when nothing matches it', async () => {
    const [level] = (await facets()).levels;
    const nothing = await facets({ search: 'ninguncursoasi' });
    expect(nothing.levels).toEqual([]);
    const chosen = await facets({ search: 'ninguncursoasi', level: level!.id });
    expect(chosen.levels).toEqual([{ id: level!.id, name: level!.name, count: 0 }]);
    expect(chosen.prices).toEqual([
      { value: 'free', count: 0 },
      { value: 'paid', count: 0 },
    ]);
  });

  it('count only the courses the caller may list', async () => {
    const own = await list({ status: 'all' }, instructor);
    expect(sum((await facets({ status: 'all' }, instructor)).prices)).toBe(own.total);
  });

  it('refuse a value that is not one, in Spanish', async () => {
    for (const query of ['industry=enfermeria', 'price=barato', 'duration=3h', 'level=1']) {
      for (const path of ['/api/courses', '/api/courses/facets']) {
        const response = await get(`${path}?${query}`);
        expect(response.status, `${path}?${query}`).toBe(400);
        expect(JSON.stringify(await refusalOf(response))).toContain(messages.courses.invalidFilter);
      }
    }
  });
});

import { courseListSchema } from '@aula/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, bodyOf, signIn } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DEMO_PASSWORD } from '../seed/demo-accounts';
import { seedDemoData } from '../seed/seed-demo-data';

/**
 * Issue 18, item 2: the catalogue is searched as people type Spanish (docs/product/search.md), here on the
 * demo academy a new student finds, with the searches that used to find nothing.
 */
let app: TestApp;
let studentToken: string;

beforeAll(async () => {
  app = await createTestApp();
  await seedDemoData(app.deps.db.kysely, app.deps.storage);
  studentToken = (await signIn(app, 'estudiante@aula.test', DEMO_PASSWORD)).accessToken;
});
afterAll(() => app.close());

async function titles(search: string): Promise<string[]> {
  const response = await app.request(`/api/courses?search=${encodeURIComponent(search)}`, {
    headers: bearer(studentToken),
  });
  expect(response.status).toBe(200);
  const body = await bodyOf(response, courseListSchema);
  expect(body.total).toBe(body.items.length);
  return body.items.map((course) => course.title).sort();
}

describe('searching the catalogue', () => {
  it('ignores accents and case', async () => {
    expect(await titles('auditoria')).toEqual(['Auditoría de historias clínicas']);
    expect(await titles('AUDITORÍA')).toEqual(['Auditoría de historias clínicas']);
    expect(await titles('Farmacovigilancia')).toEqual(await titles('farmacovigilancía'));
  });

  it('matches every word, in any order, not the phrase', async () => {
    expect(await titles('higiene manos')).toContain('Higiene de manos y control de infecciones');
    expect(await titles('manos higiene')).toEqual(await titles('higiene manos'));
    expect(await titles('seguridad paciente')).toContain('Seguridad del paciente: metas internacionales');
    // Both words must be found in the same course.
    expect(await titles('farmacovigilancia auditoria')).toEqual([]);
  });

  it('finds words across the course’s texts and its instructor’s names', async () => {
    const byInstructor = await titles('mendoza rios');
    expect(byInstructor.length).toBeGreaterThan(1);
    expect(await titles('auditoria mendoza')).toEqual(['Auditoría de historias clínicas']);
    expect(await titles('auditoria vargas')).toEqual([]);
  });
});

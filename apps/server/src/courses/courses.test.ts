import { courseDetailSchema, courseListSchema, messages, ROLE_CODES } from '@aula/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, bodyOf, createUser, refusalOf, signIn, type TestUser } from '../../test/factories';
import { messageSchema } from './routes';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DEMO_PASSWORD } from '../seed/demo-accounts';
import { seedDemoData } from '../seed/seed-demo-data';

let app: TestApp;
const tokens: Record<'student' | 'owner' | 'admin' | 'otherInstructor', string> = {
  student: '',
  owner: '',
  admin: '',
  otherInstructor: '',
};
let otherInstructor: TestUser;

beforeAll(async () => {
  app = await createTestApp();
  await seedDemoData(app.deps.db.kysely, app.deps.storage);
  otherInstructor = await createUser(app.deps, ROLE_CODES.instructor);
  tokens.student = (await signIn(app, 'estudiante@aula.test', DEMO_PASSWORD)).accessToken;
  tokens.owner = (await signIn(app, 'instructor@aula.test', DEMO_PASSWORD)).accessToken;
  tokens.admin = (await signIn(app, 'admin@aula.test', DEMO_PASSWORD)).accessToken;
  tokens.otherInstructor = (await signIn(app, otherInstructor.email, otherInstructor.password)).accessToken;
});
afterAll(() => app.close());

const get = (path: string, token?: string) => app.request(path, { headers: token ? bearer(token) : {} });
const list = async (token: string, query = '') =>
  bodyOf(await get(`/api/courses${query}`, token), courseListSchema);

async function courseByTitle(title: string) {
  return app.deps.db.kysely
    .selectFrom('Courses')
    .select(['id_course', 'is_publish', 'deleted_at'])
    .where('title', 'ilike', `%${title}%`)
    .executeTakeFirstOrThrow();
}

describe('course list', () => {
  it('shows students only published courses, without the managers’ summary', async () => {
    const page = await list(tokens.student, '?pageSize=50');
    expect(page.items.length).toBeGreaterThanOrEqual(6);
    expect(page.items.every((course: { isPublished: boolean }) => course.isPublished)).toBe(true);
    expect(page.total).toBe(page.items.length);
    expect(page.totals).toBeNull();
    const [first] = page.items;
    expect(first.instructor).toMatchObject({ names: 'Carlos' });
    expect(first.totalLessons).toBeGreaterThan(0);
    expect(first.thumbnailUrl).toMatch(/^\/api\/files\/images\/images_courses\/.+signature=/);
  });

  it('ignores the status filter for students: a draft never reaches them', async () => {
    const drafts = await list(tokens.student, '?status=draft');
    expect(drafts.items.every((course: { isPublished: boolean }) => course.isPublished)).toBe(true);
  });

  it('shows instructors their own courses, drafts included, filterable by status', async () => {
    const own = await list(tokens.owner, '?pageSize=50');
    expect(own.items.some((course: { isPublished: boolean }) => !course.isPublished)).toBe(true);
    const drafts = await list(tokens.owner, '?status=draft');
    expect(drafts.items.length).toBeGreaterThanOrEqual(1);
    expect(drafts.items.every((course: { isPublished: boolean }) => !course.isPublished)).toBe(true);
    expect((await list(tokens.otherInstructor)).total).toBe(0);
  });

  it('shows admins every course, with the totals of the filter', async () => {
    const all = await list(tokens.admin, '?pageSize=50');
    expect(all.total).toBe((await list(tokens.owner, '?pageSize=50')).total);
    expect(all.totals?.courses).toBe(all.total);
    expect(all.totals?.enrollments).toBeGreaterThanOrEqual(2);
  });

  it('searches title, description and instructor, ignoring case, and treats % literally', async () => {
    const byTitle = await list(tokens.student, '?search=HIGIENE');
    expect(byTitle.items.map((course: { title: string }) => course.title)).toEqual([
      expect.stringMatching(/Higiene de manos/),
    ]);
    const byInstructor = await list(tokens.student, `?search=${encodeURIComponent('carlos mendoza')}`);
    expect(byInstructor.total).toBe((await list(tokens.student)).total);
    expect((await list(tokens.student, '?search=%25')).total).toBe(0);
  });

  it('sorts and pages on the server', async () => {
    const titles = (await list(tokens.student, '?sort=title&pageSize=50')).items.map(
      (c: { title: string }) => c.title,
    );
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'es')));
    const firstPage = await list(tokens.student, '?sort=title&pageSize=2&page=1');
    const secondPage = await list(tokens.student, '?sort=title&pageSize=2&page=2');
    expect(firstPage.items.map((c: { title: string }) => c.title)).toEqual(titles.slice(0, 2));
    expect(secondPage.items.map((c: { title: string }) => c.title)).toEqual(titles.slice(2, 4));
  });

  it('refuses a wrong sort or page with a Spanish 400', async () => {
    const response = await get('/api/courses?sort=precio', tokens.student);
    expect(response.status).toBe(400);
    expect((await refusalOf(response)).message).toBe(messages.courses.invalidSort);
    expect((await get('/api/courses?page=0', tokens.student)).status).toBe(400);
  });

  it('needs a session', async () => {
    expect((await get('/api/courses')).status).toBe(401);
  });
});

describe('course detail', () => {
  it('gives the outline of a published course to any signed-in user', async () => {
    const course = await courseByTitle('Seguridad del paciente');
    const detail = await bodyOf(
      await get(`/api/courses/${course.id_course}`, tokens.student),
      courseDetailSchema,
    );
    expect(detail.modules.length).toBeGreaterThanOrEqual(2);
    expect(detail.modules[0].lessons[0]).toMatchObject({ contentType: { code: expect.any(String) } });
    expect(JSON.stringify(detail)).not.toContain('content_url');
  });

  it('hides a draft from students and other instructors, and shows it to its instructor and admins', async () => {
    const draft = (
      await app.deps.db.kysely
        .selectFrom('Courses')
        .select('id_course')
        .where('is_publish', '=', false)
        .executeTakeFirstOrThrow()
    ).id_course;
    expect((await get(`/api/courses/${draft}`, tokens.student)).status).toBe(404);
    expect((await get(`/api/courses/${draft}`, tokens.otherInstructor)).status).toBe(404);
    expect((await get(`/api/courses/${draft}`, tokens.owner)).status).toBe(200);
    expect((await get(`/api/courses/${draft}`, tokens.admin)).status).toBe(200);
  });
});

describe('publish, unpublish and delete', () => {
  const act = (method: 'POST' | 'DELETE', path: string, token?: string) =>
    app.request(path, { method, headers: token ? bearer(token) : {} });
  const attempts = (id: string) =>
    [
      ['POST', `/api/courses/${id}/unpublish`],
      ['POST', `/api/courses/${id}/publish`],
      ['DELETE', `/api/courses/${id}`],
    ] as const;

  it('refuses anonymous, students and other instructors, and changes nothing', async () => {
    const course = await courseByTitle('Auditoría de historias');
    for (const [method, path] of attempts(course.id_course)) {
      expect((await act(method, path)).status).toBe(401);
      expect((await act(method, path, tokens.student)).status).toBe(403);
      expect((await act(method, path, tokens.otherInstructor)).status).toBe(403);
    }
    expect(await courseByTitle('Auditoría de historias')).toEqual(course);
  });

  it('lets the owner unpublish and publish again', async () => {
    const course = await courseByTitle('Farmacovigilancia');
    const off = await act('POST', `/api/courses/${course.id_course}/unpublish`, tokens.owner);
    expect(off.status).toBe(200);
    expect((await bodyOf(off, messageSchema)).message).toBe(messages.courses.unpublished);
    expect((await courseByTitle('Farmacovigilancia')).is_publish).toBe(false);
    expect((await get(`/api/courses/${course.id_course}`, tokens.student)).status).toBe(404);
    expect((await act('POST', `/api/courses/${course.id_course}/publish`, tokens.owner)).status).toBe(200);
    expect((await courseByTitle('Farmacovigilancia')).is_publish).toBe(true);
  });

  it('lets an admin delete any course, which then leaves every list', async () => {
    const course = await courseByTitle('Gestión de riesgos');
    const response = await act('DELETE', `/api/courses/${course.id_course}`, tokens.admin);
    expect(response.status).toBe(200);
    expect((await bodyOf(response, messageSchema)).message).toBe(messages.courses.deleted);
    expect((await courseByTitle('Gestión de riesgos')).deleted_at).not.toBeNull();
    const titles = (await list(tokens.admin, '?pageSize=50')).items.map((c: { title: string }) => c.title);
    expect(titles.some((title: string) => title.includes('Gestión de riesgos'))).toBe(false);
    expect((await get(`/api/courses/${course.id_course}`, tokens.owner)).status).toBe(404);
  });

  it('refuses to publish a course without lessons', async () => {
    const db = app.deps.db.kysely;
    const draft = await db
      .selectFrom('Courses')
      .select('id_course')
      .where('is_publish', '=', false)
      .executeTakeFirstOrThrow();
    // The draft loses its modules (soft delete), so it has no live lesson left.
    await db
      .updateTable('Modules')
      .set({ deleted_at: new Date() })
      .where('id_course', '=', draft.id_course)
      .execute();
    const response = await act('POST', `/api/courses/${draft.id_course}/publish`, tokens.owner);
    expect(response.status).toBe(422);
    expect((await refusalOf(response)).message).toBe(messages.courses.needsModuleAndLesson);
    expect((await courseByTitle('Control de calidad')).is_publish).toBe(false);
  });
});

import { formatDay, messages, ROLE_CODES, studentListSchema, studentMessages } from '@aula/shared';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referenceIds, type ReferenceIds } from '../../test/course-save-fixtures';
import { bearer, bodyOf, type Person, refusalOf, signedInPerson } from '../../test/factories';
import { parseCsv } from '../../../../test-support/parse-csv';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createLearningCourse, enrollOk, learningApi, type BuiltCourse } from '../../test/learning-fixtures';

let app: TestApp;
let refs: ReferenceIds;
let carlos: Person;
let lucia: Person;
let admin: Person;
let maria: Person;
let jorge: Person;
let ana: Person;
let pedro: Person;
/** Carlos's courses. */
let falls: BuiltCourse;
let hands: BuiltCourse;
/** Lucía's course. */
let sepsis: BuiltCourse;

interface Item {
  enrollmentId: string;
  student: { id: string; names: string; lastNames: string; email: string; urlImage: string | null };
  course: { id: string; title: string };
  progress: number;
  enrolledAt: string;
  completedAt: string | null;
  lastActivityAt: string;
}

async function rename(person: Person, names: string, lastNames: string) {
  await app.deps.db.kysely
    .updateTable('Profiles')
    .set({ names, last_names: lastNames })
    .where('id_profile', '=', person.profileId)
    .execute();
}

/** Enrolls through the API, then dates the enrollment `minutesAgo` back for a stable activity order. */
async function enrollAgo(person: Person, course: BuiltCourse, minutesAgo: number) {
  await enrollOk(app, person.token, course.id);
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

const request = (path: string, token: string | undefined) =>
  app.request(path, { headers: token ? bearer(token) : {} });

const list = async (person: Person, query = '') => {
  const response = await request(`/api/students${query}`, person.token);
  expect(response.status).toBe(200);
  return bodyOf(response, studentListSchema);
};

/** Each row as "student · course", the way one tells rows apart at a glance. */
const rows = (page: { items: Item[] }) =>
  page.items.map((item) => `${item.student.names} · ${item.course.title}`);

beforeAll(async () => {
  app = await createTestApp();
  refs = await referenceIds(app);
  [carlos, lucia, admin, maria, jorge, ana, pedro] = await Promise.all([
    signedInPerson(app, ROLE_CODES.instructor),
    signedInPerson(app, ROLE_CODES.instructor),
    signedInPerson(app, ROLE_CODES.admin),
    signedInPerson(app),
    signedInPerson(app),
    signedInPerson(app),
    signedInPerson(app),
  ]);
  await rename(maria, 'María José', 'Núñez Ortiz');
  await rename(jorge, 'Jorge', 'Quispe Mamani');
  await rename(ana, 'Ana', 'Torres Vega');
  // A name a spreadsheet would run as a formula, if the export let it.
  await rename(pedro, '+Pedro', 'Salas');
  falls = await createLearningCourse(app, carlos.token, refs, { title: 'Prevención de caídas' });
  hands = await createLearningCourse(app, carlos.token, refs, { title: 'Higiene de manos' });
  sepsis = await createLearningCourse(app, lucia.token, refs, { title: 'Sepsis en urgencias' });

  await enrollAgo(maria, falls, 600);
  await enrollAgo(maria, hands, 500);
  await enrollAgo(maria, sepsis, 400);
  await enrollAgo(jorge, falls, 300);
  await enrollAgo(ana, sepsis, 200);
  await enrollAgo(pedro, hands, 100);
  // María José finishes 'Prevención de caídas' and Jorge gets halfway: both now studied last.
  await complete(maria, falls, 0);
  await complete(maria, falls, 1);
  await complete(jorge, falls, 0);
});
afterAll(() => app.close());

describe('an instructor’s students', () => {
  it('needs a session and is not for students', async () => {
    expect((await request('/api/students', undefined)).status).toBe(401);
    expect((await request('/api/students/export.csv', undefined)).status).toBe(401);
    expect((await request('/api/students', maria.token)).status).toBe(403);
    expect((await request('/api/students/export.csv', maria.token)).status).toBe(403);
  });

  it('shows an instructor the enrollments in their own courses only, newest activity first', async () => {
    const page = await list(carlos);
    expect(rows(page)).toEqual([
      'Jorge · Prevención de caídas',
      'María José · Prevención de caídas',
      '+Pedro · Higiene de manos',
      'María José · Higiene de manos',
    ]);
    expect(page).toMatchObject({ page: 1, pageSize: 10, total: 4 });
    expect(page.courses).toEqual([
      { id: hands.id, title: 'Higiene de manos', students: 2 },
      { id: falls.id, title: 'Prevención de caídas', students: 2 },
    ]);
    const [jorgeInFalls, mariaInFalls] = page.items;
    expect(jorgeInFalls).toEqual({
      enrollmentId: expect.any(String),
      student: {
        id: jorge.profileId,
        names: 'Jorge',
        lastNames: 'Quispe Mamani',
        email: jorge.email,
        urlImage: null,
      },
      course: { id: falls.id, title: 'Prevención de caídas' },
      progress: 50,
      enrolledAt: expect.any(String),
      completedAt: null,
      lastActivityAt: expect.any(String),
    });
    expect(Date.parse(jorgeInFalls.lastActivityAt)).toBeGreaterThan(Date.parse(jorgeInFalls.enrolledAt));
    expect(mariaInFalls).toMatchObject({ progress: 100, completedAt: expect.any(String) });
    expect(JSON.stringify(page)).not.toContain(sepsis.id);
    expect(JSON.stringify(page)).not.toContain(ana.profileId);
  });

  it('answers 404 for another instructor’s course or an unknown one, 400 for a malformed id', async () => {
    for (const courseId of [sepsis.id, randomUUID()]) {
      const response = await request(`/api/students?courseId=${courseId}`, carlos.token);
      expect(response.status).toBe(404);
      expect((await refusalOf(response)).message).toBe(messages.courses.notFound);
      expect((await request(`/api/students/export.csv?courseId=${courseId}`, carlos.token)).status).toBe(404);
    }
    const malformed = await request('/api/students?courseId=caidas', carlos.token);
    expect(malformed.status).toBe(400);
    expect((await refusalOf(malformed)).message).toBe(studentMessages.invalidCourse);
  });

  it('shows the other instructor only theirs, and an admin every course’s', async () => {
    expect(rows(await list(lucia))).toEqual([
      'Ana · Sepsis en urgencias',
      'María José · Sepsis en urgencias',
    ]);
    const everything = await list(admin);
    expect(everything.total).toBe(6);
    expect(everything.courses.map((course) => course.title)).toEqual([
      'Higiene de manos',
      'Prevención de caídas',
      'Sepsis en urgencias',
    ]);
    expect(rows(await list(admin, `?courseId=${sepsis.id}`))).toEqual([
      'Ana · Sepsis en urgencias',
      'María José · Sepsis en urgencias',
    ]);
  });

  it('filters by course, searches the student’s names and last names, and filters by status', async () => {
    expect(rows(await list(carlos, `?courseId=${hands.id}`))).toEqual([
      '+Pedro · Higiene de manos',
      'María José · Higiene de manos',
    ]);
    expect(rows(await list(carlos, `?search=${encodeURIComponent('maría josé')}`))).toEqual([
      'María José · Prevención de caídas',
      'María José · Higiene de manos',
    ]);
    expect(rows(await list(carlos, `?search=${encodeURIComponent('Quispe')}`))).toEqual([
      'Jorge · Prevención de caídas',
    ]);
    // As people type (docs/product/search.md): no accents, every word in any order, over the names, the
    // email and the course's title.
    expect(rows(await list(carlos, `?search=${encodeURIComponent('JOSE maria')}`))).toEqual([
      'María José · Prevención de caídas',
      'María José · Higiene de manos',
    ]);
    expect(rows(await list(carlos, `?search=${encodeURIComponent('maria caidas')}`))).toEqual([
      'María José · Prevención de caídas',
    ]);
    expect(rows(await list(carlos, `?search=${encodeURIComponent('jorge higiene')}`))).toEqual([]);
    expect(rows(await list(carlos, `?search=${encodeURIComponent(jorge.email.toUpperCase())}`))).toEqual([
      'Jorge · Prevención de caídas',
    ]);
    expect(rows(await list(carlos, '?status=completed'))).toEqual(['María José · Prevención de caídas']);
    expect(rows(await list(carlos, `?status=in_progress&courseId=${falls.id}`))).toEqual([
      'Jorge · Prevención de caídas',
    ]);
    expect((await list(carlos, '?search=cardiología')).total).toBe(0);
  });

  it('pages on the server and refuses a wrong status or page size', async () => {
    const first = await list(admin, '?pageSize=25&page=1');
    expect(first.items).toHaveLength(6);
    const second = await list(admin, '?page=2');
    expect(second).toMatchObject({ page: 2, pageSize: 10, total: 6, items: [] });
    const status = await request('/api/students?status=abandonado', carlos.token);
    expect(status.status).toBe(400);
    expect((await refusalOf(status)).message).toBe(studentMessages.invalidStatus);
    const size = await request('/api/students?pageSize=7', carlos.token);
    expect(size.status).toBe(400);
    expect((await refusalOf(size)).message).toBe(studentMessages.invalidPageSize);
  });

  it('updates progress and last activity when the student completes a lesson', async () => {
    const before = (await list(carlos, `?courseId=${hands.id}`)).items.find(
      (item) => item.student.id === pedro.profileId,
    );
    expect(before).toMatchObject({ progress: 0, lastActivityAt: before!.enrolledAt });
    await complete(pedro, hands, 1);
    const page = await list(carlos);
    expect(rows(page)[0]).toBe('+Pedro · Higiene de manos');
    expect(page.items[0].progress).toBe(50);
    expect(Date.parse(page.items[0].lastActivityAt)).toBeGreaterThan(Date.parse(before!.lastActivityAt));
  });
});

describe('exporting the students', () => {
  const exportCsv = (person: Person, query = '') => request(`/api/students/export.csv${query}`, person.token);

  /** The CSV's rows as cells, and its header. */
  async function csv(response: Response) {
    expect(response.status).toBe(200);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    expect(text.endsWith('\r\n')).toBe(true);
    const [header, ...cells] = parseCsv(text, ',');
    return { header: header!.join(','), cells };
  }

  const expected = (item: Item) => [
    `${item.student.names} ${item.student.lastNames}`.replace(/^\+/, "'+"),
    item.student.email,
    item.course.title,
    String(item.progress),
    formatDay(new Date(item.enrolledAt)),
    item.completedAt ? formatDay(new Date(item.completedAt)) : '-',
    formatDay(new Date(item.lastActivityAt)),
  ];

  it('downloads the list as CSV in UTF-8 with a BOM, accents intact, row for row', async () => {
    const response = await exportCsv(carlos);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="estudiantes-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const { header, cells } = await csv(response);
    expect(header).toBe(
      'Estudiante,Correo,Curso,Progreso (%),Fecha de inscripción,Completado el,Última actividad',
    );
    const page = await list(carlos, '?pageSize=100');
    expect(cells).toEqual(page.items.map(expected));
    expect(cells.map((row) => row[0])).toContain('María José Núñez Ortiz');
    expect(cells.map((row) => row[0])).toContain("'+Pedro Salas");
    expect(cells.flat().join()).not.toContain('Sepsis');
  });

  it('takes the same filters as the list', async () => {
    for (const query of [
      '?status=completed',
      '?status=in_progress',
      `?courseId=${falls.id}`,
      `?search=${encodeURIComponent('maría')}&status=in_progress`,
    ]) {
      const { cells } = await csv(await exportCsv(carlos, query));
      expect(cells).toEqual((await list(carlos, `${query}&pageSize=100`)).items.map(expected));
    }
    const { cells } = await csv(await exportCsv(admin));
    expect(cells).toHaveLength(6);
  });
});

describe('what never shows', () => {
  it('leaves out a deleted account and a deleted course', async () => {
    const removed = await app.request(`/api/users/${ana.profileId}`, {
      method: 'DELETE',
      headers: bearer(admin.token),
    });
    expect(removed.status).toBe(204);
    const lucias = await list(lucia);
    expect(rows(lucias)).toEqual(['María José · Sepsis en urgencias']);
    expect(lucias.courses).toEqual([{ id: sepsis.id, title: 'Sepsis en urgencias', students: 1 }]);

    const deleted = await app.request(`/api/courses/${hands.id}`, {
      method: 'DELETE',
      headers: bearer(carlos.token),
    });
    expect(deleted.status).toBe(200);
    const page = await list(carlos);
    expect(rows(page)).toEqual(['Jorge · Prevención de caídas', 'María José · Prevención de caídas']);
    expect(page.courses.map((course) => course.id)).toEqual([falls.id]);
    expect((await request(`/api/students?courseId=${hands.id}`, carlos.token)).status).toBe(404);
  });
});

import { courseListSchema, ROLE_CODES } from '@aula/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, bodyOf, createUser, signIn } from '../../test/factories';
import { insertOrder } from '../../test/order-factory';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { OrderStatus } from '../db/schema';
import { DEMO_PASSWORD } from '../seed/demo-accounts';
import { seedDemoData } from '../seed/seed-demo-data';

let app: TestApp;
const tokens = { student: '', owner: '', admin: '', otherInstructor: '' };
let studentId: string;

beforeAll(async () => {
  app = await createTestApp();
  await seedDemoData(app.deps.db.kysely, app.deps.storage);
  const other = await createUser(app.deps, ROLE_CODES.instructor);
  tokens.student = (await signIn(app, 'estudiante@aula.test', DEMO_PASSWORD)).accessToken;
  tokens.owner = (await signIn(app, 'instructor@aula.test', DEMO_PASSWORD)).accessToken;
  tokens.admin = (await signIn(app, 'admin@aula.test', DEMO_PASSWORD)).accessToken;
  tokens.otherInstructor = (await signIn(app, other.email, other.password)).accessToken;
  const student = await app.deps.db.kysely
    .selectFrom('Profiles as p')
    .innerJoin('Users as u', 'u.id_user', 'p.id_user')
    .where('u.email', '=', 'estudiante@aula.test')
    .select('p.id_profile')
    .executeTakeFirstOrThrow();
  studentId = student.id_profile;
});
afterAll(() => app.close());

const list = async (token: string, query = '') =>
  bodyOf(await app.request(`/api/courses${query}`, { headers: bearer(token) }), courseListSchema);

/** An order for one demo course at its price, in the given state. */
async function order(courseTitle: string, status: OrderStatus) {
  const course = await app.deps.db.kysely
    .selectFrom('Courses')
    .select('id_course')
    .where('title', 'ilike', `%${courseTitle}%`)
    .executeTakeFirstOrThrow();
  await insertOrder(app, studentId, course.id_course, status);
}

/** The currencies of the demo catalogue's live courses, as the list shows them. */
async function catalogueCurrencies() {
  const rows = await app.deps.db.kysely
    .selectFrom('Courses as c')
    .innerJoin('Coins as co', 'co.id_coin', 'c.id_coin')
    .where('c.deleted_at', 'is', null)
    .select('co.code')
    .distinct()
    .orderBy('co.code')
    .execute();
  return rows.map((row) => row.code);
}

describe('revenue in the course list', () => {
  it('is 0 in each listed currency while nothing has been sold', async () => {
    const currencies = await catalogueCurrencies();
    expect(currencies.length).toBeGreaterThanOrEqual(2);
    const { totals } = await list(tokens.admin);
    expect(totals?.revenue).toEqual(currencies.map((currency) => ({ currency, amount: 0 })));
  });

  it('adds approved orders only, per currency, never across currencies', async () => {
    await order('Gestión de riesgos', 'approved'); // PEN 180.00
    await order('Farmacovigilancia', 'approved'); // USD 49.90
    await order('Auditoría de historias', 'pending'); // PEN 120.00, not paid yet
    await order('Auditoría de historias', 'rejected');
    await order('Auditoría de historias', 'refunded');

    const { totals } = await list(tokens.admin);
    expect(totals?.revenue).toEqual([
      { currency: 'PEN', amount: 180 },
      { currency: 'USD', amount: 49.9 },
    ]);
    expect((await list(tokens.owner)).totals?.revenue).toEqual(totals?.revenue);
  });

  it('follows the search and the caller: only the listed courses count', async () => {
    const riesgos = await list(tokens.admin, '?search=AMFE');
    expect(riesgos.totals?.revenue).toEqual([{ currency: 'PEN', amount: 180 }]);
    expect((await list(tokens.otherInstructor)).totals?.revenue).toEqual([]);
  });

  it('sorts a manager’s list by revenue, highest first', async () => {
    const titles = (await list(tokens.owner, '?sort=revenue&pageSize=3')).items.map(
      (course: { title: string }) => course.title,
    );
    expect(titles.slice(0, 2)).toEqual(['Gestión de riesgos clínicos', 'Farmacovigilancia hospitalaria']);
  });

  it('keeps a student’s list in its usual order when revenue is asked for', async () => {
    const byRevenue = await list(tokens.student, '?sort=revenue&pageSize=50');
    const usual = await list(tokens.student, '?pageSize=50');
    expect(byRevenue.items.map((course: { id: string }) => course.id)).toEqual(
      usual.items.map((course: { id: string }) => course.id),
    );
    expect(byRevenue.totals).toBeNull();
  });
});

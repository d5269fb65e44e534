import {
  MY_ORDERS_PAGE_SIZE,
  myOrdersSchema,
  type OrderList,
  orderListSchema,
  ROLE_CODES,
  orderMessages,
} from '@aula/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referenceIds } from '../../test/course-save-fixtures';
import { bodyOf, type Person, refusalOf, signedInPerson } from '../../test/factories';
import { parseCsv } from '../../../../test-support/parse-csv';
import { createTestApp, type TestApp } from '../../test/test-app';
import { currency, renamePerson } from '../../test/dashboard-fixtures';
import { createLearningCourse, type BuiltCourse } from '../../test/learning-fixtures';
import { approve, buy, configurePayments, orderApi, reject } from '../../test/order-fixtures';

const t = orderMessages;

let app: TestApp;
let admin: Person;
let lucia: Person;
let jorge: Person;
let sepsis: BuiltCourse;
let pharmacovigilance: BuiltCourse;
/** Codes of the orders below, by what they are. */
const codes: Record<'luciaOld' | 'luciaApproved' | 'jorgeRejected' | 'jorgeBoth', string> = {} as never;

const placedOn = (code: string, day: string) =>
  app.deps.db.kysely
    .updateTable('Orders')
    .set({ created_at: new Date(`${day}T15:30:00Z`) })
    .where('code', '=', code)
    .execute();

beforeAll(async () => {
  // One student places eleven orders in a row to fill two pages of 'Mis Compras': more than the
  // checkouts one account may make in the default window.
  app = await createTestApp({ env: { RATE_LIMIT_CHECKOUT_PER_ACCOUNT: '20' } });
  const refs = await referenceIds(app);
  const usd = await currency(app, 'USD');
  const instructor = await signedInPerson(app, ROLE_CODES.instructor);
  [admin, lucia, jorge] = await Promise.all([
    signedInPerson(app, ROLE_CODES.admin),
    signedInPerson(app),
    signedInPerson(app),
  ]);
  await renamePerson(app, lucia.profileId, 'Lucía', 'Ramírez Soto');
  await renamePerson(app, jorge.profileId, 'Jorge', 'Quispe Mamani');
  await configurePayments(app, admin.token);
  sepsis = await createLearningCourse(app, instructor.token, refs, {
    title: 'Manejo de la sepsis',
    price: 120,
  });
  pharmacovigilance = await createLearningCourse(
    app,
    instructor.token,
    { ...refs, coinId: usd.id },
    { title: 'Farmacovigilancia, "nivel 1"', price: 49.9 },
  );

  const luciaOld = await buy(app, lucia.token, [sepsis.id]);
  await reject(app, admin.token, luciaOld.id, 'Sin transferencia');
  const luciaApproved = await buy(app, lucia.token, [sepsis.id]);
  await approve(app, admin.token, luciaApproved.id);
  const jorgeRejected = await buy(app, jorge.token, [pharmacovigilance.id]);
  await reject(app, admin.token, jorgeRejected.id, 'Monto distinto');
  const jorgeBoth = await buy(app, jorge.token, [sepsis.id, pharmacovigilance.id]);
  Object.assign(codes, {
    luciaOld: luciaOld.code,
    luciaApproved: luciaApproved.code,
    jorgeRejected: jorgeRejected.code,
    jorgeBoth: jorgeBoth.code,
  });
  await placedOn(codes.luciaOld, '2026-01-10');
  await placedOn(codes.luciaApproved, '2026-02-01');
  await placedOn(codes.jorgeRejected, '2026-02-15');
  await placedOn(codes.jorgeBoth, '2026-03-31');
});
afterAll(() => app.close());

const list = async (query = ''): Promise<OrderList> => {
  const response = await orderApi.list(app, admin.token, query);
  if (response.status !== 200) throw new Error(`${response.status} ${await response.text()}`);
  return bodyOf(response, orderListSchema);
};
const listedCodes = async (query = '') => (await list(query)).items.map((order) => order.code);

describe('the admin’s order list', () => {
  it('shows every order newest first, with the student, the number of courses and a total per currency', async () => {
    const page = await list();
    expect(page).toMatchObject({ page: 1, pageSize: 10, total: 4 });
    expect(page.items.map((order) => order.code)).toEqual([
      codes.jorgeBoth,
      codes.jorgeRejected,
      codes.luciaApproved,
      codes.luciaOld,
    ]);
    expect(page.items[0]).toEqual({
      id: expect.any(String),
      code: codes.jorgeBoth,
      status: 'pending',
      createdAt: '2026-03-31T15:30:00.000Z',
      student: { id: jorge.profileId, names: 'Jorge', lastNames: 'Quispe Mamani', email: jorge.email },
      itemCount: 2,
      totals: [
        { currency: { code: 'PEN', name: expect.any(String) }, amount: 120 },
        { currency: { code: 'USD', name: expect.any(String) }, amount: 49.9 },
      ],
    });
  });

  it('filters by status, by days placed (both ends included), by student name or email, by code, and by course', async () => {
    expect(await listedCodes('?status=rejected')).toEqual([codes.jorgeRejected, codes.luciaOld]);
    expect(await listedCodes('?status=approved')).toEqual([codes.luciaApproved]);
    expect(await listedCodes('?from=2026-02-01&to=2026-02-15')).toEqual([
      codes.jorgeRejected,
      codes.luciaApproved,
    ]);
    expect(await listedCodes('?to=2026-01-10')).toEqual([codes.luciaOld]);
    expect(await listedCodes('?from=2026-03-31')).toEqual([codes.jorgeBoth]);
    // As people type: no accents, any case, every word in any order (docs/product/search.md).
    expect(await listedCodes('?student=lucia')).toEqual([codes.luciaApproved, codes.luciaOld]);
    expect(await listedCodes(`?student=${encodeURIComponent('RAMIREZ lucia')}`)).toEqual([
      codes.luciaApproved,
      codes.luciaOld,
    ]);
    expect(await listedCodes(`?student=${encodeURIComponent('lucia quispe')}`)).toEqual([]);
    expect(await listedCodes(`?student=${codes.jorgeBoth.toLowerCase()}`)).toEqual([codes.jorgeBoth]);
    expect(await listedCodes(`?student=${encodeURIComponent('Lucía Ramírez')}`)).toEqual([
      codes.luciaApproved,
      codes.luciaOld,
    ]);
    expect(await listedCodes(`?student=${encodeURIComponent(jorge.email.toUpperCase())}`)).toEqual([
      codes.jorgeBoth,
      codes.jorgeRejected,
    ]);
    expect(await listedCodes('?course=farmaco')).toEqual([codes.jorgeBoth, codes.jorgeRejected]);
    expect(await listedCodes('?course=sepsis&status=pending&student=quispe')).toEqual([codes.jorgeBoth]);
    expect(await listedCodes(`?course=${encodeURIComponent('%')}`)).toEqual([]);
  });

  it('pages, with the total of the filter', async () => {
    const [first, second] = [await list('?pageSize=10&page=1'), await list('?pageSize=10&page=2')];
    expect(first.items).toHaveLength(4);
    expect(second).toMatchObject({ items: [], total: 4, page: 2 });
  });

  it('refuses bad filters with a Spanish message', async () => {
    for (const [query, message] of [
      ['?status=paid', t.invalidStatus],
      ['?from=2026-02-30x', t.invalidDate],
      ['?from=31/01/2026', t.invalidDate],
      ['?from=2026-02-30', t.invalidDate],
      ['?to=0000-01-01', t.invalidDate],
      ['?to=9999-12-31', t.invalidDate],
      ['?from=2026-03-01&to=2026-02-01', t.invalidRange],
      ['?page=0', t.invalidPage],
      ['?pageSize=7', t.invalidPageSize],
    ] as const) {
      const response = await orderApi.list(app, admin.token, query);
      expect(response.status).toBe(400);
      expect((await refusalOf(response)).message).toBe(message);
    }
  });
});

describe('exporting orders', () => {
  it('downloads the filtered list as CSV with a BOM, one line per order and currency', async () => {
    const response = await orderApi.export(app, admin.token, '?status=pending');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="pedidos-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parseCsv(new TextDecoder().decode(bytes.slice(3)), ',');
    const jorgeLine = [codes.jorgeBoth, '31/03/2026', 'Jorge Quispe Mamani', jorge.email];
    expect(rows).toEqual([
      [...t.admin.exportColumns],
      [...jorgeLine, 'Manejo de la sepsis', 'PEN', '120.00', 'Pendiente de pago', '-'],
      [...jorgeLine, 'Farmacovigilancia, "nivel 1"', 'USD', '49.90', 'Pendiente de pago', '-'],
    ]);
  });

  it('follows the other filters too, and names the approval day', async () => {
    const text = await (
      await orderApi.export(app, admin.token, '?student=ram%C3%ADrez&status=approved')
    ).text();
    const [, ...rows] = parseCsv(text, ',');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.join(',')).toMatch(
      new RegExp(`^${codes.luciaApproved},01/02/2026,.*,Aprobado,\\d{2}/\\d{2}/\\d{4}$`),
    );
  });
});

describe('Mis Compras', () => {
  it('lists the person’s own orders newest first, with courses, totals, instructions and history', async () => {
    const mine = await bodyOf(await orderApi.mine(app, lucia.token), myOrdersSchema);
    expect(mine).toMatchObject({ page: 1, pageSize: MY_ORDERS_PAGE_SIZE, total: 2 });
    expect(mine.items.map((order) => order.code)).toEqual([codes.luciaApproved, codes.luciaOld]);
    expect(mine.items[1]).toMatchObject({
      status: 'rejected',
      items: [{ title: 'Manejo de la sepsis', price: 120 }],
      paymentInstructions: expect.stringContaining('BCP'),
      events: [
        { status: 'pending', actor: null },
        { status: 'rejected', reason: 'Sin transferencia', actor: null },
      ],
    });
  });

  it('pages ten orders at a time', async () => {
    const buyer = await signedInPerson(app);
    for (let index = 0; index < MY_ORDERS_PAGE_SIZE + 1; index++) {
      const order = await buy(app, buyer.token, [sepsis.id]);
      await reject(app, admin.token, order.id, 'Prueba de páginas');
    }
    const second = await bodyOf(await orderApi.mine(app, buyer.token, '?page=2'), myOrdersSchema);
    expect(second).toMatchObject({ total: MY_ORDERS_PAGE_SIZE + 1, page: 2 });
    expect(second.items).toHaveLength(1);
    expect((await orderApi.mine(app, buyer.token, '?page=abc')).status).toBe(400);
  });
});

import {
  messages,
  myOrdersSchema,
  orderSchema,
  PENDING_ORDERS_MAX,
  ROLE_CODES,
  orderMessages,
} from '@aula/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referenceIds, type ReferenceIds } from '../../test/course-save-fixtures';
import { bodyOf, refusalOf, signedInPerson, type Person } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createLearningCourse, notificationsOf, type BuiltCourse } from '../../test/learning-fixtures';
import { buy, cartApi, configurePayments, orderApi, readCart } from '../../test/order-fixtures';

/**
 * One account must not be able to write without bound (docs/decisions/0017): a student who
 * places and cancels orders in a loop notified every admin twice per cycle, as fast as the
 * server answered. These run on the real default limits.
 */

const orderNotices = new Set<string>([
  orderMessages.notify.placed.title,
  orderMessages.notify.cancelled.title,
]);

async function orderNoticesOf(app: TestApp, person: Person) {
  return (await notificationsOf(app, person.profileId)).filter((notice) => orderNotices.has(notice.title))
    .length;
}

/** A student's checkout of whatever their cart holds, at the prices it shows. */
async function checkoutCart(app: TestApp, student: Person) {
  const cart = await readCart(app, student.token);
  const items = cart.items.map((item) => ({ courseId: item.courseId, price: item.price }));
  return cartApi.checkout(app, student.token, items);
}

async function paidCourse(app: TestApp, instructor: Person, refs: ReferenceIds, title: string) {
  return createLearningCourse(app, instructor.token, refs, { title, price: 90 });
}

describe('with the default limits', () => {
  let app: TestApp;
  let instructor: Person;
  let admin: Person;
  let otherAdmin: Person;
  let courses: BuiltCourse[];

  beforeAll(async () => {
    app = await createTestApp();
    [instructor, admin, otherAdmin] = await Promise.all([
      signedInPerson(app, ROLE_CODES.instructor),
      signedInPerson(app, ROLE_CODES.admin),
      signedInPerson(app, ROLE_CODES.admin),
    ]);
    await configurePayments(app, admin.token);
    const refs = await referenceIds(app);
    courses = [];
    for (const title of ['Triaje', 'Bioseguridad', 'Curación de heridas', 'Manejo del dolor']) {
      courses.push(await paidCourse(app, instructor, refs, title));
    }
  });
  afterAll(() => app.close());

  it('stops twenty place-and-cancel cycles in a row, so the admins hear of only the first ones', async () => {
    const limit = app.deps.config.env.RATE_LIMIT_CHECKOUT_PER_ACCOUNT;
    expect(limit).toBe(10);
    const student = await signedInPerson(app);
    const before = await Promise.all([admin, otherAdmin].map((person) => orderNoticesOf(app, person)));

    const answers: number[] = [];
    let refusal: Response | undefined;
    for (let cycle = 0; cycle < 20 && !refusal; cycle += 1) {
      await cartApi.add(app, student.token, courses[0]!.id);
      const placed = await checkoutCart(app, student);
      answers.push(placed.status);
      if (placed.status !== 201) {
        refusal = placed;
        break;
      }
      const cancelled = await orderApi.cancel(app, student.token, (await bodyOf(placed, orderSchema)).id);
      expect(cancelled.status).toBe(200);
    }

    expect(answers).toEqual([...Array<number>(limit).fill(201), 429]);
    expect(await refusalOf(refusal!)).toEqual({
      code: 'rate_limited',
      message: messages.cart.tooManyCheckouts,
    });
    // Each admin was told of each order placed and each cancelled: no more than the limit allows.
    const after = await Promise.all([admin, otherAdmin].map((person) => orderNoticesOf(app, person)));
    expect(after.map((count, index) => count - before[index]!)).toEqual([2 * limit, 2 * limit]);

    // The limit is the account's: another student still buys.
    const other = await signedInPerson(app);
    expect((await buy(app, other.token, [courses[0]!.id])).status).toBe('pending');
  });

  it(`refuses a checkout past ${PENDING_ORDERS_MAX} pending orders until one is paid or cancelled`, async () => {
    const student = await signedInPerson(app);
    const pending = [];
    for (const course of courses.slice(0, PENDING_ORDERS_MAX))
      pending.push(await buy(app, student.token, [course.id]));

    const last = courses[PENDING_ORDERS_MAX]!;
    expect((await cartApi.add(app, student.token, last.id)).status).toBe(201);
    const refused = await checkoutCart(app, student);
    expect(refused.status).toBe(409);
    expect(await refusalOf(refused)).toEqual({
      code: 'conflict',
      message: messages.cart.tooManyPending(PENDING_ORDERS_MAX),
    });
    // Nothing was ordered: the course waits in the cart, and 'Mis Compras' lists the same orders.
    expect((await readCart(app, student.token)).items.map((item) => item.courseId)).toEqual([last.id]);
    const mine = await bodyOf(await orderApi.mine(app, student.token), myOrdersSchema);
    expect(mine.items).toHaveLength(PENDING_ORDERS_MAX);

    expect((await orderApi.cancel(app, student.token, pending[0]!.id)).status).toBe(200);
    expect((await checkoutCart(app, student)).status).toBe(201);
  });
});

describe('cancellations', () => {
  let app: TestApp;
  let admin: Person;
  let courses: BuiltCourse[];

  beforeAll(async () => {
    app = await createTestApp({ env: { RATE_LIMIT_ORDER_CANCEL_PER_ACCOUNT: '2' } });
    let instructor: Person;
    [instructor, admin] = await Promise.all([
      signedInPerson(app, ROLE_CODES.instructor),
      signedInPerson(app, ROLE_CODES.admin),
    ]);
    await configurePayments(app, admin.token);
    const refs = await referenceIds(app);
    courses = [];
    for (const title of ['Triaje', 'Bioseguridad', 'Curación de heridas']) {
      courses.push(await paidCourse(app, instructor, refs, title));
    }
  });
  afterAll(() => app.close());

  it('are limited per account: past the limit the order stays pending and nobody is told', async () => {
    const student = await signedInPerson(app);
    const orders = [];
    for (const course of courses) orders.push(await buy(app, student.token, [course.id]));
    for (const order of orders.slice(0, 2)) {
      expect((await orderApi.cancel(app, student.token, order.id)).status).toBe(200);
    }
    const noticesBefore = await orderNoticesOf(app, admin);

    const refused = await orderApi.cancel(app, student.token, orders[2]!.id);
    expect(refused.status).toBe(429);
    expect(await refusalOf(refused)).toEqual({
      code: 'rate_limited',
      message: orderMessages.tooManyCancellations,
    });
    expect((await bodyOf(await orderApi.get(app, student.token, orders[2]!.id), orderSchema)).status).toBe(
      'pending',
    );
    expect(await orderNoticesOf(app, admin)).toBe(noticesBefore);
  });
});

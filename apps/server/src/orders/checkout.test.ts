import {
  courseDetailSchema,
  messages,
  orderAdminPath,
  orderSchema,
  paymentSettingsSchema,
  ROLE_CODES,
  orderMessages,
} from '@aula/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referenceIds, type ReferenceIds } from '../../test/course-save-fixtures';
import { bearer, bodyOf, type Person, refusalOf, signedInPerson } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { currency } from '../../test/dashboard-fixtures';
import {
  createLearningCourse,
  learningApi,
  notificationsOf,
  type BuiltCourse,
} from '../../test/learning-fixtures';
import {
  buy,
  cartApi,
  configurePayments,
  orderApi,
  PAYMENT_INSTRUCTIONS,
  readCart,
  settingsApi,
  paidCourses,
} from '../../test/order-fixtures';

const t = messages.cart;

let app: TestApp;
let refs: ReferenceIds;
let instructor: Person;
let admins: Person[];
let usd: Awaited<ReturnType<typeof currency>>;
let pen: Awaited<ReturnType<typeof currency>>;
let safety: BuiltCourse;
let pharmacovigilance: BuiltCourse;

beforeAll(async () => {
  app = await createTestApp();
  refs = await referenceIds(app);
  [instructor, pen, usd] = await Promise.all([
    signedInPerson(app, ROLE_CODES.instructor),
    currency(app, 'PEN'),
    currency(app, 'USD'),
  ]);
  admins = await Promise.all([signedInPerson(app, ROLE_CODES.admin), signedInPerson(app, ROLE_CODES.admin)]);
  ({ safety, pharmacovigilance } = await paidCourses(app, instructor.token, refs));
});
afterAll(() => app.close());

const seen = (...courses: [BuiltCourse, number][]) =>
  courses.map(([course, price]) => ({ courseId: course.id, price }));

const setPrice = (courseId: string, price: number) =>
  app.deps.db.kysely.updateTable('Courses').set({ price }).where('id_course', '=', courseId).execute();

const ordersOf = (profileId: string) =>
  app.deps.db.kysely.selectFrom('Orders').select('id_order').where('id_profile', '=', profileId).execute();

describe('before the academy says how to pay', () => {
  it('refuses to place an order, keeping the cart', async () => {
    const student = await signedInPerson(app);
    await cartApi.add(app, student.token, safety.id);
    const response = await cartApi.checkout(app, student.token, seen([safety, 180]));
    expect(response.status).toBe(409);
    expect((await refusalOf(response)).message).toBe(t.paymentNotConfigured);
    expect(await ordersOf(student.profileId)).toEqual([]);
    expect((await readCart(app, student.token)).items).toHaveLength(1);
    await configurePayments(app, admins[0]!.token);
  });
});

describe('Confirmar compra', () => {
  it('turns the cart into a pending order with a code, the prices and the instructions copied, and empties the cart', async () => {
    const student = await signedInPerson(app);
    await cartApi.add(app, student.token, safety.id);
    await cartApi.add(app, student.token, pharmacovigilance.id);

    const response = await cartApi.checkout(
      app,
      student.token,
      seen([safety, 180], [pharmacovigilance, 49.9]),
    );
    expect(response.status).toBe(201);
    const order = await bodyOf(response, orderSchema);
    expect(order).toMatchObject({
      code: expect.stringMatching(/^AU-[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/),
      status: 'pending',
      paymentMethod: 'manual_transfer',
      paymentInstructions: PAYMENT_INSTRUCTIONS,
      approvedAt: null,
      refundDeadline: null,
      student: { id: student.profileId, names: 'Rosa', lastNames: 'Prueba Díaz', email: student.email },
      items: [
        { courseId: pharmacovigilance.id, title: 'Farmacovigilancia', price: 49.9, currency: usd.shown },
        { courseId: safety.id, title: 'Seguridad del paciente', price: 180, currency: pen.shown },
      ],
      totals: [
        { currency: pen.shown, amount: 180 },
        { currency: usd.shown, amount: 49.9 },
      ],
      events: [{ status: 'pending', reason: null, actor: null }],
    });
    expect((await readCart(app, student.token)).items).toEqual([]);
    // The course page now says the payment is pending, and the course cannot be added again.
    const detail = await bodyOf(await learningApi.detail(app, student.token, safety.id), courseDetailSchema);
    expect(detail.viewerPurchase).toEqual({
      inCart: false,
      pendingOrder: { id: order.id, code: order.code },
    });
    expect((await cartApi.add(app, student.token, safety.id)).status).toBe(422);
  });

  it('tells every admin there is a payment to look out for, with a link to the order', async () => {
    const student = await signedInPerson(app);
    const order = await buy(app, student.token, [safety.id]);
    for (const admin of admins) {
      const [latest] = await notificationsOf(app, admin.profileId);
      expect(latest).toEqual({
        type: 'info',
        title: orderMessages.notify.placed.title,
        message: orderMessages.notify.placed.message(order.code, 'Rosa Prueba Díaz', 1),
        action_url: orderAdminPath(order.id),
      });
    }
  });

  it('keeps what was bought and what the student was told when prices and instructions change later', async () => {
    const student = await signedInPerson(app);
    const order = await buy(app, student.token, [safety.id]);
    await setPrice(safety.id, 250);
    await configurePayments(app, admins[0]!.token, 'Nueva cuenta: Interbank 200-300');

    const stored = await bodyOf(await orderApi.get(app, student.token, order.id), orderSchema);
    expect(stored.items[0].price).toBe(180);
    expect(stored.totals).toEqual([{ currency: pen.shown, amount: 180 }]);
    expect(stored.paymentInstructions).toBe(PAYMENT_INSTRUCTIONS);
    await setPrice(safety.id, 180);
    await configurePayments(app, admins[0]!.token);
  });

  it('places nothing when the cart or a price changed since the student looked, and says so', async () => {
    const student = await signedInPerson(app);
    await cartApi.add(app, student.token, safety.id);
    await cartApi.add(app, student.token, pharmacovigilance.id);
    await setPrice(safety.id, 200);

    const stalePrice = await cartApi.checkout(
      app,
      student.token,
      seen([safety, 180], [pharmacovigilance, 49.9]),
    );
    const missingCourse = await cartApi.checkout(app, student.token, seen([safety, 200]));
    for (const response of [stalePrice, missingCourse]) {
      expect(response.status).toBe(409);
      expect((await refusalOf(response)).message).toBe(t.cartChanged);
    }
    expect(await ordersOf(student.profileId)).toEqual([]);
    expect((await readCart(app, student.token)).items).toHaveLength(2);
    await setPrice(safety.id, 180);
  });

  it('refuses a cart with a course no longer on sale', async () => {
    const student = await signedInPerson(app);
    const leaving = await createLearningCourse(app, instructor.token, refs, { price: 30 });
    await cartApi.add(app, student.token, leaving.id);
    await app.request(`/api/courses/${leaving.id}/unpublish`, {
      method: 'POST',
      headers: bearer(instructor.token),
    });
    const response = await cartApi.checkout(app, student.token, seen([leaving, 30]));
    expect(response.status).toBe(409);
    expect((await refusalOf(response)).message).toBe(t.cartHasUnavailable);
    expect(await ordersOf(student.profileId)).toEqual([]);
  });

  it('refuses an empty cart and malformed input with Spanish messages', async () => {
    const student = await signedInPerson(app);
    const emptyCart = await cartApi.checkout(app, student.token, seen([safety, 180]));
    expect(emptyCart.status).toBe(422);
    expect((await refusalOf(emptyCart)).message).toBe(t.emptyCart);
    for (const items of [[], [{ courseId: 'x', price: 1 }], [{ courseId: safety.id, price: -1 }], null]) {
      const response = await cartApi.checkout(app, student.token, items as never);
      expect(response.status).toBe(422);
      expect((await refusalOf(response)).message).toMatch(/\p{L}/u);
    }
    expect(await ordersOf(student.profileId)).toEqual([]);
  });

  it('places one order when the student confirms from two tabs at once', async () => {
    const student = await signedInPerson(app);
    await cartApi.add(app, student.token, safety.id);
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => cartApi.checkout(app, student.token, seen([safety, 180]))),
    );
    expect(responses.filter((response) => response.status === 201)).toHaveLength(1);
    // The others find the cart emptied by the first: it changed since they looked.
    expect(responses.filter((response) => response.status === 409 || response.status === 422)).toHaveLength(
      4,
    );
    expect(await ordersOf(student.profileId)).toHaveLength(1);
  });
});

describe('payment settings', () => {
  it('are read and written by admins only, with who changed them last', async () => {
    const student = await signedInPerson(app);
    expect((await settingsApi.get(app, undefined)).status).toBe(401);
    expect((await settingsApi.get(app, student.token)).status).toBe(403);
    expect((await settingsApi.put(app, instructor.token, 'Otra cuenta')).status).toBe(403);
    const saved = await settingsApi.put(
      app,
      admins[1]!.token,
      '  Banco de la Nación, cuenta 00-000-000000  ',
    );
    expect(saved.status).toBe(200);
    expect(await bodyOf(saved, paymentSettingsSchema)).toEqual({
      paymentInstructions: 'Banco de la Nación, cuenta 00-000-000000',
      updatedAt: expect.any(String),
      updatedBy: { names: 'Rosa', lastNames: 'Prueba Díaz' },
    });
    expect((await readCart(app, student.token)).paymentInstructions).toBe(
      'Banco de la Nación, cuenta 00-000-000000',
    );
    await configurePayments(app, admins[0]!.token);
  });

  it('refuse empty or overlong instructions, keeping the saved ones', async () => {
    for (const [value, message] of [
      ['   ', orderMessages.settings.required],
      ['x'.repeat(2001), orderMessages.settings.tooLong],
      [null, orderMessages.settings.required],
    ] as const) {
      const response = await settingsApi.put(app, admins[0]!.token, value);
      expect(response.status).toBe(422);
      expect((await refusalOf(response)).message).toBe(message);
    }
    expect(
      (await bodyOf(await settingsApi.get(app, admins[0]!.token), paymentSettingsSchema)).paymentInstructions,
    ).toBe(PAYMENT_INSTRUCTIONS);
  });
});

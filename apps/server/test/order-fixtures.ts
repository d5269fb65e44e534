import { cartSchema, orderSchema, paymentSettingsSchema, type Cart, type Order } from '@aula/shared';
import type { z } from 'zod';
import type { ReferenceIds } from './course-save-fixtures';
import { bodyOf, sendJson } from './factories';
import type { TestApp } from './test-app';
import { currency } from './dashboard-fixtures';
import { createLearningCourse, type BuiltCourse } from './learning-fixtures';

/**
 * What the cart, checkout and order tests share: one request helper per endpoint, and the steps
 * a student and an admin take, each failing the test with the server's answer when it does not
 * work. Used by the *.test.ts files of cart/, orders/ and settings/ only.
 */

export const PAYMENT_INSTRUCTIONS =
  'Transferencia al BCP, cuenta corriente 193-1234567-0-01 a nombre de Aula Salud SAC. Envía el comprobante a pagos@aula.test.';

export const cartApi = {
  get: (app: TestApp, token: string | undefined) => sendJson(app, 'GET', '/api/cart', token),
  add: (app: TestApp, token: string | undefined, courseId: string) =>
    sendJson(app, 'POST', '/api/cart/items', token, { courseId }),
  remove: (app: TestApp, token: string | undefined, courseId: string) =>
    sendJson(app, 'DELETE', `/api/cart/items/${courseId}`, token),
  checkout: (app: TestApp, token: string | undefined, items: { courseId: string; price: number }[]) =>
    sendJson(app, 'POST', '/api/cart/checkout', token, { items }),
};

export const orderApi = {
  mine: (app: TestApp, token: string | undefined, query = '') =>
    sendJson(app, 'GET', `/api/orders/mine${query}`, token),
  list: (app: TestApp, token: string | undefined, query = '') =>
    sendJson(app, 'GET', `/api/orders${query}`, token),
  export: (app: TestApp, token: string | undefined, query = '') =>
    sendJson(app, 'GET', `/api/orders/export.csv${query}`, token),
  get: (app: TestApp, token: string | undefined, id: string) =>
    sendJson(app, 'GET', `/api/orders/${id}`, token),
  approve: (app: TestApp, token: string | undefined, id: string, note?: string) =>
    sendJson(app, 'POST', `/api/orders/${id}/approve`, token, note === undefined ? {} : { note }),
  reject: (app: TestApp, token: string | undefined, id: string, reason: unknown) =>
    sendJson(app, 'POST', `/api/orders/${id}/reject`, token, { reason }),
  refund: (app: TestApp, token: string | undefined, id: string, reason: unknown) =>
    sendJson(app, 'POST', `/api/orders/${id}/refund`, token, { reason }),
  cancel: (app: TestApp, token: string | undefined, id: string) =>
    sendJson(app, 'POST', `/api/orders/${id}/cancel`, token),
};

export const settingsApi = {
  get: (app: TestApp, token: string | undefined) => sendJson(app, 'GET', '/api/settings/payment', token),
  put: (app: TestApp, token: string | undefined, paymentInstructions: unknown) =>
    sendJson(app, 'PUT', '/api/settings/payment', token, { paymentInstructions }),
};

/**
 * The two paid courses the order tests buy, published by `instructorToken`'s owner: 'Seguridad
 * del paciente' at PEN 180.00 and 'Farmacovigilancia' at USD 49.90, two currencies never summed.
 */
export async function paidCourses(
  app: TestApp,
  instructorToken: string,
  refs: ReferenceIds,
): Promise<{ safety: BuiltCourse; pharmacovigilance: BuiltCourse }> {
  const usd = await currency(app, 'USD');
  return {
    safety: await createLearningCourse(app, instructorToken, refs, {
      title: 'Seguridad del paciente',
      price: 180,
    }),
    pharmacovigilance: await createLearningCourse(
      app,
      instructorToken,
      { ...refs, coinId: usd.id },
      { title: 'Farmacovigilancia', price: 49.9 },
    ),
  };
}

/** The body, read through `schema` (the one the route documents), of an answer with `status`. */
async function expectStatus<S extends z.ZodType>(
  response: Response,
  status: number,
  what: string,
  schema: S,
): Promise<z.output<S>> {
  if (response.status !== status) throw new Error(`${what}: ${response.status} ${await response.text()}`);
  return bodyOf(response, schema);
}

/** An admin writes the academy's payment instructions, without which nobody can check out. */
export async function configurePayments(app: TestApp, adminToken: string, text = PAYMENT_INSTRUCTIONS) {
  await expectStatus(
    await settingsApi.put(app, adminToken, text),
    200,
    'payment settings',
    paymentSettingsSchema,
  );
}

export async function readCart(app: TestApp, token: string): Promise<Cart> {
  return expectStatus(await cartApi.get(app, token), 200, 'cart', cartSchema);
}

/** Adds the courses to the cart and confirms the purchase at the prices the cart shows. */
export async function buy(app: TestApp, token: string, courseIds: readonly string[]): Promise<Order> {
  for (const courseId of courseIds)
    await expectStatus(await cartApi.add(app, token, courseId), 201, 'add to cart', cartSchema);
  const cart = await readCart(app, token);
  const items = cart.items.map((item) => ({ courseId: item.courseId, price: item.price }));
  return expectStatus(await cartApi.checkout(app, token, items), 201, 'checkout', orderSchema);
}

export async function approve(app: TestApp, adminToken: string, orderId: string): Promise<Order> {
  return expectStatus(await orderApi.approve(app, adminToken, orderId), 200, 'approve', orderSchema);
}

export async function reject(
  app: TestApp,
  adminToken: string,
  orderId: string,
  reason = 'No llegó la transferencia',
) {
  return expectStatus(await orderApi.reject(app, adminToken, orderId, reason), 200, 'reject', orderSchema);
}

/** Moves an order's approval back in time, as if it had been approved `days` ago. */
export async function approvedDaysAgo(app: TestApp, orderId: string, days: number) {
  await app.deps.db.kysely
    .updateTable('Orders')
    .set({ approved_at: new Date(Date.now() - days * 86_400_000) })
    .where('id_order', '=', orderId)
    .execute();
}

/** An order as stored, with its trail, for asserting what a refused request did not change. */
export async function storedOrder(app: TestApp, orderId: string) {
  const db = app.deps.db.kysely;
  const [order, events] = await Promise.all([
    db
      .selectFrom('Orders')
      .select(['status', 'approved_at', 'rejected_at', 'refunded_at', 'cancelled_at', 'updated_at'])
      .where('id_order', '=', orderId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('Order_Events')
      .select(['status', 'reason'])
      .where('id_order', '=', orderId)
      .orderBy('created_at')
      .execute(),
  ]);
  return { ...order, events };
}

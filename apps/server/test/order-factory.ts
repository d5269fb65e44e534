import type { OrderStatus } from '../src/db/schema';
import { newOrderCode } from '../src/orders/order-code';
import type { TestApp } from './test-app';

/**
 * An order of one course at its current price and currency, written straight to the database in
 * the given state (its id answered): for tests of the figures computed from orders (revenue), not of checkout
 * itself, which the orders tests drive through the API.
 */
export async function insertOrder(
  app: TestApp,
  buyerId: string,
  courseId: string,
  status: OrderStatus,
  approvedAt: Date | null = status === 'pending' || status === 'rejected' ? null : new Date(),
): Promise<string> {
  const db = app.deps.db.kysely;
  const course = await db
    .selectFrom('Courses')
    .select(['id_coin', 'price'])
    .where('id_course', '=', courseId)
    .executeTakeFirstOrThrow();
  const { id_order } = await db
    .insertInto('Orders')
    .values({ id_profile: buyerId, code: newOrderCode(), status, approved_at: approvedAt })
    .returning('id_order')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('Order_Items')
    .values({ id_order, id_course: courseId, id_coin: course.id_coin, price: course.price })
    .execute();
  return id_order;
}

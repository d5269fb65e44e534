import { REFUND_GUARANTEE_DAYS, totalsPerCurrency, type Order, type OrderStatus } from '@aula/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

const DAY_MS = 86_400_000;

/**
 * The last moment a refund may be registered: the approval plus the guarantee
 * (docs/product/orders.md#the-refund-window).
 */
export const refundDeadline = (approvedAt: Date) =>
  new Date(approvedAt.getTime() + REFUND_GUARANTEE_DAYS * DAY_MS);

/**
 * Orders as both screens show them, in the order of `orderIds`: courses at the prices copied
 * when placed and the trail. `withActors` names who made each change: admins see it, the student
 * sees what changed and why.
 */
export async function loadOrders(
  db: Kysely<DB>,
  orderIds: readonly string[],
  options: { withActors: boolean },
): Promise<Order[]> {
  if (orderIds.length === 0) return [];
  const [orders, items, events] = await Promise.all([
    db
      .selectFrom('Orders as o')
      .innerJoin('Profiles as p', 'p.id_profile', 'o.id_profile')
      .innerJoin('Users as u', 'u.id_user', 'p.id_user')
      .select([
        'o.id_order',
        'o.code',
        'o.status',
        'o.payment_method',
        'o.payment_instructions',
        'o.created_at',
        'o.approved_at',
        'p.id_profile',
        'p.names',
        'p.last_names',
        'u.email',
      ])
      .where('o.id_order', 'in', orderIds)
      .execute(),
    db
      .selectFrom('Order_Items as oi')
      .innerJoin('Courses as c', 'c.id_course', 'oi.id_course')
      .innerJoin('Coins as co', 'co.id_coin', 'oi.id_coin')
      .select(['oi.id_order', 'oi.id_course', 'oi.price', 'c.title', 'co.code', 'co.name'])
      .where('oi.id_order', 'in', orderIds)
      .orderBy('c.title')
      .execute(),
    db
      .selectFrom('Order_Events as ev')
      .innerJoin('Profiles as a', 'a.id_profile', 'ev.id_actor')
      .select([
        'ev.id_order',
        'ev.status',
        'ev.reason',
        'ev.created_at',
        'a.id_profile',
        'a.names',
        'a.last_names',
      ])
      .where('ev.id_order', 'in', orderIds)
      .orderBy('ev.created_at')
      .orderBy('ev.id_order_event')
      .execute(),
  ]);

  const byId = new Map(
    orders.map((row): [string, Order] => [
      row.id_order,
      {
        id: row.id_order,
        code: row.code,
        status: row.status,
        paymentMethod: row.payment_method,
        paymentInstructions: row.payment_instructions,
        createdAt: row.created_at.toISOString(),
        approvedAt: row.approved_at?.toISOString() ?? null,
        refundDeadline:
          row.status === 'approved' && row.approved_at ? refundDeadline(row.approved_at).toISOString() : null,
        student: { id: row.id_profile, names: row.names, lastNames: row.last_names, email: row.email },
        items: [],
        totals: [],
        events: [],
      },
    ]),
  );
  for (const item of items) {
    byId.get(item.id_order)?.items.push({
      courseId: item.id_course,
      title: item.title,
      price: item.price,
      currency: { code: item.code, name: item.name },
    });
  }
  for (const event of events) {
    byId.get(event.id_order)?.events.push({
      status: event.status as OrderStatus,
      at: event.created_at.toISOString(),
      reason: event.reason,
      actor: options.withActors
        ? { id: event.id_profile, names: event.names, lastNames: event.last_names }
        : null,
    });
  }
  return orderIds.flatMap((id) => {
    const order = byId.get(id);
    if (!order) return [];
    order.totals = totalsPerCurrency(order.items);
    return [order];
  });
}

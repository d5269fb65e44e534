import { REFUND_GUARANTEE_DAYS } from '@aula/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

const DAY_MS = 86_400_000;

/**
 * The last moment a refund may be registered: the approval plus the guarantee
 * (docs/product/orders.md#the-refund-window).
 */
export const refundDeadline = (approvedAt: Date) =>
  new Date(approvedAt.getTime() + REFUND_GUARANTEE_DAYS * DAY_MS);

/** The orders themselves, with their student. */
const selectOrders = (db: Kysely<DB>, orderIds: readonly string[]) =>
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
    .where('o.id_order', 'in', orderIds);

/** Their courses at the prices copied when placed, by title. */
const selectOrderItems = (db: Kysely<DB>, orderIds: readonly string[]) =>
  db
    .selectFrom('Order_Items as oi')
    .innerJoin('Courses as c', 'c.id_course', 'oi.id_course')
    .innerJoin('Coins as co', 'co.id_coin', 'oi.id_coin')
    .select(['oi.id_order', 'oi.id_course', 'oi.price', 'c.title', 'co.code', 'co.name'])
    .where('oi.id_order', 'in', orderIds)
    .orderBy('c.title');

/** Their trail, oldest first, with who made each change. */
const selectOrderEvents = (db: Kysely<DB>, orderIds: readonly string[]) =>
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
    .orderBy('ev.id_order_event');

export type OrderRow = Awaited<ReturnType<ReturnType<typeof selectOrders>['execute']>>[number];
export type OrderItemRow = Awaited<ReturnType<ReturnType<typeof selectOrderItems>['execute']>>[number];
export type OrderEventRow = Awaited<ReturnType<ReturnType<typeof selectOrderEvents>['execute']>>[number];

/** One order's row with the rows of its courses and of its trail. */
export type LoadedOrder = OrderRow & { items: OrderItemRow[]; events: OrderEventRow[] };

/**
 * Orders as both screens read them, in the order of `orderIds`: courses at the prices copied
 * when placed and the trail, each line with who made it (the presenter decides who sees that).
 */
export async function loadOrders(db: Kysely<DB>, orderIds: readonly string[]): Promise<LoadedOrder[]> {
  if (orderIds.length === 0) return [];
  const [orders, items, events] = await Promise.all([
    selectOrders(db, orderIds).execute(),
    selectOrderItems(db, orderIds).execute(),
    selectOrderEvents(db, orderIds).execute(),
  ]);
  const byId = new Map(
    orders.map((row): [string, LoadedOrder] => [row.id_order, { ...row, items: [], events: [] }]),
  );
  for (const item of items) byId.get(item.id_order)?.items.push(item);
  for (const event of events) byId.get(event.id_order)?.events.push(event);
  return orderIds.flatMap((id) => byId.get(id) ?? []);
}

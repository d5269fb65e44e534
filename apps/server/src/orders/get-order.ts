import { type Order, orderMessages, can, reachesAll } from '@aula/shared';
import type { Kysely } from 'kysely';
import type { Viewer } from '../auth/viewer';
import type { DB } from '../db/schema';
import { AppError } from '../core/app-error';
import { loadOrders } from './order-queries';

/**
 * One order: any for an admin, who also sees who made each change; only their own for anyone
 * else, and someone else's order answers as if it did not exist.
 */
export async function getOrder(db: Kysely<DB>, auth: Viewer, orderId: string): Promise<Order> {
  const [order] = await loadOrders(db, [orderId], { withActors: reachesAll(auth, 'orders.view') });
  if (!order || !can(auth, 'orders.view', { ownerId: order.student.id }))
    throw AppError.notFound(orderMessages.notFound);
  return order;
}

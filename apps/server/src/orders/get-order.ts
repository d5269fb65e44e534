import { orderMessages, can, reachesAll } from '@aula/shared';
import type { Kysely } from 'kysely';
import type { Viewer } from '../auth/viewer';
import type { DB } from '../db/schema';
import { AppError } from '../core/app-error';
import { loadOrders, type LoadedOrder } from './order-queries';

export interface OrderFound {
  order: LoadedOrder;
  /** whether the caller sees who made each change (an admin), which the presenter needs */
  withActors: boolean;
}

/**
 * One order: any for an admin, who also sees who made each change; only their own for anyone
 * else, and someone else's order answers as if it did not exist.
 */
export async function getOrder(db: Kysely<DB>, auth: Viewer, orderId: string): Promise<OrderFound> {
  const [order] = await loadOrders(db, [orderId]);
  if (!order || !can(auth, 'orders.view', { ownerId: order.id_profile }))
    throw AppError.notFound(orderMessages.notFound);
  return { order, withActors: reachesAll(auth, 'orders.view') };
}

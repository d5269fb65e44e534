import type { OrderStatus } from '@aula/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

/** Writes one line of the audit trail, in the transaction of the change it records. */
export async function recordOrderEvent(
  trx: Kysely<DB>,
  event: { orderId: string; status: OrderStatus; actorId: string; reason: string | null },
): Promise<void> {
  await trx
    .insertInto('Order_Events')
    .values({ id_order: event.orderId, status: event.status, id_actor: event.actorId, reason: event.reason })
    .execute();
}

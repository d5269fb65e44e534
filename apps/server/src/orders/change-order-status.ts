import { formatDay, REFUND_GUARANTEE_DAYS, type OrderStatus, orderMessages } from '@aula/shared';
import { sql, type Kysely } from 'kysely';
import type { Viewer } from '../auth/viewer';
import type { DB } from '../db/schema';
import { AppError } from '../core/app-error';
import { recordOrderEvent } from './record-order-event';
import { refundDeadline } from './order-queries';
import { authorize } from '../auth/permissions';

const t = orderMessages;

/**
 * The moves an order makes (docs/product/orders.md#transitions; decision 0012), each from exactly
 * one state: an admin's decisions, and the buyer's own cancellation while it awaits payment.
 */
const MOVES = {
  approved: { from: 'pending', stamp: 'approved_at', by: 'admin', refused: t.notPending },
  rejected: { from: 'pending', stamp: 'rejected_at', by: 'admin', refused: t.notPending },
  refunded: { from: 'approved', stamp: 'refunded_at', by: 'admin', refused: t.notApproved },
  cancelled: { from: 'pending', stamp: 'cancelled_at', by: 'buyer', refused: t.notCancellable },
} as const;
export type OrderMove = keyof typeof MOVES;

export interface ChangedOrder {
  id_order: string;
  code: string;
  id_profile: string;
}

/**
 * Why an order could not make a move: it does not exist (or, for the buyer's move, is not theirs),
 * it left that state, or the refund window closed.
 */
async function refusal(trx: Kysely<DB>, auth: Viewer, orderId: string, to: OrderMove): Promise<AppError> {
  let query = trx.selectFrom('Orders').select(['status', 'approved_at']).where('id_order', '=', orderId);
  if (MOVES[to].by === 'buyer') query = query.where('id_profile', '=', auth.profileId);
  const order = await query.executeTakeFirst();
  if (!order) return AppError.notFound(t.notFound);
  // Still approved, yet not refunded: only the guarantee can have stopped it.
  if (to === 'refunded' && order.status === 'approved' && order.approved_at) {
    const deadline = formatDay(refundDeadline(order.approved_at));
    return new AppError('validation_failed', t.refundExpired(REFUND_GUARANTEE_DAYS, deadline));
  }
  return AppError.conflict(MOVES[to].refused);
}

/**
 * Moves an order to `to` and writes the trail's line, inside the caller's transaction. The move
 * is one conditional UPDATE: of two admins approving at once (or an approval and the student's
 * cancellation), the second waits for the first's row lock, then finds the order no longer
 * pending and is refused, so nothing downstream (the enrollments) can happen twice. A refund also
 * needs the approval to be within the guarantee; a cancellation, that the order is the caller's.
 */
export async function changeOrderStatus(
  trx: Kysely<DB>,
  auth: Viewer,
  orderId: string,
  to: OrderMove,
  reason: string | null,
): Promise<ChangedOrder> {
  const move = MOVES[to];
  // Admins decide; buyers cancel their own (admins never buy, so they have none to cancel).
  authorize(auth, move.by === 'admin' ? 'orders.decide' : 'orders.cancel');
  let update = trx
    .updateTable('Orders')
    .set({ status: to, [move.stamp]: sql`now()`, updated_at: sql`now()` })
    .where('id_order', '=', orderId)
    .where('status', '=', move.from satisfies OrderStatus);
  if (move.by === 'buyer') update = update.where('id_profile', '=', auth.profileId);
  if (to === 'refunded') {
    update = update.where(
      'approved_at',
      '>',
      sql<Date>`now() - make_interval(days => ${REFUND_GUARANTEE_DAYS})`,
    );
  }
  const order = await update.returning(['id_order', 'code', 'id_profile']).executeTakeFirst();
  if (!order) throw await refusal(trx, auth, orderId, to);
  await recordOrderEvent(trx, { orderId, status: to, actorId: auth.profileId, reason });
  return order;
}

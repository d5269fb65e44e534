import { sql } from 'kysely';
import type { Viewer } from '../auth/viewer';
import type { AppDeps } from '../deps';
import { publishNotification } from '../notifications/create-notification';
import { changeOrderStatus } from './change-order-status';
import { decisionNotice } from './decision-notice';

/**
 * 'Reembolsar' within the guarantee (docs/product/orders.md#the-refund-window): in one
 * transaction the order is marked refunded, the enrollments it bought end (soft-deleted: progress
 * and any certificate already issued stay on record) and no longer count on their courses, and
 * the student is told. Revenue drops by itself: it sums approved orders only
 * (docs/product/orders.md#what-a-refund-does).
 */
export async function refundOrder(
  deps: AppDeps,
  auth: Viewer,
  orderId: string,
  reason: string,
): Promise<void> {
  const notice = await deps.db.kysely.transaction().execute(async (trx) => {
    const order = await changeOrderStatus(trx, auth, orderId, 'refunded', reason);
    const ended = await trx
      .updateTable('Enrollments')
      .set({ deleted_at: sql`now()`, updated_at: sql`now()` })
      .where('id_order', '=', orderId)
      .where('deleted_at', 'is', null)
      .returning('id_course')
      .execute();
    if (ended.length > 0) {
      await trx
        .updateTable('Courses')
        .set((eb) => ({ enrollment_count: sql<number>`greatest(${eb.ref('enrollment_count')} - 1, 0)` }))
        .where(
          'id_course',
          'in',
          ended.map((row) => row.id_course),
        )
        .execute();
    }
    return decisionNotice(trx, deps, order, 'refunded', reason);
  });
  deps.jobs.nudge();
  await publishNotification(deps, notice.profileId, notice.notification);
}

import type { Viewer } from '../auth/viewer';
import type { AppDeps } from '../deps';
import { publishNotification } from '../notifications/create-notification';
import { changeOrderStatus } from './change-order-status';
import { decisionNotice } from './decision-notice';

/**
 * 'Rechazar' (docs/product/orders.md#reject): no payment arrived, or it did not match; the
 * student is told why.
 */
export async function rejectOrder(
  deps: AppDeps,
  auth: Viewer,
  orderId: string,
  reason: string,
): Promise<void> {
  const notice = await deps.db.kysely.transaction().execute(async (trx) => {
    const order = await changeOrderStatus(trx, auth, orderId, 'rejected', reason);
    return decisionNotice(trx, deps, order, 'rejected', reason);
  });
  deps.jobs.nudge();
  await publishNotification(deps, notice.profileId, notice.notification);
}

import { orderMessages } from '@aula/shared';
import type { Viewer } from '../auth/viewer';
import type { AppDeps } from '../deps';
import { publishNotification } from '../notifications/create-notification';
import { adminOrderNotices } from './admin-order-notices';
import { changeOrderStatus } from './change-order-status';

/**
 * 'Cancelar pedido' (decision 0012): the student withdraws their own order while it awaits
 * payment, which frees its courses to be bought again. It is recorded in the trail like every
 * change, and every admin is told, so that nobody waits for a transfer that will not come. Once
 * an admin has decided, the order is the academy's to change, and this is refused.
 */
export async function cancelOrder(deps: AppDeps, auth: Viewer, orderId: string): Promise<void> {
  const notices = await deps.db.kysely.transaction().execute(async (trx) => {
    const order = await changeOrderStatus(trx, auth, orderId, 'cancelled', null);
    return adminOrderNotices(trx, order, orderMessages.notify.cancelled);
  });
  for (const notice of notices) await publishNotification(deps, notice.profileId, notice.notification);
}

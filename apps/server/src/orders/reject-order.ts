import { messages, MY_PURCHASES_PATH } from '@aula/shared';
import type { AuthContext } from '../auth/auth-context';
import type { AppDeps } from '../http/app-env';
import { insertNotification, publishNotification } from '../notifications/create-notification';
import { changeOrderStatus } from './change-order-status';

/** 'Rechazar' (DECISIONS.md §6): no payment arrived, or it did not match; the student is told why. */
export async function rejectOrder(
  deps: AppDeps,
  auth: AuthContext,
  orderId: string,
  reason: string,
): Promise<void> {
  const notice = await deps.db.kysely.transaction().execute(async (trx) => {
    const order = await changeOrderStatus(trx, auth, orderId, 'rejected', reason);
    const text = messages.orders.notify.rejected;
    const notification = await insertNotification(trx, {
      profileId: order.id_profile,
      type: 'warning',
      title: text.title,
      message: text.message(order.code, reason),
      actionUrl: MY_PURCHASES_PATH,
      actionLabel: text.action,
    });
    return { profileId: order.id_profile, notification };
  });
  await publishNotification(deps, notice.profileId, notice.notification);
}

import { MY_PURCHASES_PATH, type Notification, orderMessages } from '@aula/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { insertNotification } from '../notifications/create-notification';
import type { ChangedOrder } from './change-order-status';

const KINDS = {
  rejected: { type: 'warning', text: orderMessages.notify.rejected },
  refunded: { type: 'info', text: orderMessages.notify.refunded },
} as const;

/**
 * Tells the student an order of theirs was rejected or refunded, and why, with a link to 'Mis
 * Compras', in the decision's transaction. Publish the returned notice once it has committed.
 */
export async function decisionNotice(
  trx: Kysely<DB>,
  order: ChangedOrder,
  decision: keyof typeof KINDS,
  reason: string,
): Promise<{ profileId: string; notification: Notification }> {
  const { type, text } = KINDS[decision];
  const notification = await insertNotification(trx, {
    profileId: order.id_profile,
    type,
    title: text.title,
    message: text.message(order.code, reason),
    actionUrl: MY_PURCHASES_PATH,
    actionLabel: text.action,
  });
  return { profileId: order.id_profile, notification };
}

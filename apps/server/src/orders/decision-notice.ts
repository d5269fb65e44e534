import { MY_PURCHASES_PATH, type Notification, orderMessages } from '@aula/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { AppDeps } from '../deps';
import { queueMailToProfiles } from '../mail/queue-mail';
import { orderRefundedMail, orderRejectedMail } from '../mail/templates/order-decision-mail';
import { insertNotification } from '../notifications/create-notification';
import type { ChangedOrder } from './change-order-status';

const KINDS = {
  rejected: { type: 'warning', text: orderMessages.notify.rejected, mail: orderRejectedMail },
  refunded: { type: 'info', text: orderMessages.notify.refunded, mail: orderRefundedMail },
} as const;

/**
 * Tells the student an order of theirs was rejected or refunded, and why, with a link to 'Mis
 * Compras', in the bell and by email, in the decision's transaction. Publish the returned notice
 * once it has committed.
 */
export async function decisionNotice(
  trx: Kysely<DB>,
  deps: Pick<AppDeps, 'jobs' | 'clock'>,
  order: ChangedOrder,
  decision: keyof typeof KINDS,
  reason: string,
): Promise<{ profileId: string; notification: Notification }> {
  const { type, text, mail } = KINDS[decision];
  const notification = await insertNotification(trx, {
    profileId: order.id_profile,
    type,
    title: text.title,
    message: text.message(order.code, reason),
    actionUrl: MY_PURCHASES_PATH,
    actionLabel: text.action,
  });
  await queueMailToProfiles(trx, deps.jobs, deps.clock.now(), mail, [order.id_profile], ({ names }) => ({
    names,
    orderCode: order.code,
    reason,
  }));
  return { profileId: order.id_profile, notification };
}

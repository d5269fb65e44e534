import { orderAdminPath, ROLE_CODES, type Notification } from '@aula/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { insertNotification } from '../notifications/create-notification';

export interface OrderNotice {
  profileId: string;
  notification: Notification;
}

interface AdminNoticeText {
  title: string;
  message: (code: string, student: string) => string;
  action: string;
}

/**
 * Tells every admin that a student's order changed in a way that matters to whoever watches the
 * bank account (a new order to expect a transfer for, or one no longer to expect), with a link to
 * the order, in the change's transaction. Publish the returned notices once it has committed.
 */
export async function adminOrderNotices(
  trx: Kysely<DB>,
  order: { id_order: string; code: string; id_profile: string },
  text: AdminNoticeText,
): Promise<OrderNotice[]> {
  const [buyer, admins] = await Promise.all([
    trx
      .selectFrom('Profiles')
      .select(['names', 'last_names'])
      .where('id_profile', '=', order.id_profile)
      .executeTakeFirstOrThrow(),
    trx
      .selectFrom('Profiles as p')
      .innerJoin('Roles as r', 'r.id_rol', 'p.id_rol')
      .select('p.id_profile')
      .where('r.code', '=', ROLE_CODES.admin)
      .where('p.deleted_at', 'is', null)
      .execute(),
  ]);
  const student = `${buyer.names} ${buyer.last_names}`;
  const notices: OrderNotice[] = [];
  for (const admin of admins) {
    const notification = await insertNotification(trx, {
      profileId: admin.id_profile,
      type: 'info',
      title: text.title,
      message: text.message(order.code, student),
      actionUrl: orderAdminPath(order.id_order),
      actionLabel: text.action,
    });
    notices.push({ profileId: admin.id_profile, notification });
  }
  return notices;
}

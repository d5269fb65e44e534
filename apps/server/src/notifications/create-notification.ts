import type { Notification, NotificationType } from '@aula/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { AppDeps } from '../deps';
import { NOTIFICATION_COLUMNS, presentNotification } from './notification-presenter';

export interface NewNotification {
  profileId: string;
  type: NotificationType;
  title: string;
  message: string;
  actionUrl?: string | null;
  actionLabel?: string | null;
}

type NotificationDeps = Pick<AppDeps, 'db' | 'notificationBus' | 'logger'>;

/**
 * Stores a notification. Use it inside the transaction of the event that causes it, and call
 * publishNotification once that transaction has committed: a rolled-back event must never
 * reach a screen.
 */
export async function insertNotification(db: Kysely<DB>, input: NewNotification): Promise<Notification> {
  const row = await db
    .insertInto('Notifications')
    .values({
      id_profile: input.profileId,
      type: input.type,
      title: input.title,
      message: input.message,
      action_url: input.actionUrl ?? null,
      action_label: input.actionLabel ?? null,
    })
    .returning(NOTIFICATION_COLUMNS)
    .executeTakeFirstOrThrow();
  return presentNotification(row);
}

/**
 * Sends a stored notification to the recipient's open screens. The notification is already
 * saved, so a failed delivery is logged rather than failing the event that caused it: the
 * bell shows it on its next load.
 */
export async function publishNotification(
  deps: NotificationDeps,
  profileId: string,
  notification: Notification,
): Promise<void> {
  try {
    await deps.notificationBus.publish(profileId, notification);
  } catch (error) {
    deps.logger.warn({ err: error, notificationId: notification.id }, 'notification not delivered live');
  }
}

/** Creates a notification for a profile and delivers it live (docs/product/learning.md#live-delivery). */
export async function createNotification(
  deps: NotificationDeps,
  input: NewNotification,
): Promise<Notification> {
  const notification = await insertNotification(deps.db.kysely, input);
  await publishNotification(deps, input.profileId, notification);
  return notification;
}

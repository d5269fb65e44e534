import type { Notification } from '@aula/shared';
import type { Selectable } from 'kysely';
import type { NotificationsTable } from '../db/schema';

/** The columns a notification is presented from: the owner and the soft-delete mark stay inside. */
export const NOTIFICATION_COLUMNS = [
  'id_notification',
  'type',
  'title',
  'message',
  'action_url',
  'action_label',
  'read_at',
  'created_at',
] as const;

type NotificationRow = Pick<Selectable<NotificationsTable>, (typeof NOTIFICATION_COLUMNS)[number]>;

/** A stored notification in the shape of docs/product/learning.md#what-a-notification-holds. */
export function presentNotification(row: NotificationRow): Notification {
  return {
    id: row.id_notification,
    type: row.type,
    title: row.title,
    message: row.message,
    timestamp: row.created_at.toISOString(),
    read: row.read_at !== null,
    actionUrl: row.action_url,
    actionLabel: row.action_label,
  };
}

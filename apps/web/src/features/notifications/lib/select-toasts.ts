import { NOTIFICATION_TOAST_MAX, NOTIFICATION_TOAST_WINDOW_MS, type Notification } from '@aula/shared';

export interface ToastSelection {
  /** the ones to show now, newest first */
  show: Notification[];
  /** every fresh one looked at: shown, or left in the bell because 3 toasts were already up */
  seen: string[];
}

/**
 * docs/product/learning.md#notification-toasts: toasts show up to 3 unread notifications created
 * within the last 5 seconds. A notification is looked at once: shown then, or never (it stays in
 * the bell), so a burst never stacks more than 3 and nothing pops up twice.
 */
export function selectToasts(
  notifications: readonly Notification[],
  options: { now: number; seen: ReadonlySet<string>; openCount: number },
): ToastSelection {
  const fresh = notifications
    .filter(
      (notification) =>
        !notification.read &&
        !options.seen.has(notification.id) &&
        options.now - Date.parse(notification.timestamp) <= NOTIFICATION_TOAST_WINDOW_MS,
    )
    .sort((a, b) => Date.parse(b.timestamp) - Date.parse(a.timestamp));
  const room = Math.max(0, NOTIFICATION_TOAST_MAX - options.openCount);
  return { show: fresh.slice(0, room), seen: fresh.map((notification) => notification.id) };
}

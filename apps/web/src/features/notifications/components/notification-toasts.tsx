import { messages, NOTIFICATION_TOAST_DURATION_MS, type Notification } from '@aula/shared';
import { useEffect, useRef } from 'react';
import { toast } from 'sonner';
import { useNotifications } from '../api/get-notifications';
import { useLiveNotifications } from '../hooks/use-live-notifications';
import { useOpenNotification } from '../hooks/use-open-notification';
import { selectToasts } from '../lib/select-toasts';

const SHOW = {
  info: toast.info,
  success: toast.success,
  warning: toast.warning,
  error: toast.error,
} satisfies Record<Notification['type'], unknown>;

/**
 * Pops up new notifications (docs/product/learning.md#notification-toasts): up to 3 unread ones
 * created within the last 5 seconds, each for 5 seconds, never the same one twice. Rendered once in
 * the signed-in area; it draws nothing itself, the app's Toaster does.
 */
export function NotificationToasts() {
  useLiveNotifications();
  const { data } = useNotifications();
  const openNotification = useOpenNotification();
  const seen = useRef(new Set<string>());
  const open = useRef(new Set<string>());

  useEffect(() => {
    if (!data) return;
    const { show, seen: looked } = selectToasts(data.notifications, {
      now: Date.now() + data.clockOffsetMs,
      seen: seen.current,
      openCount: open.current.size,
    });
    for (const id of looked) seen.current.add(id);
    for (const notification of show) {
      const closed = () => open.current.delete(notification.id);
      open.current.add(notification.id);
      SHOW[notification.type](notification.title, {
        id: notification.id,
        description: notification.message,
        duration: NOTIFICATION_TOAST_DURATION_MS,
        onDismiss: closed,
        onAutoClose: closed,
        action: notification.actionUrl
          ? {
              label: notification.actionLabel ?? messages.common.view,
              onClick: () => openNotification(notification),
            }
          : undefined,
      });
    }
  }, [data, openNotification]);

  return null;
}

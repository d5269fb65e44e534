import { isInternalPath, type Notification } from '@aula/shared';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useMarkNotificationRead } from '../api/mark-notification-read';

/**
 * docs/product/learning.md#bell-and-panel: opening a notification marks it read, then goes to its
 * link if it has one. Links are Aula paths, followed inside the app; anything else is not followed
 * at all.
 */
export function useOpenNotification() {
  const navigate = useNavigate();
  const { mutate: markRead } = useMarkNotificationRead();
  return useCallback(
    (notification: Notification) => {
      if (!notification.read) markRead(notification.id);
      if (notification.actionUrl && isInternalPath(notification.actionUrl)) {
        void navigate(notification.actionUrl);
      }
    },
    [markRead, navigate],
  );
}

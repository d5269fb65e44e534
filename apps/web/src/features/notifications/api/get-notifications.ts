import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { useSession } from '@/lib/session/use-session';
import { notificationKeys } from './notification-keys';
import type { NotificationFeed } from './notification-feed';

export async function getNotifications(): Promise<NotificationFeed> {
  const list = await unwrap(api.GET('/api/notifications'));
  return { ...list, clockOffsetMs: Date.parse(list.serverTime) - Date.now() };
}

/** The signed-in user's id, which the notification queries are keyed by; null when signed out. */
export function useNotificationsUserId(): string | null {
  const session = useSession();
  return session.status === 'signed-in' ? session.user.id : null;
}

/** The signed-in user's notifications; the live stream keeps this query up to date. */
export function useNotifications() {
  const userId = useNotificationsUserId();
  return useQuery({
    queryKey: notificationKeys.list(userId ?? ''),
    queryFn: getNotifications,
    enabled: userId !== null,
  });
}

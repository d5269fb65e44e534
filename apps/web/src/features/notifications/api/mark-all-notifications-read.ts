import { api, unwrap } from '@/lib/api/client';
import { feedUpdates } from './notification-feed';
import { useNotificationMutation } from './use-notification-mutation';

export async function markAllNotificationsRead(): Promise<void> {
  await unwrap(api.POST('/api/notifications/read-all'));
}

export function useMarkAllNotificationsRead() {
  return useNotificationMutation<void>(markAllNotificationsRead, feedUpdates.markAllRead);
}

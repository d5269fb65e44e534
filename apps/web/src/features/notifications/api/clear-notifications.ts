import { api, unwrap } from '@/lib/api/client';
import { feedUpdates } from './notification-feed';
import { useNotificationMutation } from './use-notification-mutation';

export async function clearNotifications(): Promise<void> {
  await unwrap(api.DELETE('/api/notifications'));
}

export function useClearNotifications() {
  return useNotificationMutation<void>(clearNotifications, feedUpdates.clear);
}

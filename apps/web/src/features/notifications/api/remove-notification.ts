import { api, unwrap } from '@/lib/api/client';
import { feedUpdates } from './notification-feed';
import { useNotificationMutation } from './use-notification-mutation';

export async function removeNotification(id: string): Promise<void> {
  await unwrap(api.DELETE('/api/notifications/{id}', { params: { path: { id } } }));
}

export function useRemoveNotification() {
  return useNotificationMutation(removeNotification, feedUpdates.remove);
}

import { api, unwrap } from '@/lib/api/client';
import { feedUpdates } from './notification-feed';
import { useNotificationMutation } from './use-notification-mutation';

export async function markNotificationRead(id: string): Promise<void> {
  await unwrap(api.POST('/api/notifications/{id}/read', { params: { path: { id } } }));
}

export function useMarkNotificationRead() {
  return useNotificationMutation(markNotificationRead, feedUpdates.markRead);
}

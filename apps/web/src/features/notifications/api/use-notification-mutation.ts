import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { hasErrorCode, userMessageOf } from '@/lib/api/api-error';
import { useNotificationsUserId } from './get-notifications';
import { notificationKeys } from './notification-keys';
import type { NotificationFeed } from './notification-feed';

/**
 * A change to the user's notifications, shown at once (optimistic update) and confirmed by
 * the server. On failure the list goes back and the server's Spanish message shows in a toast.
 */
export function useNotificationMutation<Variables>(
  send: (variables: Variables) => Promise<void>,
  update: (feed: NotificationFeed, variables: Variables) => NotificationFeed,
) {
  const queryClient = useQueryClient();
  const queryKey = notificationKeys.list(useNotificationsUserId() ?? '');

  return useMutation({
    mutationFn: send,
    onMutate: async (variables: Variables) => {
      // A refetch already under way would overwrite the change with the old list.
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<NotificationFeed>(queryKey);
      if (previous) queryClient.setQueryData(queryKey, update(previous, variables));
      return { previous };
    },
    onError: (error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
      // Already removed in another tab: the refetch below shows the truth, nothing to tell the user.
      if (hasErrorCode(error, 'not_found')) return;
      toast.error(userMessageOf(error));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}

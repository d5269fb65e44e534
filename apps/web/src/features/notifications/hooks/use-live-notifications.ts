import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNotificationsUserId } from '../api/get-notifications';
import { holdLiveNotifications } from '../api/live-notifications';

/** New notifications arrive without a reload while a user is signed in; signing out closes the stream. */
export function useLiveNotifications() {
  const queryClient = useQueryClient();
  const userId = useNotificationsUserId();
  useEffect(() => (userId ? holdLiveNotifications(queryClient, userId) : undefined), [queryClient, userId]);
}

import type { QueryClient } from '@tanstack/react-query';
import { runLiveUpdates } from './live-notification-updates';
import { feedUpdates, type NotificationFeed } from './notification-feed';
import { notificationKeys } from './notification-keys';
import { refreshQueriesChangedBy } from './notification-refreshes';
import { openNotificationStream } from './open-notification-stream';

interface Connection {
  holders: number;
  controller: AbortController;
}

/** One stream per signed-in user and tab, however many components want live updates. */
const connections = new Map<string, Connection>();

function connect(queryClient: QueryClient, userId: string): Connection {
  const controller = new AbortController();
  const queryKey = notificationKeys.list(userId);
  void runLiveUpdates({
    signal: controller.signal,
    open: openNotificationStream,
    onConnect: () => void queryClient.invalidateQueries({ queryKey }),
    onNotification(notification) {
      if (queryClient.getQueryData(queryKey)) {
        queryClient.setQueryData<NotificationFeed>(
          queryKey,
          (feed) => feed && feedUpdates.add(feed, notification),
        );
      } else {
        void queryClient.invalidateQueries({ queryKey });
      }
      // Only on arrival: the list read when the stream opens is history the screens' own reads hold.
      refreshQueriesChangedBy(queryClient, notification);
    },
  });
  return { holders: 0, controller };
}

/**
 * Keeps the user's live stream open until the returned function is called; the last holder
 * to let go closes it. The bell and the toast area both hold it, whichever is on screen.
 */
export function holdLiveNotifications(queryClient: QueryClient, userId: string): () => void {
  let connection = connections.get(userId);
  if (!connection) {
    connection = connect(queryClient, userId);
    connections.set(userId, connection);
  }
  connection.holders += 1;
  const held = connection;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    held.holders -= 1;
    if (held.holders === 0) {
      held.controller.abort();
      connections.delete(userId);
    }
  };
}

import { NOTIFICATION_LIST_LIMIT, type Notification, type NotificationList } from '@aula/shared';

/** The list as the cache keeps it, with how far the browser's clock is from the server's. */
export interface NotificationFeed extends NotificationList {
  /** server time minus browser time (ms) when the list arrived: "now" on the server is Date.now() + this */
  clockOffsetMs: number;
}

/**
 * How each change rewrites the cached list. The screen updates at once with these; the
 * server's answer (or a refetch) then confirms it.
 */
export const feedUpdates = {
  /** a new one arrived live: on top, counted as unread; a repeat changes nothing */
  add(feed: NotificationFeed, notification: Notification): NotificationFeed {
    if (feed.notifications.some((known) => known.id === notification.id)) return feed;
    return {
      ...feed,
      notifications: [notification, ...feed.notifications].slice(0, NOTIFICATION_LIST_LIMIT),
      unreadCount: feed.unreadCount + (notification.read ? 0 : 1),
    };
  },
  markRead(feed: NotificationFeed, id: string): NotificationFeed {
    const target = feed.notifications.find((notification) => notification.id === id);
    if (!target || target.read) return feed;
    return {
      ...feed,
      notifications: feed.notifications.map((notification) =>
        notification.id === id ? { ...notification, read: true } : notification,
      ),
      unreadCount: Math.max(0, feed.unreadCount - 1),
    };
  },
  markAllRead(feed: NotificationFeed): NotificationFeed {
    return {
      ...feed,
      notifications: feed.notifications.map((notification) => ({ ...notification, read: true })),
      unreadCount: 0,
    };
  },
  remove(feed: NotificationFeed, id: string): NotificationFeed {
    const target = feed.notifications.find((notification) => notification.id === id);
    if (!target) return feed;
    return {
      ...feed,
      notifications: feed.notifications.filter((notification) => notification.id !== id),
      unreadCount: Math.max(0, feed.unreadCount - (target.read ? 0 : 1)),
    };
  },
  clear(feed: NotificationFeed): NotificationFeed {
    return { ...feed, notifications: [], unreadCount: 0 };
  },
};

import { NOTIFICATION_LIST_LIMIT, type Notification } from '@aula/shared';
import { describe, expect, it } from 'vitest';
import { feedUpdates, type NotificationFeed } from './notification-feed';

function notification(id: string, read = false): Notification {
  return {
    id,
    type: 'info',
    title: id,
    message: 'Hola',
    timestamp: '2026-03-10T12:00:00.000Z',
    read,
    actionUrl: null,
    actionLabel: null,
  };
}

function feed(notifications: Notification[], unreadCount = notifications.filter((n) => !n.read).length) {
  return { notifications, unreadCount, serverTime: '2026-03-10T12:00:00.000Z', clockOffsetMs: 0 };
}

const ids = (f: NotificationFeed) => f.notifications.map((n) => n.id);

describe('feedUpdates', () => {
  it('adds a live one on top, once', () => {
    const start = feed([notification('a')]);
    const added = feedUpdates.add(start, notification('b'));
    expect(ids(added)).toEqual(['b', 'a']);
    expect(added.unreadCount).toBe(2);
    expect(feedUpdates.add(added, notification('b'))).toBe(added);
  });

  it('keeps the list within its limit when adding', () => {
    const full = feed(
      Array.from({ length: NOTIFICATION_LIST_LIMIT }, (_, i) => notification(`n${i}`)),
      80,
    );
    const added = feedUpdates.add(full, notification('new'));
    expect(added.notifications).toHaveLength(NOTIFICATION_LIST_LIMIT);
    expect(added.unreadCount).toBe(81);
  });

  it('marks one read, counting it only if it was unread', () => {
    const start = feed([notification('a'), notification('b', true)]);
    const read = feedUpdates.markRead(start, 'a');
    expect(read.unreadCount).toBe(0);
    expect(read.notifications[0]!.read).toBe(true);
    expect(feedUpdates.markRead(read, 'b')).toBe(read);
  });

  it('marks all read, including those beyond the listed ones', () => {
    expect(feedUpdates.markAllRead(feed([notification('a')], 12)).unreadCount).toBe(0);
  });

  it('removes one, lowering the count if it was unread', () => {
    const start = feed([notification('a'), notification('b', true)]);
    expect(feedUpdates.remove(start, 'a')).toMatchObject({ unreadCount: 0 });
    expect(ids(feedUpdates.remove(start, 'b'))).toEqual(['a']);
    expect(feedUpdates.remove(start, 'b').unreadCount).toBe(1);
  });

  it('clears all', () => {
    expect(feedUpdates.clear(feed([notification('a')]))).toMatchObject({ notifications: [], unreadCount: 0 });
  });
});

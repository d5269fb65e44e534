import type { NotificationBus, NotificationListener } from './notification-bus';

/** The bus of a single process: listeners in a map, keyed by profile. */
export function createMemoryNotificationBus(): NotificationBus {
  const listeners = new Map<string, Set<NotificationListener>>();

  return {
    async publish(profileId, notification) {
      for (const listener of [...(listeners.get(profileId) ?? [])]) {
        // One broken stream must not keep the notification from the user's other tabs.
        try {
          listener(notification);
        } catch {
          // The stream's own clean-up removes a listener that fails.
        }
      }
    },
    subscribe(profileId, listener) {
      let set = listeners.get(profileId);
      if (!set) listeners.set(profileId, (set = new Set()));
      // Each subscription is its own entry, so the same function may be subscribed twice.
      const entry: NotificationListener = (notification) => listener(notification);
      set.add(entry);
      return () => {
        const current = listeners.get(profileId);
        current?.delete(entry);
        // Profiles come and go: an empty set would stay in memory for ever.
        if (current?.size === 0) listeners.delete(profileId);
      };
    },
  };
}

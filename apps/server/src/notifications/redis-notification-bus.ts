import type { Notification } from '@aula/shared';
import type { Logger } from '../core/logger';
import type { RedisConnections } from '../redis/open-redis';
import { createMemoryNotificationBus } from './memory-notification-bus';
import type { NotificationBus } from './notification-bus';

interface Message {
  profileId: string;
  notification: Notification;
}

/**
 * The bus of several processes: every notification goes through one Redis channel, and each
 * process hands what arrives to the streams open on it (its memory bus). A process hears its
 * own messages too, which is how its own streams get them. When Redis cannot take a message,
 * the streams on this process still get it; the others see it in the list on their next fetch,
 * because the notification itself is already stored in the database.
 */
export function createRedisNotificationBus(redis: RedisConnections, logger: Logger): NotificationBus {
  const local = createMemoryNotificationBus();
  const channel = `${redis.prefix}notifications`;

  redis.subscriber.on('message', (from: string, text: string) => {
    if (from !== channel) return;
    let message: Message;
    try {
      message = JSON.parse(text) as Message;
    } catch (error) {
      logger.warn({ err: error }, 'unreadable notification message ignored');
      return;
    }
    void local.publish(message.profileId, message.notification);
  });
  redis.subscriber.subscribe(channel).catch((error: unknown) => {
    // ioredis subscribes again by itself once the connection is back.
    logger.warn({ err: error }, 'notification channel not subscribed yet');
  });

  return {
    async publish(profileId, notification) {
      const message: Message = { profileId, notification };
      try {
        await redis.commands.publish(channel, JSON.stringify(message));
      } catch (error) {
        logger.warn({ err: error }, 'notification delivered on this process only');
        await local.publish(profileId, notification);
      }
    },
    subscribe: (profileId, listener) => local.subscribe(profileId, listener),
  };
}

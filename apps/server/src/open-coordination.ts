import { createMemoryRateLimiter, type RateLimiter } from './auth/rate-limiter';
import { createRedisRateLimiter } from './auth/redis-rate-limiter';
import type { Env } from './config/env';
import type { Logger } from './core/logger';
import { createMemoryNotificationBus } from './notifications/memory-notification-bus';
import type { NotificationBus } from './notifications/notification-bus';
import { createRedisNotificationBus } from './notifications/redis-notification-bus';
import { openRedis, type RedisConnections } from './redis/open-redis';

/** What the processes of one installation must agree on, beyond the database and the files. */
export interface Coordination {
  rateLimiter: RateLimiter;
  notificationBus: NotificationBus;
  /** The Redis connections, when REDIS_URL is set. */
  redis: RedisConnections | null;
  close(): Promise<void>;
}

/**
 * The one place that chooses between one process and several. Without REDIS_URL, rate limits
 * and live notifications live in this process's memory, which is right for a single process
 * (docs/architecture.md#two-ways-to-run); with it, any number of processes share them (README
 * "Running at scale").
 */
export function openCoordination(env: Env, logger: Logger): Coordination {
  if (!env.REDIS_URL) {
    return {
      rateLimiter: createMemoryRateLimiter(),
      notificationBus: createMemoryNotificationBus(),
      redis: null,
      close: async () => {},
    };
  }
  const redis = openRedis(env.REDIS_URL, env.REDIS_KEY_PREFIX, logger);
  return {
    rateLimiter: createRedisRateLimiter(redis, logger),
    notificationBus: createRedisNotificationBus(redis, logger),
    redis,
    close: () => redis.close(),
  };
}

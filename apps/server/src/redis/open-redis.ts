import { Redis } from 'ioredis';
import type { Logger } from '../core/logger';

/**
 * The Redis connections of one process (REDIS_URL): `commands` for counters, locks and
 * publishing, `subscriber` for the notification channel (a subscribed connection can do
 * nothing else). `prefix` starts every key and channel, so that installations can share a Redis.
 */
export interface RedisConnections {
  commands: Redis;
  subscriber: Redis;
  prefix: string;
  close(): Promise<void>;
}

/** Reconnects for as long as the process lives: quickly at first, then every two seconds. */
const retryStrategy = (attempt: number) => Math.min(attempt * 200, 2000);

export function openRedis(url: string, prefix: string, logger: Logger): RedisConnections {
  const commands = new Redis(url, {
    // While Redis is away a command fails at once instead of waiting in a queue, so that
    // callers fall back (rate limits) or deliver locally (notifications) without delaying requests.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 1000,
    connectTimeout: 2000,
    retryStrategy,
  });
  // The subscriber keeps its queue: its SUBSCRIBE is sent once connected, and again after a reconnection.
  const subscriber = new Redis(url, { connectTimeout: 2000, retryStrategy, autoResubscribe: true });

  for (const [role, connection] of [
    ['commands', commands],
    ['subscriber', subscriber],
  ] as const) {
    // Logged once per outage, not on every reconnection attempt. An 'error' listener is also
    // what keeps ioredis from printing unhandled errors to the console.
    let down = false;
    connection.on('error', (error: Error) => {
      if (down) return;
      down = true;
      logger.warn({ err: error, role }, 'redis unavailable');
    });
    connection.on('ready', () => {
      if (down) logger.info({ role }, 'redis available again');
      down = false;
    });
  }

  return {
    commands,
    subscriber,
    prefix,
    async close() {
      commands.disconnect();
      subscriber.disconnect();
    },
  };
}

import type { Logger } from '../core/logger';
import type { RedisConnections } from '../redis/open-redis';
import { createMemoryRateLimiter, type RateLimiter } from './rate-limiter';

/**
 * Counts and starts the window in one step inside Redis, so that attempts arriving at the same
 * moment on several processes are each counted exactly once.
 */
const ADD_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return count`;

/** Takes one back, never below zero and never creating a key (or a window) that has ended. */
const REMOVE_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

/**
 * Rate limits shared by every process (README "Running at scale"). When Redis cannot answer,
 * each process counts in its own memory until it is back: limits stay in force, per process,
 * rather than letting every attempt through (which would open sign-in to guessing) or refusing
 * every sign-in (which would lock everyone out for as long as Redis is down).
 */
export function createRedisRateLimiter(
  redis: RedisConnections,
  logger: Logger,
  fallback: RateLimiter = createMemoryRateLimiter(),
): RateLimiter {
  let fallingBack = false;
  async function shared<T>(inRedis: () => Promise<T>, inMemory: () => Promise<T>): Promise<T> {
    try {
      const result = await inRedis();
      fallingBack = false;
      return result;
    } catch (error) {
      if (!fallingBack)
        logger.warn({ err: error }, 'rate limits counted in this process until Redis answers');
      fallingBack = true;
      return inMemory();
    }
  }
  const keyOf = (key: string) => `${redis.prefix}rate:${key}`;
  const add = (key: string, windowSeconds: number) =>
    shared(
      async () => (await redis.commands.eval(ADD_SCRIPT, 1, keyOf(key), windowSeconds * 1000)) as number,
      () => fallback.add(key, windowSeconds),
    );
  return {
    add,
    async hit(key, limit, windowSeconds) {
      return (await add(key, windowSeconds)) <= limit;
    },
    remove: (key) =>
      shared(
        async () => void (await redis.commands.eval(REMOVE_SCRIPT, 1, keyOf(key))),
        () => fallback.remove(key),
      ),
  };
}

import type { Logger } from '../http/logger';
import type { RedisConnections } from '../redis/open-redis';
import { createMemoryRateLimiter, type RateLimiter } from './rate-limiter';

/**
 * Counts and starts the window in one step inside Redis, so that attempts arriving at the same
 * moment on several processes are each counted exactly once.
 */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return count`;

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
  return {
    async hit(key, limit, windowSeconds) {
      try {
        const count = (await redis.commands.eval(
          HIT_SCRIPT,
          1,
          `${redis.prefix}rate:${key}`,
          windowSeconds * 1000,
        )) as number;
        fallingBack = false;
        return count <= limit;
      } catch (error) {
        if (!fallingBack)
          logger.warn({ err: error }, 'rate limits counted in this process until Redis answers');
        fallingBack = true;
        return fallback.hit(key, limit, windowSeconds);
      }
    },
  };
}

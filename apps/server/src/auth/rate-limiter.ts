/**
 * Counts attempts per key in a fixed window. The in-memory limiter serves one process; the Redis
 * one (redis-rate-limiter.ts) implements the same interface for several.
 */
export interface RateLimiter {
  /** Counts one attempt; answers whether it is still within `limit` for the window. */
  hit(key: string, limit: number, windowSeconds: number): Promise<boolean>;
  /** Counts one attempt; answers how many the window holds now, this one included. */
  add(key: string, windowSeconds: number): Promise<number>;
  /**
   * Takes one attempt back that turned out not to count (a sign-in that succeeded). Counting first
   * and taking back after keeps concurrent attempts exact: each is counted before it is checked.
   */
  remove(key: string): Promise<void>;
}

export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let lastSweep = now();

  async function add(key: string, windowSeconds: number) {
    const time = now();
    if (time - lastSweep > 60_000) {
      for (const [k, w] of windows) if (w.resetAt <= time) windows.delete(k);
      lastSweep = time;
    }
    let window = windows.get(key);
    if (!window || window.resetAt <= time) {
      window = { count: 0, resetAt: time + windowSeconds * 1000 };
      windows.set(key, window);
    }
    window.count += 1;
    return window.count;
  }

  return {
    add,
    async hit(key, limit, windowSeconds) {
      return (await add(key, windowSeconds)) <= limit;
    },
    async remove(key) {
      const window = windows.get(key);
      if (window && window.resetAt > now() && window.count > 0) window.count -= 1;
    },
  };
}

/**
 * Counts attempts per key in a fixed window. The in-memory limiter serves one process;
 * a shared store can implement the same interface for several.
 */
export interface RateLimiter {
  /** Counts one attempt; answers whether it is still within `limit` for the window. */
  hit(key: string, limit: number, windowSeconds: number): Promise<boolean>;
}

export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let lastSweep = now();

  return {
    async hit(key, limit, windowSeconds) {
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
      return window.count <= limit;
    },
  };
}

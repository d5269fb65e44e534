/**
 * What time it is, as a dependency: anything with a lifetime, a minimum duration or a deadline
 * asks the clock in AppDeps instead of `new Date()`, so its tests move time instead of waiting.
 */
export interface Clock {
  now(): Date;
  /** Resolves after `ms` (a deliberate slow-down); a manual clock moves ahead instead of waiting. */
  wait(ms: number): Promise<void>;
}

export const systemClock: Clock = {
  now: () => new Date(),
  wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/** A clock that stands still until moved: for tests. */
export interface ManualClock extends Clock {
  advance(ms: number): void;
  set(at: Date): void;
}

export function manualClock(start: Date = new Date()): ManualClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    async wait(ms) {
      current += ms;
    },
    advance(ms) {
      current += ms;
    },
    set(at) {
      current = at.getTime();
    },
  };
}

import { afterEach, vi } from 'vitest';

/**
 * A console.error during a test is a failure unless the test expects it
 * (docs/architecture.md#9-tests-that-hit-real-things).
 */
const errors: unknown[][] = [];
vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  errors.push(args);
});

afterEach(() => {
  if (errors.length) {
    const logged = errors.splice(0).map((args) => args.map(String).join(' '));
    throw new Error(`console.error was called:\n${logged.join('\n')}`);
  }
});

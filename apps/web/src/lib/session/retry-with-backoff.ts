import { nextRetryDelay } from './refresh-policy';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `operation`, retrying the failures `isRetryable` accepts with exponential back-off within the budget. */
export async function retryWithBackoff<T>(
  operation: () => Promise<T>,
  isRetryable: (error: unknown) => boolean,
): Promise<T> {
  const started = Date.now();
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await operation();
    } catch (error) {
      const delay = isRetryable(error) ? nextRetryDelay(attempt, Date.now() - started) : null;
      if (delay === null) throw error;
      await sleep(delay);
    }
  }
}

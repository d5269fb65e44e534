import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error';
import { isRetryableFailure } from './refresh-policy';
import { retryWithBackoff } from './retry-with-backoff';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** An operation that fails with `failures` in turn, then succeeds; records when each attempt ran. */
function flaky(failures: unknown[]) {
  const started = Date.now();
  const attemptsAt: number[] = [];
  const operation = vi.fn(async () => {
    attemptsAt.push(Date.now() - started);
    const failure = failures.shift();
    if (failure) throw failure;
    return 'ok';
  });
  return { operation, attemptsAt };
}

describe('retryWithBackoff', () => {
  it('retries network failures at 200, 400, 800 ms intervals until one succeeds', async () => {
    const { operation, attemptsAt } = flaky([
      ApiError.network(),
      ApiError.network(),
      ApiError.fromResponse(503, ''),
    ]);
    const result = retryWithBackoff(operation, isRetryableFailure);
    await vi.runAllTimersAsync();
    await expect(result).resolves.toBe('ok');
    expect(attemptsAt).toEqual([0, 200, 600, 1400]);
  });

  it('gives up at once on a final answer', async () => {
    const rejected = new ApiError('Tu sesión ha terminado.', 'unauthorized', 401);
    const { operation } = flaky([rejected]);
    await expect(retryWithBackoff(operation, isRetryableFailure)).rejects.toBe(rejected);
    expect(operation).toHaveBeenCalledTimes(1);
  });

  it('gives up with the last failure when the 30 s budget runs out', async () => {
    const failures = Array.from({ length: 20 }, () => ApiError.network());
    const { operation, attemptsAt } = flaky(failures);
    const result = retryWithBackoff(operation, isRetryableFailure);
    const settled = expect(result).rejects.toMatchObject({ code: 'network_error' });
    await vi.runAllTimersAsync();
    await settled;
    expect(attemptsAt).toEqual([0, 200, 600, 1400, 3000, 6200, 12_600, 25_400]);
  });
});

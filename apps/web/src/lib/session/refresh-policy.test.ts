import { REFRESH_RETRY_BUDGET_MS, SESSION_REFRESH_THRESHOLD_MS } from '@aula/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import { isRefreshDue, isRetryableFailure, nextRetryDelay } from './refresh-policy';

describe('isRefreshDue', () => {
  const now = 1_700_000_000_000;
  const expiresAt = (msLeft: number) => (now + msLeft) / 1000;

  it('waits while more than 90 s remain', () => {
    expect(isRefreshDue(expiresAt(SESSION_REFRESH_THRESHOLD_MS + 1000), now)).toBe(false);
  });

  it('refreshes at 90 s or less, and after expiry', () => {
    expect(isRefreshDue(expiresAt(SESSION_REFRESH_THRESHOLD_MS), now)).toBe(true);
    expect(isRefreshDue(expiresAt(30_000), now)).toBe(true);
    expect(isRefreshDue(expiresAt(-5000), now)).toBe(true);
  });
});

describe('nextRetryDelay', () => {
  it('doubles from 200 ms', () => {
    expect([0, 1, 2, 3, 4].map((attempt) => nextRetryDelay(attempt, 0))).toEqual([200, 400, 800, 1600, 3200]);
  });

  it('stops once the wait would end past the 30 s budget', () => {
    expect(nextRetryDelay(2, REFRESH_RETRY_BUDGET_MS - 800)).toBe(800);
    expect(nextRetryDelay(2, REFRESH_RETRY_BUDGET_MS - 799)).toBeNull();
  });
});

describe('isRetryableFailure', () => {
  it('retries a lost connection and 502/503/504', () => {
    expect(isRetryableFailure(ApiError.network())).toBe(true);
    for (const status of [502, 503, 504]) {
      expect(isRetryableFailure(ApiError.fromResponse(status, 'Bad gateway'))).toBe(true);
    }
  });

  it('takes any other answer as final', () => {
    expect(isRetryableFailure(new ApiError('Sesión terminada', 'unauthorized', 401))).toBe(false);
    expect(isRetryableFailure(new ApiError('Error', 'internal', 500))).toBe(false);
    expect(isRetryableFailure(new Error('bug'))).toBe(false);
  });
});

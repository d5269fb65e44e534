import {
  REFRESH_RETRY_BUDGET_MS,
  REFRESH_RETRY_INITIAL_MS,
  RETRYABLE_HTTP_STATUSES,
  SESSION_REFRESH_THRESHOLD_MS,
} from '@aula/shared';
import { ApiError } from '../api/api-error';

/** True when the access token has SESSION_REFRESH_THRESHOLD_MS or less to live (docs/product/accounts.md#restoring-and-renewing). */
export function isRefreshDue(expiresAtSeconds: number, nowMs: number): boolean {
  return expiresAtSeconds * 1000 - nowMs <= SESSION_REFRESH_THRESHOLD_MS;
}

/**
 * The wait before retry number `attempt` (0 for the first retry): exponential from
 * REFRESH_RETRY_INITIAL_MS, or null when it would end past REFRESH_RETRY_BUDGET_MS
 * counted from the first attempt.
 */
export function nextRetryDelay(attempt: number, elapsedMs: number): number | null {
  const delay = REFRESH_RETRY_INITIAL_MS * 2 ** attempt;
  return elapsedMs + delay <= REFRESH_RETRY_BUDGET_MS ? delay : null;
}

/** Only a lost connection and a gateway's 502/503/504 may pass by themselves; any other answer is final. */
export function isRetryableFailure(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.code === 'network_error' || RETRYABLE_HTTP_STATUSES.includes(error.status);
}

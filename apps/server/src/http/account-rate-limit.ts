import type { Context } from 'hono';
import { AppError } from '../core/app-error';
import type { AppEnv } from './app-env';

/**
 * Counts one `action` of the signed-in account; past `max` within the rate-limit window the
 * request is refused with 429 and `message` (docs/decisions/0017). Keyed by account, not by
 * address: what it bounds is what one account can make the app do to others (notify every admin).
 */
export async function limitAccount(c: Context<AppEnv>, action: string, max: number, message: string) {
  const { rateLimiter, config } = c.var.deps;
  const key = `${action}:account:${c.var.viewer.profileId}`;
  if (!(await rateLimiter.hit(key, max, config.env.RATE_LIMIT_WINDOW_SECONDS))) {
    throw new AppError('rate_limited', message);
  }
}

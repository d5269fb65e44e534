import { messages } from '@aula/shared';
import type { Context } from 'hono';
import { AppError } from '../core/app-error';
import type { AppEnv } from '../http/app-env';
import { clientIp } from '../http/client-info';
import { readDeviceCookie, setDeviceCookie } from './device-cookie';

/** The longest an attempt from an unrecognised browser is held back. */
export const SIGN_IN_MAX_SLOWDOWN_MS = 10_000;

/**
 * How long an attempt from a browser without the account's device cookie waits once the account
 * has had `after` failed sign-ins in the window, from anywhere: 1 s, then twice as long for every
 * failure more, up to SIGN_IN_MAX_SLOWDOWN_MS. It slows guessing; it refuses nobody.
 */
export function signInSlowdownMs(accountFailures: number, after: number): number {
  if (accountFailures <= after) return 0;
  return Math.min(1000 * 2 ** (accountFailures - after - 1), SIGN_IN_MAX_SLOWDOWN_MS);
}

export interface SignInAttempt {
  /** Whether the browser carried a device cookie of this account in good standing. */
  recognised: boolean;
  /** The password was right: the attempt is taken back from every count, the browser remembered. */
  succeeded(): Promise<void>;
}

/**
 * Brute-force protection for sign-in that hands no stranger a lockout (docs/decisions/0018).
 * Every attempt is counted before its password is checked, so concurrent guesses are counted
 * exactly, and taken back when the password was right: only failures count.
 * - A browser with the account's device cookie (a past sign-in there) is held to its own count of
 *   failures and to nothing else, so a stranger's failures never keep its owner out.
 * - Any other browser is refused (429) past the failures allowed from its address, across accounts
 *   (a ward behind one NAT address shares it: only failures count), or for this account from its
 *   address; and it is slowed down, never refused, once the account has had many failures from
 *   anywhere.
 */
export async function guardSignIn(c: Context<AppEnv>, email: string): Promise<SignInAttempt> {
  const { rateLimiter, config, clock } = c.var.deps;
  const { env } = config;
  const counted: string[] = [];
  const count = (key: string) => {
    counted.push(key);
    return rateLimiter.add(key, env.RATE_LIMIT_WINDOW_SECONDS);
  };
  const refused = () => new AppError('rate_limited', messages.common.rateLimited);

  const device = readDeviceCookie(c, email);
  const recognised =
    device !== null &&
    (await count(`sign-in:device:${device.id}`)) <= env.RATE_LIMIT_SIGN_IN_FAILURES_PER_ACCOUNT;
  if (!recognised) {
    const ip = clientIp(c);
    if ((await count(`sign-in:ip:${ip}`)) > env.RATE_LIMIT_SIGN_IN_FAILURES_PER_IP) throw refused();
    if ((await count(`sign-in:ip-account:${ip}:${email}`)) > env.RATE_LIMIT_SIGN_IN_FAILURES_PER_ACCOUNT) {
      throw refused();
    }
  }
  const accountFailures = await count(`sign-in:account:${email}`);
  if (!recognised) await clock.wait(signInSlowdownMs(accountFailures, env.SIGN_IN_SLOWDOWN_AFTER_FAILURES));

  return {
    recognised,
    async succeeded() {
      for (const key of counted) await rateLimiter.remove(key);
      setDeviceCookie(c, email, device);
    },
  };
}

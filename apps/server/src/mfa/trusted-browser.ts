import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../http/app-env';

/**
 * 'No volver a pedirlo en este navegador': after a right second factor, a browser may be trusted
 * for MFA_REMEMBER_BROWSER_DAYS days, and the password alone opens a session there. The cookie is
 * named by a keyed hash of the account (a shared computer serves many people) and carries its
 * expiry with a MAC over the account, the expiry, when its key was enabled and the account's
 * trust generation: turning the factor off or on again, changing the password and signing out
 * everywhere raise or reset those, and every trusted browser is forgotten at once.
 */
const COOKIE_PREFIX = 'aula_mfa_trust_';
const COOKIE_PATH = '/api/auth/sign-in';

export interface TrustBinding {
  userId: string;
  enabledAt: Date;
  trustGeneration: number;
}

const keyOf = (c: Context<AppEnv>) =>
  createHmac('sha256', c.var.deps.config.jwtSecret).update('aula mfa trusted browser').digest();

const mac = (key: Buffer, text: string) => createHmac('sha256', key).update(text).digest('base64url');

const cookieName = (key: Buffer, userId: string) =>
  `${COOKIE_PREFIX}${mac(key, `name\n${userId}`).slice(0, 22)}`;

const signature = (key: Buffer, binding: TrustBinding, expires: number) =>
  mac(
    key,
    `trust\n${binding.userId}\n${binding.enabledAt.getTime()}\n${binding.trustGeneration}\n${expires}`,
  );

/** Whether this browser holds a live trust cookie for the account as it stands. */
export function isTrustedBrowser(c: Context<AppEnv>, binding: TrustBinding): boolean {
  const key = keyOf(c);
  const [expires, given] = getCookie(c, cookieName(key, binding.userId))?.split('.') ?? [];
  if (!expires || !given || !/^\d+$/.test(expires)) return false;
  if (Number(expires) * 1000 <= c.var.deps.clock.now().getTime()) return false;
  const expected = Buffer.from(signature(key, binding, Number(expires)));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export function trustBrowser(c: Context<AppEnv>, binding: TrustBinding, days: number) {
  const key = keyOf(c);
  const maxAge = days * 86_400;
  const expires = Math.floor(c.var.deps.clock.now().getTime() / 1000) + maxAge;
  setCookie(c, cookieName(key, binding.userId), `${expires}.${signature(key, binding, expires)}`, {
    httpOnly: true,
    sameSite: 'Strict',
    secure: c.var.deps.config.cookieSecure,
    path: COOKIE_PATH,
    maxAge,
  });
}

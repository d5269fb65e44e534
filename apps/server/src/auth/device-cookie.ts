import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../http/app-env';

/**
 * Device cookies (OWASP, "Slow down online guessing attacks with device cookies"): a browser in
 * which a person signed in before carries a signed cookie for that account, and sign-in limits
 * that keep strangers out do not apply to it. One cookie per account (a ward's shared computer
 * serves many people), named by a keyed hash of the email so that the name says nothing of it;
 * its value is a random id and a MAC binding the id to the email. It proves a past sign-in on this
 * browser and nothing else: the password is still checked every time.
 */
const COOKIE_PREFIX = 'aula_device_';
const COOKIE_PATH = '/api/auth/sign-in';
const LIFETIME_DAYS = 180;

export interface DeviceCookie {
  /** The cookie's random id: its own failures are counted under it. */
  id: string;
}

const keyOf = (c: Context<AppEnv>) =>
  createHmac('sha256', c.var.deps.config.jwtSecret).update('aula device cookie').digest();

const mac = (key: Buffer, text: string) => createHmac('sha256', key).update(text).digest('base64url');

const cookieName = (key: Buffer, email: string) =>
  `${COOKIE_PREFIX}${mac(key, `name\n${email}`).slice(0, 22)}`;

/** The valid device cookie this browser holds for `email`, if any. */
export function readDeviceCookie(c: Context<AppEnv>, email: string): DeviceCookie | null {
  const key = keyOf(c);
  const value = getCookie(c, cookieName(key, email));
  const [id, signature] = value?.split('.') ?? [];
  if (!id || !signature) return null;
  const expected = Buffer.from(mac(key, `device\n${email}\n${id}`));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? { id } : null;
}

/** Marks this browser as one where `email` signed in (again: its lifetime starts anew). */
export function setDeviceCookie(c: Context<AppEnv>, email: string, existing: DeviceCookie | null) {
  const key = keyOf(c);
  const id = existing?.id ?? randomBytes(16).toString('base64url');
  setCookie(c, cookieName(key, email), `${id}.${mac(key, `device\n${email}\n${id}`)}`, {
    httpOnly: true,
    sameSite: 'Strict',
    secure: c.var.deps.config.cookieSecure,
    path: COOKIE_PATH,
    maxAge: LIFETIME_DAYS * 86_400,
  });
}

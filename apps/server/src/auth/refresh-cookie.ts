import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../http/app-env';

/** The refresh token lives only in this cookie: httpOnly, SameSite=Strict, scoped to the auth routes. */
const COOKIE_NAME = 'aula_refresh';
const COOKIE_PATH = '/api/auth';

export function setRefreshCookie(c: Context<AppEnv>, token: string) {
  const { config } = c.var.deps;
  setCookie(c, COOKIE_NAME, token, {
    httpOnly: true,
    sameSite: 'Strict',
    secure: config.cookieSecure,
    path: COOKIE_PATH,
    maxAge: config.env.SESSION_MAX_DAYS * 86_400,
  });
}

export function readRefreshCookie(c: Context<AppEnv>): string | undefined {
  return getCookie(c, COOKIE_NAME);
}

export function clearRefreshCookie(c: Context<AppEnv>) {
  deleteCookie(c, COOKIE_NAME, { path: COOKIE_PATH, secure: c.var.deps.config.cookieSecure });
}

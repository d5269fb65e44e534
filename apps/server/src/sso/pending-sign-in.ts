import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { z } from 'zod';
import { openSecret, SEAL_PURPOSES, sealSecret } from '../crypto/secret-box';
import type { AppEnv } from '../http/app-env';

/**
 * A sign-in sent to the identity provider and not yet back: the `state` and `nonce` it was sent
 * with and the PKCE verifier, sealed in a cookie of this browser (docs/product/single-sign-on.md#the-flow).
 * The answer is accepted only in the browser that asked, only once (the cookie is cleared as it
 * is read) and only within PENDING_SIGN_IN_MS. SameSite=Lax: the provider's redirect back is a
 * top-level navigation from another site, which a Strict cookie would not follow.
 */
const COOKIE_NAME = 'aula_sso';
const COOKIE_PATH = '/api/auth/sso';
export const PENDING_SIGN_IN_MS = 10 * 60_000;

const pendingSchema = z.object({
  state: z.string(),
  nonce: z.string(),
  verifier: z.string(),
  returnTo: z.string(),
  expiresAt: z.number(),
});
export type PendingSignIn = z.infer<typeof pendingSchema>;

export function rememberPendingSignIn(c: Context<AppEnv>, pending: Omit<PendingSignIn, 'expiresAt'>) {
  const { config, clock } = c.var.deps;
  const sealed = sealSecret(
    config.jwtSecret,
    SEAL_PURPOSES.ssoPendingSignIn,
    JSON.stringify({ ...pending, expiresAt: clock.now().getTime() + PENDING_SIGN_IN_MS }),
  );
  setCookie(c, COOKIE_NAME, sealed, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: config.cookieSecure,
    path: COOKIE_PATH,
    maxAge: PENDING_SIGN_IN_MS / 1000,
  });
}

/** The browser's pending sign-in, cleared as it is read; undefined when absent, altered or expired. */
export function takePendingSignIn(c: Context<AppEnv>): PendingSignIn | undefined {
  const { config, clock } = c.var.deps;
  const sealed = getCookie(c, COOKIE_NAME);
  if (!sealed) return undefined;
  deleteCookie(c, COOKIE_NAME, { path: COOKIE_PATH, secure: config.cookieSecure });
  try {
    const pending = pendingSchema.parse(
      JSON.parse(openSecret(config.jwtSecret, SEAL_PURPOSES.ssoPendingSignIn, sealed)),
    );
    return pending.expiresAt > clock.now().getTime() ? pending : undefined;
  } catch {
    return undefined;
  }
}

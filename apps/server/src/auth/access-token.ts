import { sign, verify } from 'hono/jwt';

const ISSUER = 'aula';
const AUDIENCE = 'aula-api';

export interface AccessTokenClaims {
  /** the user id */
  sub: string;
  /** the session the token was issued for */
  sid: string;
}

export async function signAccessToken(
  claims: AccessTokenClaims,
  secret: string,
  ttlSeconds: number,
  /** the app's clock, in milliseconds */
  now: number,
) {
  const iat = Math.floor(now / 1000);
  const exp = iat + ttlSeconds;
  const token = await sign({ ...claims, iat, exp, iss: ISSUER, aud: AUDIENCE }, secret, 'HS256');
  return { token, expiresAt: exp };
}

/**
 * Verifies signature (HS256 only: `alg=none` and other algorithms are refused), issuer and
 * audience, and that the token was issued and has not expired at `now`: the app's clock, not
 * the library's, so lifetimes move with it (docs/architecture.md#injectable-clock).
 */
export async function verifyAccessToken(
  token: string,
  secret: string,
  now: Date,
): Promise<AccessTokenClaims | null> {
  try {
    const payload = await verify(token, secret, {
      alg: 'HS256',
      iss: ISSUER,
      aud: AUDIENCE,
      exp: false,
      iat: false,
    });
    const nowSeconds = Math.floor(now.getTime() / 1000);
    if (typeof payload.exp !== 'number' || payload.exp <= nowSeconds) return null;
    if (typeof payload.iat !== 'number' || payload.iat > nowSeconds) return null;
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
    return { sub: payload.sub, sid: payload.sid };
  } catch {
    return null;
  }
}

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
  now = Date.now(),
) {
  const iat = Math.floor(now / 1000);
  const exp = iat + ttlSeconds;
  const token = await sign({ ...claims, iat, exp, iss: ISSUER, aud: AUDIENCE }, secret, 'HS256');
  return { token, expiresAt: exp };
}

/** Verifies signature (HS256 only: `alg=none` and other algorithms are refused), expiry, issuer and audience. */
export async function verifyAccessToken(token: string, secret: string): Promise<AccessTokenClaims | null> {
  try {
    const payload = await verify(token, secret, { alg: 'HS256', iss: ISSUER, aud: AUDIENCE });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
    return { sub: payload.sub, sid: payload.sid };
  } catch {
    return null;
  }
}

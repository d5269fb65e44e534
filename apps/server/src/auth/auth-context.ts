import type { AppRole } from '@aula/shared';
import { appRoleFromCode } from '@aula/shared';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { AppError } from '../http/app-error';
import type { AppEnv } from '../http/app-env';
import { verifyAccessToken } from './access-token';
import { findLiveSession } from './session-queries';

/** Who is calling: resolved from the access token and checked against the live session. */
export interface AuthContext {
  userId: string;
  sessionId: string;
  profileId: string;
  role: AppRole;
  roleCode: string;
}

/** The access token of an `Authorization: Bearer …` header, if any. */
export function bearerToken(c: Context<AppEnv>): string | undefined {
  return /^Bearer (\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
}

/**
 * Every protected route runs this: a valid signature is not enough, the session must still be live
 * (not signed out, not revoked, the account not deleted), so revocation takes effect at once.
 */
export const requireAuth = createMiddleware<AppEnv>(async (c, next) => {
  const token = bearerToken(c);
  if (!token) throw AppError.unauthorized();
  const { config, db } = c.var.deps;
  const claims = await verifyAccessToken(token, config.jwtSecret);
  if (!claims) throw AppError.unauthorized();
  const session = await findLiveSession(db.kysely, claims.sid, claims.sub);
  if (!session) throw AppError.unauthorized();
  c.set('auth', {
    userId: claims.sub,
    sessionId: claims.sid,
    profileId: session.id_profile,
    roleCode: session.role_code,
    role: appRoleFromCode(session.role_code),
  });
  await next();
});

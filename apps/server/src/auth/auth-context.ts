import { appRoleFromCode, mfaMessages, accountMessages } from '@aula/shared';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { AppError } from '../core/app-error';
import type { AppEnv } from '../http/app-env';
import { verifyAccessToken } from './access-token';
import { isMfaRequired } from '../mfa/mfa-requirement';
import { findLiveSession } from './session-queries';

/** The access token of an `Authorization: Bearer …` header, if any. */
export function bearerToken(c: Context<AppEnv>): string | undefined {
  return /^Bearer (\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
}

/**
 * What an account with a temporary password may still do: see who it is, choose its own password,
 * or leave. (Refreshing and signing out do not pass through here.) Everything else, including any
 * route added later, answers 403 until the password is changed.
 */
const ALLOWED_WITH_TEMPORARY_PASSWORD = new Set([
  'GET /api/auth/me',
  'PUT /api/account/password',
  'POST /api/account/sign-out-everywhere',
]);

/**
 * What an account whose role requires a second factor, and which has none yet, may still do: the
 * above, and set one up (docs/decisions/0022). Everything else answers 403 until it is in force.
 */
const ALLOWED_WITHOUT_REQUIRED_MFA = new Set([
  ...ALLOWED_WITH_TEMPORARY_PASSWORD,
  'GET /api/account/mfa',
  'POST /api/account/mfa/setup',
  'POST /api/account/mfa/enable',
]);

/**
 * Every protected route runs this: a valid signature is not enough, the session must still be live
 * (not signed out, not revoked, the account not deleted), so revocation takes effect at once.
 */
export const requireAuth = createMiddleware<AppEnv>(async (c, next) => {
  // A router mounted under another that checks already (mail preferences under /api/account):
  // the session is looked up once per request.
  if ((c.var as Partial<AppEnv['Variables']>).viewer) return next();
  const token = bearerToken(c);
  if (!token) throw AppError.unauthorized();
  const { config, db, clock } = c.var.deps;
  const now = clock.now();
  const claims = await verifyAccessToken(token, config.jwtSecret, now);
  if (!claims) throw AppError.unauthorized();
  const session = await findLiveSession(db.kysely, claims.sid, claims.sub, now);
  if (!session) throw AppError.unauthorized();
  if (session.must_change_password && !ALLOWED_WITH_TEMPORARY_PASSWORD.has(`${c.req.method} ${c.req.path}`)) {
    throw new AppError('password_change_required', accountMessages.passwordChangeRequired);
  }
  const route = `${c.req.method} ${c.req.path}`;
  if (
    session.mfa_enabled_at === null &&
    !ALLOWED_WITHOUT_REQUIRED_MFA.has(route) &&
    (await isMfaRequired(db.kysely, session.role_code))
  ) {
    throw new AppError('mfa_enrollment_required', mfaMessages.enrollmentRequired);
  }
  c.set('viewer', {
    userId: claims.sub,
    sessionId: claims.sid,
    profileId: session.id_profile,
    roleCode: session.role_code,
    role: appRoleFromCode(session.role_code),
    supervisor: Boolean(session.supervisor),
  });
  await next();
});

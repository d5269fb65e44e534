import { createHash, randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Config } from '../config/config';
import type { DB, SignedInWith } from '../db/schema';
import { signAccessToken } from './access-token';

const DAY_MS = 86_400_000;

export interface IssuedSession {
  userId: string;
  sessionId: string;
  refreshToken: string;
  accessToken: string;
  expiresIn: number;
  expiresAt: number;
}

export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

async function issueRefreshToken(db: Kysely<DB> | Transaction<DB>, sessionId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('Refresh_Tokens')
    .values({ id_session: sessionId, token_hash: hashToken(token) })
    .execute();
  return token;
}

async function withAccessToken(
  config: Config,
  userId: string,
  sessionId: string,
  refreshToken: string,
  now: Date,
): Promise<IssuedSession> {
  const ttl = config.env.ACCESS_TOKEN_TTL_SECONDS;
  const { token, expiresAt } = await signAccessToken(
    { sub: userId, sid: sessionId },
    config.jwtSecret,
    ttl,
    now.getTime(),
  );
  return { userId, sessionId, refreshToken, accessToken: token, expiresIn: ttl, expiresAt };
}

/**
 * Opens a new session family for a user who just proved their password. `now` is the app's
 * clock: the session's lifetime and its token's are counted from it (docs/architecture.md#injectable-clock).
 */
export async function startSession(
  db: Kysely<DB>,
  config: Config,
  userId: string,
  client: ClientInfo,
  now: Date,
  signedInWith: SignedInWith = 'password',
): Promise<IssuedSession> {
  return db.transaction().execute(async (trx) => {
    const session = await trx
      .insertInto('Sessions')
      .values({
        id_user: userId,
        ip: client.ip,
        user_agent: client.userAgent?.slice(0, 300) ?? null,
        // Stamped by the app's clock, not the database's: the idle limit is counted from it.
        created_at: now,
        last_used_at: now,
        expires_at: new Date(now.getTime() + config.env.SESSION_MAX_DAYS * DAY_MS),
        signed_in_with: signedInWith,
      })
      .returning('id_session')
      .executeTakeFirstOrThrow();
    await trx.updateTable('Users').set({ last_sign_in_at: now }).where('id_user', '=', userId).execute();
    const refreshToken = await issueRefreshToken(trx, session.id_session);
    return withAccessToken(config, userId, session.id_session, refreshToken, now);
  });
}

export type RotationResult =
  { ok: true; session: IssuedSession } | { ok: false; reason: 'unknown' | 'reused' | 'superseded' | 'ended' };

/**
 * How long a spent refresh token may come back without counting as stolen: long enough for a
 * client racing itself (two tabs refreshing at once, a retry after a lost answer), too short for
 * a copy to be of use. Such a request is refused, and the one successor already issued lives on.
 */
export const REFRESH_REUSE_GRACE_MS = 10_000;

/**
 * Trades a refresh token for a new one. A token can be traded once: the update that marks it
 * used is the lock, so concurrent attempts cannot both win. Presenting a spent token after the
 * grace above means it was copied: the whole session family is revoked.
 */
export async function rotateSession(
  db: Kysely<DB>,
  config: Config,
  refreshToken: string,
  now: Date,
): Promise<RotationResult> {
  const tokenHash = hashToken(refreshToken);
  const outcome = await db
    .transaction()
    .execute(
      async (
        trx,
      ): Promise<
        RotationResult | { ok: 'issue'; userId: string; sessionId: string; refreshToken: string }
      > => {
        const spent = await trx
          .updateTable('Refresh_Tokens')
          .set({ used_at: now })
          .where('token_hash', '=', tokenHash)
          .where('used_at', 'is', null)
          .returning('id_session')
          .executeTakeFirst();
        if (!spent) {
          const known = await trx
            .selectFrom('Refresh_Tokens')
            .select(['id_session', 'used_at'])
            .where('token_hash', '=', tokenHash)
            .executeTakeFirst();
          if (!known) return { ok: false, reason: 'unknown' };
          if (known.used_at && now.getTime() - known.used_at.getTime() < REFRESH_REUSE_GRACE_MS) {
            return { ok: false, reason: 'superseded' };
          }
          await revokeSessionIn(trx, known.id_session, 'refresh_token_reused');
          return { ok: false, reason: 'reused' };
        }
        const idleSince = new Date(now.getTime() - config.env.SESSION_IDLE_DAYS * DAY_MS);
        const session = await trx
          .selectFrom('Sessions as s')
          .innerJoin('Users as u', 'u.id_user', 's.id_user')
          .select(['s.id_session', 's.id_user'])
          .where('s.id_session', '=', spent.id_session)
          .where('s.revoked_at', 'is', null)
          .where('s.expires_at', '>', now)
          .where('s.last_used_at', '>', idleSince)
          .where('u.deleted_at', 'is', null)
          .executeTakeFirst();
        if (!session) return { ok: false, reason: 'ended' };
        await trx
          .updateTable('Sessions')
          .set({ last_used_at: now })
          .where('id_session', '=', session.id_session)
          .execute();
        const next = await issueRefreshToken(trx, session.id_session);
        return { ok: 'issue', userId: session.id_user, sessionId: session.id_session, refreshToken: next };
      },
    );
  if (outcome.ok !== 'issue') return outcome;
  return {
    ok: true,
    session: await withAccessToken(config, outcome.userId, outcome.sessionId, outcome.refreshToken, now),
  };
}

/** Ends a live session; answers how it was opened, or undefined when it had already ended. */
async function revokeSessionIn(
  db: Kysely<DB> | Transaction<DB>,
  sessionId: string,
  reason: string,
): Promise<SignedInWith | undefined> {
  const ended = await db
    .updateTable('Sessions')
    .set({ revoked_at: new Date(), revoked_reason: reason })
    .where('id_session', '=', sessionId)
    .where('revoked_at', 'is', null)
    .returning('signed_in_with')
    .executeTakeFirst();
  return ended?.signed_in_with;
}

export function revokeSession(db: Kysely<DB>, sessionId: string, reason: string) {
  return revokeSessionIn(db, sessionId, reason);
}

/** Ends the session a refresh token belongs to (sign-out from a browser that holds only the cookie). */
export async function revokeSessionByRefreshToken(db: Kysely<DB>, refreshToken: string) {
  const token = await db
    .selectFrom('Refresh_Tokens')
    .select('id_session')
    .where('token_hash', '=', hashToken(refreshToken))
    .executeTakeFirst();
  return token ? revokeSessionIn(db, token.id_session, 'signed_out') : undefined;
}

/**
 * Ends every live session of a user, but `keep` if given (the one that changed the password), so
 * that a thief holding another session is out at once, refresh token included. Browsers trusted
 * to skip the second factor are forgotten too (mfa/trusted-browser.ts): whoever is out must
 * prove both factors to come back.
 */
export async function revokeUserSessions(
  db: Kysely<DB> | Transaction<DB>,
  userId: string,
  reason: string,
  keep?: string,
) {
  let sessions = db
    .updateTable('Sessions')
    .set({ revoked_at: new Date(), revoked_reason: reason })
    .where('id_user', '=', userId)
    .where('revoked_at', 'is', null);
  if (keep) sessions = sessions.where('id_session', '!=', keep);
  await sessions.execute();
  await db
    .updateTable('User_Mfa')
    .set((eb) => ({ trust_generation: eb('trust_generation', '+', 1) }))
    .where('id_user', '=', userId)
    .execute();
}

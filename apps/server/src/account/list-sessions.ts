import type { ActiveSessions } from '@aula/shared';
import type { Kysely } from 'kysely';
import type { Viewer } from '../auth/viewer';
import type { Config } from '../config/config';
import type { DB } from '../db/schema';
import { describeUserAgent } from './describe-user-agent';

const DAY_MS = 86_400_000;

/**
 * 'Sesiones activas': the caller's sessions that can still be used (not revoked, not past their
 * lifetime, not idle too long), the current one first, then the most recently renewed. A session
 * is renewed when its browser refreshes its access token, so "last use" is exact to the token's
 * lifetime (15 minutes by default).
 */
export async function listSessions(
  db: Kysely<DB>,
  config: Config,
  auth: Viewer,
  now: Date,
): Promise<ActiveSessions> {
  const rows = await db
    .selectFrom('Sessions')
    .select(['id_session', 'user_agent', 'ip', 'created_at', 'last_used_at'])
    .where('id_user', '=', auth.userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .where('last_used_at', '>', new Date(now.getTime() - config.env.SESSION_IDLE_DAYS * DAY_MS))
    .orderBy('last_used_at', 'desc')
    .execute();
  const sessions = rows.map((row) => ({
    id: row.id_session,
    ...describeUserAgent(row.user_agent),
    ip: row.ip,
    createdAt: row.created_at.toISOString(),
    lastUsedAt: row.last_used_at.toISOString(),
    current: row.id_session === auth.sessionId,
  }));
  return { sessions: [...sessions.filter((s) => s.current), ...sessions.filter((s) => !s.current)] };
}

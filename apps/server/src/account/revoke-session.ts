import { accountMessages } from '@aula/shared';
import type { Kysely } from 'kysely';
import type { Viewer } from '../auth/viewer';
import type { DB } from '../db/schema';
import { AppError } from '../core/app-error';

/**
 * Ends one of the caller's own sessions from 'Sesiones activas' (the current one too: that is
 * signing out here). Another person's session, or one already ended, is answered as not found.
 */
export async function revokeSession(db: Kysely<DB>, auth: Viewer, sessionId: string, now: Date) {
  const ended = await db
    .updateTable('Sessions')
    .set({ revoked_at: now, revoked_reason: 'revoked_by_owner' })
    .where('id_session', '=', sessionId)
    .where('id_user', '=', auth.userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (Number(ended.numUpdatedRows) === 0) throw AppError.notFound(accountMessages.settings.sessions.notFound);
}

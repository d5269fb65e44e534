import { messages } from '@aula/shared';
import type { Kysely } from 'kysely';
import type { Viewer } from '../auth/viewer';
import type { DB } from '../db/schema';
import { AppError } from '../core/app-error';
import { writeSecurityEvent, type RequestOrigin } from '../security-log/record-security-event';
import { authorize } from '../auth/permissions';

const m = messages.users;

/**
 * An admin deletes an account (docs/product/people.md#deleting-an-account): a soft delete of
 * the profile and the account, and every session of it revoked in the same transaction, so the
 * person's open tabs get 401 on their next request. Enrollments, progress and certificates
 * stay, as history. Never oneself.
 */
export async function deleteUser(
  db: Kysely<DB>,
  auth: Viewer,
  profileId: string,
  origin: RequestOrigin,
): Promise<void> {
  authorize(auth, 'users.manage');
  if (profileId === auth.profileId) throw new AppError('validation_failed', m.ownAccount);
  await db.transaction().execute(async (trx) => {
    const now = new Date();
    const profile = await trx
      .updateTable('Profiles')
      .set({ deleted_at: now })
      .where('id_profile', '=', profileId)
      .where('deleted_at', 'is', null)
      .returning('id_user')
      .executeTakeFirst();
    if (!profile) throw AppError.notFound(m.notFound);
    await trx.updateTable('Users').set({ deleted_at: now }).where('id_user', '=', profile.id_user).execute();
    await trx
      .updateTable('Sessions')
      .set({ revoked_at: now, revoked_reason: 'account_deleted' })
      .where('id_user', '=', profile.id_user)
      .where('revoked_at', 'is', null)
      .execute();
    await writeSecurityEvent(trx, origin, {
      type: 'user_deletion',
      outcome: 'success',
      actor: auth,
      target: { userId: profile.id_user, profileId },
      sessionId: auth.sessionId,
    });
  });
}

import { userMessages } from '@aula/shared';
import type { Kysely } from 'kysely';
import type { Viewer } from '../auth/viewer';
import type { DB } from '../db/schema';
import { AppError } from '../core/app-error';
import { writeSecurityEvent, type RequestOrigin } from '../security-log/record-security-event';
import { authorize } from '../auth/permissions';
import { deactivateAccount } from './deactivate-account';

const m = userMessages;

/**
 * An admin deletes an account (docs/product/people.md#deleting-an-account): it is deactivated,
 * never removed (deactivate-account.ts), and the security log says who did it. Never oneself.
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
    const userId = await deactivateAccount(trx, profileId, origin.at);
    if (!userId) throw AppError.notFound(m.notFound);
    await writeSecurityEvent(trx, origin, {
      type: 'user_deletion',
      outcome: 'success',
      actor: auth,
      target: { userId, profileId },
      sessionId: auth.sessionId,
    });
  });
}

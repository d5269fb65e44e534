import type { Kysely } from 'kysely';
import { followInAssignments } from '../compliance/compliance-jobs';
import type { DB } from '../db/schema';

/**
 * Deactivates a live account (docs/product/people.md#deleting-an-account): the profile and the
 * account soft-deleted, every session revoked, so open tabs get 401 on their next request.
 * Enrollments, progress and certificates stay, as history; uncompleted mandatory training is withdrawn. In the caller's transaction; answers
 * the account's id, or undefined when the profile was not live.
 */
export async function deactivateAccount(
  trx: Kysely<DB>,
  profileId: string,
  now: Date,
): Promise<string | undefined> {
  const profile = await trx
    .updateTable('Profiles')
    .set({ deleted_at: now })
    .where('id_profile', '=', profileId)
    .where('deleted_at', 'is', null)
    .returning('id_user')
    .executeTakeFirst();
  if (!profile) return undefined;
  await trx.updateTable('Users').set({ deleted_at: now }).where('id_user', '=', profile.id_user).execute();
  await trx
    .updateTable('Sessions')
    .set({ revoked_at: now, revoked_reason: 'account_deleted' })
    .where('id_user', '=', profile.id_user)
    .where('revoked_at', 'is', null)
    .execute();
  // Mandatory training: the person's uncompleted assignments are withdrawn.
  await followInAssignments(trx, { profileId }, now);
  return profile.id_user;
}

import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';

/** Removes every notification of the profile (soft delete); answers how many were removed. */
export async function clearNotifications(db: Kysely<DB>, profileId: string): Promise<number> {
  const result = await db
    .updateTable('Notifications')
    .set({ deleted_at: sql<Date>`now()` })
    .where('id_profile', '=', profileId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

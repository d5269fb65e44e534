import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';

/** Marks every unread notification of the profile read; answers how many changed. */
export async function markAllNotificationsRead(db: Kysely<DB>, profileId: string): Promise<number> {
  const result = await db
    .updateTable('Notifications')
    .set({ read_at: sql<Date>`now()` })
    .where('id_profile', '=', profileId)
    .where('deleted_at', 'is', null)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

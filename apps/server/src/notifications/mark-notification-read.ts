import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { AppError } from '../core/app-error';

/**
 * Marks one of the profile's notifications read. Someone else's id, or a removed one, is
 * "not found": the answer must not tell whether it exists. Marking it again keeps the first time.
 */
export async function markNotificationRead(db: Kysely<DB>, profileId: string, notificationId: string) {
  const updated = await db
    .updateTable('Notifications')
    .set({ read_at: sql<Date>`coalesce(read_at, now())` })
    .where('id_notification', '=', notificationId)
    .where('id_profile', '=', profileId)
    .where('deleted_at', 'is', null)
    .returning('id_notification')
    .executeTakeFirst();
  if (!updated) throw AppError.notFound();
}

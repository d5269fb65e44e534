import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { AppError } from '../core/app-error';

/** Removes one of the profile's notifications (soft delete); someone else's id is "not found". */
export async function removeNotification(db: Kysely<DB>, profileId: string, notificationId: string) {
  const removed = await db
    .updateTable('Notifications')
    .set({ deleted_at: sql<Date>`now()` })
    .where('id_notification', '=', notificationId)
    .where('id_profile', '=', profileId)
    .where('deleted_at', 'is', null)
    .returning('id_notification')
    .executeTakeFirst();
  if (!removed) throw AppError.notFound();
}

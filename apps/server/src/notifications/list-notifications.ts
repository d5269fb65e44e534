import { NOTIFICATION_LIST_LIMIT } from '@aula/shared';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { NOTIFICATION_COLUMNS } from './notification-presenter';

/** The profile's newest notifications and its unread count, read in one query so they agree. */
export async function listNotifications(db: Kysely<DB>, profileId: string) {
  const rows = await db
    .selectFrom('Notifications')
    .select(NOTIFICATION_COLUMNS)
    // A window over the whole filtered set is computed before LIMIT: it counts every unread one.
    .select(sql<number>`count(*) filter (where read_at is null) over ()`.as('unread_count'))
    .where('id_profile', '=', profileId)
    .where('deleted_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id_notification', 'desc')
    .limit(NOTIFICATION_LIST_LIMIT)
    .execute();
  return { rows, unreadCount: Number(rows[0]?.unread_count ?? 0) };
}

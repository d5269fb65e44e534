import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { TrustBinding } from './trusted-browser';

/** The account's second factor when it is in force (a key still being set up is not). */
export async function enabledMfa(db: Kysely<DB>, userId: string): Promise<TrustBinding | null> {
  const row = await db
    .selectFrom('User_Mfa')
    .select(['enabled_at', 'trust_generation'])
    .where('id_user', '=', userId)
    .where('enabled_at', 'is not', null)
    .executeTakeFirst();
  return row?.enabled_at
    ? { userId, enabledAt: row.enabled_at, trustGeneration: row.trust_generation }
    : null;
}

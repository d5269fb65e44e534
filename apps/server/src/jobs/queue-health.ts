import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

/** When the longest-waiting job that is due and not started was due, or null when none waits. */
export async function oldestDueJob(db: Kysely<DB>, now: Date): Promise<Date | null> {
  const row = await db
    .selectFrom('Jobs')
    .select((eb) => eb.fn.min('run_at').as('due'))
    .where('state', '=', 'queued')
    .where('run_at', '<=', now)
    .executeTakeFirst();
  return row?.due ?? null;
}

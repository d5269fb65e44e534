import { sql, type Kysely, type RawBuilder } from 'kysely';
import { authorize } from '../auth/permissions';
import type { Viewer } from '../auth/viewer';
import type { DB } from '../db/schema';
import { oldestDueJob } from '../jobs/queue-health';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What each kind of job did over the last 24 hours (jobs enqueued since then, by state, and how
 * many needed more than one attempt), and whether a due job has waited past the alert.
 */
export async function summarizeJobs(db: Kysely<DB>, viewer: Viewer, now: Date, lagAlertMs: number) {
  authorize(viewer, 'jobs.manage');
  const since = new Date(now.getTime() - DAY_MS);
  const count = (condition: RawBuilder<unknown>) => sql<number>`count(*) FILTER (WHERE ${condition})::int`;
  const [kinds, due] = await Promise.all([
    db
      .selectFrom('Jobs')
      .select([
        'kind',
        count(sql`state = 'queued'`).as('queued'),
        count(sql`state = 'running'`).as('running'),
        count(sql`state = 'succeeded'`).as('succeeded'),
        count(sql`state = 'failed'`).as('failed'),
        count(sql`attempts > 1`).as('retried'),
      ])
      .where('created_at', '>=', since)
      .groupBy('kind')
      .orderBy('kind')
      .execute(),
    oldestDueJob(db, now),
  ]);
  return { since, kinds, lagging: due !== null && now.getTime() - due.getTime() > lagAlertMs };
}

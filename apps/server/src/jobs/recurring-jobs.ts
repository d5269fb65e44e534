import { Cron } from 'croner';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { enqueueJob, type NewJob } from './job-queue';

/** Work that recurs on a schedule: a cron expression read in the academy's time zone. */
export interface RecurringJob {
  /** Stable: it names the schedule's row and its ticks' keys. */
  name: string;
  /** Five fields (minute hour day month weekday), e.g. '0 3 * * *' for 03:00 every day. */
  cron: string;
  /** The job one tick enqueues; it gets the key `name@tick`. */
  job(tick: Date): Omit<NewJob, 'key'>;
}

/** How far back a process that has just started looks for a tick it missed. */
const LOOKBACK_MS = 24 * 60 * 60 * 1000;

/** What one process remembers of a schedule, to skip the database until its next tick is due. */
export interface TickMemory {
  lastSeen: number;
  nextAt: number;
}

interface TickOptions {
  now: Date;
  timeZone: string;
  /** This process's memory of each schedule, kept by the caller between calls. */
  memory: Map<string, TickMemory>;
}

/**
 * Enqueues the latest due tick of each schedule, once across all processes: the process whose
 * update moves the schedule's last tick forward enqueues it, in the same transaction; the others'
 * updates find the tick already taken and do nothing. A tick missed while no process ran (within a
 * day) fires late, once; older ones are not made up.
 */
export async function enqueueDueTicks(
  db: Kysely<DB>,
  schedules: readonly RecurringJob[],
  options: TickOptions,
) {
  const { now, timeZone, memory } = options;
  for (const schedule of schedules) {
    const known = memory.get(schedule.name);
    if (known && now.getTime() < known.nextAt) continue;
    const cron = new Cron(schedule.cron, { timezone: timeZone, paused: true });
    const { latest, next } = ticksAround(cron, now, new Date(known?.lastSeen ?? now.getTime() - LOOKBACK_MS));
    memory.set(schedule.name, {
      lastSeen: latest?.getTime() ?? known?.lastSeen ?? now.getTime(),
      nextAt: next?.getTime() ?? Number.POSITIVE_INFINITY,
    });
    if (!latest) continue;
    await db.transaction().execute(async (trx) => {
      const taken = await trx
        .insertInto('Job_Schedules')
        .values({ name: schedule.name, last_tick_at: latest })
        .onConflict((conflict) =>
          conflict
            .column('name')
            .doUpdateSet({ last_tick_at: latest })
            .where('Job_Schedules.last_tick_at', '<', latest),
        )
        .returning('name')
        .executeTakeFirst();
      if (taken)
        await enqueueJob(
          trx,
          { ...schedule.job(latest), key: `${schedule.name}@${latest.toISOString()}` },
          now,
        );
    });
  }
}

/** The last tick after `from` and at or before `now`, and the one after `now`. */
function ticksAround(cron: Cron, now: Date, from: Date) {
  let latest: Date | null = null;
  let next = cron.nextRun(from);
  while (next && next.getTime() <= now.getTime()) {
    latest = next;
    next = cron.nextRun(next);
  }
  return { latest, next };
}

/** Refuses a schedule whose expression croner cannot read, at start-up rather than at its first tick. */
export function checkSchedules(schedules: readonly RecurringJob[], timeZone: string) {
  for (const schedule of schedules) new Cron(schedule.cron, { timezone: timeZone, paused: true });
}

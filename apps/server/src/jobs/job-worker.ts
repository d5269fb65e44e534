import { scheduledTaskMessages } from '@aula/shared';
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Logger } from '../core/logger';
import type { DB, JobState, JobsTable } from '../db/schema';
import type { Clock } from '../time/clock';
import { JobCannotSucceed, JobDeferred, type AnyJobDefinition } from './job-queue';
import { enqueueDueTicks, type RecurringJob, type TickMemory } from './recurring-jobs';

export type JobRow = Selectable<JobsTable>;

/** The wait after a failed attempt: 30 s, then twice as long each time, at most an hour. */
export function backoffMs(attempt: number): number {
  return Math.min(30_000 * 2 ** (attempt - 1), 60 * 60_000);
}

/** An error as the admin reads it: its message, bounded. */
const MAX_ERROR_LENGTH = 2000;
function describeError(error: unknown): string {
  const text = error instanceof Error ? error.message || error.name : String(error);
  return text.slice(0, MAX_ERROR_LENGTH);
}

export const LEASE_LAPSED_ERROR = scheduledTaskMessages.errors.leaseLapsed;

export interface JobWorkerOptions {
  db: Kysely<DB>;
  clock: Clock;
  logger: Logger;
  definitions: readonly AnyJobDefinition[];
  recurring?: readonly RecurringJob[];
  /** The academy's time zone, in which recurring schedules are read. */
  timeZone: string;
  /** Jobs this process runs at once. */
  concurrency: number;
  /** How often an idle worker looks for due work. */
  pollMs: number;
  /** How long a claimed job is this worker's before another may take it back; renewed while it runs. */
  leaseMs: number;
  /** Names this worker in the jobs it holds (default: host, process id and a random part). */
  workerId?: string;
}

export interface JobWorker {
  readonly workerId: string;
  /** Polls until stopped. */
  start(): void;
  /** Looks for due work now rather than at the next poll (a job was just enqueued here). */
  nudge(): void;
  /**
   * Runs everything due now, with this worker's concurrency, and resolves when it is all done (and
   * with how many jobs it ran): what tests call instead of waiting for the poll.
   */
  drain(): Promise<number>;
  /**
   * Stops taking work, lets running jobs finish for up to `graceMs`, then aborts the rest and
   * puts them back in the queue without spending their attempt.
   */
  stop(graceMs?: number): Promise<void>;
}

/**
 * One process's share of the queue (docs/decisions/0028-job-queue.md). Any number of workers,
 * in any number of processes, may poll the same database: a job is claimed by one of them
 * (FOR UPDATE SKIP LOCKED), held under a lease it keeps renewing, and finished only by its holder.
 * Every time it reads comes from the injected clock, so tests move time instead of waiting.
 */
export function createJobWorker(options: JobWorkerOptions): JobWorker {
  const { db, clock, logger, concurrency, pollMs, leaseMs } = options;
  const workerId = options.workerId ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const definitions = new Map(options.definitions.map((definition) => [definition.kind, definition]));
  const kinds = [...definitions.keys()];
  const recurring = options.recurring ?? [];
  const tickMemory = new Map<string, TickMemory>();
  const running = new Map<string, { controller: AbortController; done: Promise<void> }>();
  let stopping = false;
  let loop: Promise<void> | null = null;
  let wake: (() => void) | null = null;

  const leaseEnd = () => new Date(clock.now().getTime() + leaseMs);

  /** Running jobs whose holder stopped renewing their lease go back to the queue, or fail if spent. */
  async function takeBackLapsed(now: Date) {
    const taken = await db
      .updateTable('Jobs')
      .set((eb) => ({
        state: eb
          .case()
          .when('attempts', '>=', eb.ref('max_attempts'))
          .then(sql<JobState>`'failed'`)
          .else(sql<JobState>`'queued'`)
          .end(),
        finished_at: eb
          .case()
          .when('attempts', '>=', eb.ref('max_attempts'))
          .then(sql<Date>`cast(${now} as timestamptz)`)
          .else(null)
          .end(),
        run_at: now,
        locked_until: null,
        last_error: LEASE_LAPSED_ERROR,
      }))
      .where('state', '=', 'running')
      .where('locked_until', '<', now)
      .returning(['id_job', 'kind', 'locked_by'])
      .execute();
    for (const job of taken) logger.warn({ job }, 'job lease lapsed: taken back');
  }

  async function claim(limit: number, now: Date): Promise<JobRow[]> {
    if (limit <= 0 || kinds.length === 0) return [];
    return db
      .updateTable('Jobs')
      .set((eb) => ({
        state: 'running',
        locked_by: workerId,
        locked_until: new Date(now.getTime() + leaseMs),
        attempts: eb('attempts', '+', 1),
        started_at: now,
      }))
      .where('id_job', 'in', (eb) =>
        eb
          .selectFrom('Jobs')
          .select('id_job')
          .where('state', '=', 'queued')
          .where('run_at', '<=', now)
          .where('kind', 'in', kinds)
          .orderBy('run_at')
          .orderBy('id_job')
          .limit(limit)
          .forUpdate()
          .skipLocked(),
      )
      .returningAll()
      .execute();
  }

  /** Writes the end of an attempt, if this worker still holds the job. */
  async function settle(job: JobRow, outcome: { ok: true } | { ok: false; error: unknown }) {
    const now = clock.now();
    const mine = db
      .updateTable('Jobs')
      .where('id_job', '=', job.id_job)
      .where('locked_by', '=', workerId)
      .where('state', '=', 'running');
    if (outcome.ok) {
      await mine.set({ state: 'succeeded', finished_at: now, locked_until: null }).execute();
      return;
    }
    const { error } = outcome;
    if (error instanceof JobDeferred) {
      await mine
        .set((eb) => ({
          state: 'queued',
          run_at: error.retryAt,
          attempts: eb('attempts', '-', 1),
          locked_by: null,
          locked_until: null,
        }))
        .execute();
      return;
    }
    const spent = error instanceof JobCannotSucceed || job.attempts >= job.max_attempts;
    logger.warn(
      { err: error, jobId: job.id_job, kind: job.kind, attempt: job.attempts, spent },
      'job failed',
    );
    await mine
      .set({
        state: spent ? 'failed' : 'queued',
        run_at: spent ? job.run_at : new Date(now.getTime() + backoffMs(job.attempts)),
        finished_at: spent ? now : null,
        last_error: describeError(error),
        locked_until: null,
      })
      .execute();
  }

  async function perform(job: JobRow, signal: AbortSignal) {
    const definition = definitions.get(job.kind);
    if (!definition) throw new JobCannotSucceed(scheduledTaskMessages.errors.unknownKind(job.kind));
    const payload = definition.payload.safeParse(job.payload);
    if (!payload.success)
      throw new JobCannotSucceed(scheduledTaskMessages.errors.invalidPayload(payload.error.message));
    await definition.run(payload.data as never, { jobId: job.id_job, attempt: job.attempts, signal });
  }

  function begin(job: JobRow) {
    const controller = new AbortController();
    // Renews the lease while the job runs, so a long job is not taken back from a live process.
    const renew = setInterval(
      () => {
        void db
          .updateTable('Jobs')
          .set({ locked_until: leaseEnd() })
          .where('id_job', '=', job.id_job)
          .where('locked_by', '=', workerId)
          .where('state', '=', 'running')
          .execute()
          .catch((error: unknown) => logger.warn({ err: error, jobId: job.id_job }, 'job lease not renewed'));
      },
      Math.max(leaseMs / 3, 50),
    );
    renew.unref();
    const done = perform(job, controller.signal)
      .then(
        () => settle(job, { ok: true }),
        (error: unknown) => settle(job, { ok: false, error }),
      )
      .catch((error: unknown) => logger.error({ err: error, jobId: job.id_job }, 'job outcome not recorded'))
      .finally(() => {
        clearInterval(renew);
        running.delete(job.id_job);
        nudge();
      });
    running.set(job.id_job, { controller, done });
  }

  /** One look at the queue: leases, schedules, then as many due jobs as there are free slots. */
  async function pass(): Promise<number> {
    const now = clock.now();
    await takeBackLapsed(now);
    await enqueueDueTicks(db, recurring, { now, timeZone: options.timeZone, memory: tickMemory });
    if (stopping) return 0;
    const jobs = await claim(concurrency - running.size, now);
    for (const job of jobs) begin(job);
    return jobs.length;
  }

  function nudge() {
    wake?.();
  }

  function sleep(ms: number) {
    return new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wake = null;
        resolve();
      }
      wake = done;
    });
  }

  async function poll() {
    while (!stopping) {
      try {
        await pass();
      } catch (error) {
        logger.warn({ err: error }, 'job queue not reachable');
      }
      if (!stopping) await sleep(pollMs);
    }
  }

  return {
    workerId,
    start() {
      loop ??= poll();
    },
    nudge,
    async drain() {
      let total = 0;
      for (;;) {
        const claimed = await pass();
        total += claimed;
        if (running.size > 0) await Promise.race([...running.values()].map((job) => job.done));
        else if (claimed === 0) return total;
      }
    },
    async stop(graceMs = 10_000) {
      stopping = true;
      nudge();
      await loop;
      const inFlight = [...running.values()].map((job) => job.done);
      const timedOut = await Promise.race([
        Promise.all(inFlight).then(() => false),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(true), graceMs).unref()),
      ]);
      if (!timedOut) return;
      const left = [...running.keys()];
      // Back to the queue, its attempt not spent: the process is going, not the job failing. Then
      // the jobs are told to stop; their ends, no longer this worker's to write, change nothing.
      await db
        .updateTable('Jobs')
        .set((eb) => ({
          state: 'queued',
          run_at: clock.now(),
          attempts: eb('attempts', '-', 1),
          locked_by: null,
          locked_until: null,
        }))
        .where('id_job', 'in', left)
        .where('locked_by', '=', workerId)
        .where('state', '=', 'running')
        .execute();
      for (const job of running.values()) job.controller.abort();
      logger.info({ released: left.length }, 'jobs released at shutdown');
    },
  };
}

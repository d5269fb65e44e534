import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { createLogger } from '../apps/server/src/core/logger';
import type { Database } from '../apps/server/src/db/database';
import { migrate } from '../apps/server/src/db/migrate';
import { openPgliteDatabase } from '../apps/server/src/db/pglite-database';
import { openPostgresDatabase } from '../apps/server/src/db/postgres-database';
import { createJobQueue, defineJob } from '../apps/server/src/jobs/job-queue';
import { createJobWorker, type JobWorker } from '../apps/server/src/jobs/job-worker';
import { systemClock } from '../apps/server/src/time/clock';
import type { Mode } from './academy';
import { createThrowawayDatabase } from './throwaway-postgres';

/** Jobs drained for the throughput figure; samples of the wait from enqueue to start at idle. */
export const THROUGHPUT_JOBS = 3000;
export const LATENCY_SAMPLES = 30;
/** The defaults a process runs with (JOBS_CONCURRENCY, JOBS_POLL_MS). */
const CONCURRENCY = 2;
const POLL_MS = 1000;

export const JOB_QUEUE_ABOUT = `The queue alone (\`apps/server/src/jobs/\`), no HTTP: a database opened as \`npm start\` opens it and migrated (PGlite in a temp \`DATA_DIR\`; a throwaway PostgreSQL database), jobs of a kind that does nothing, so the figures are the queue's own cost. **Throughput**: ${THROUGHPUT_JOBS.toLocaleString('en')} jobs inserted at once, then drained by workers with the defaults (${CONCURRENCY} at a time each, lease renewal on); one worker, and on PostgreSQL also two workers on two connection pools, as two processes. **Enqueue to start at idle**: ${LATENCY_SAMPLES} jobs one after the other, each waited for, then a random idle time of up to one and a half polls; a worker polling every ${POLL_MS / 1000} s (JOBS_POLL_MS) either in the enqueueing process, which wakes it, or in another process, which finds the job at its next poll.`;

export interface QueueThroughput {
  workers: number;
  jobsPerSecond: number;
}
export interface QueueLatency {
  where: 'same process' | 'another process';
  p50: number;
  p99: number;
}
export interface QueueResult {
  throughput: QueueThroughput[];
  latency: QueueLatency[];
}

const logger = createLogger('silent');
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** A migrated-to-be database as each mode opens it, twice for PostgreSQL (two processes' pools). */
export async function openBenchDatabases(mode: Mode, adminUrl: string) {
  if (mode === 'pglite') {
    const dir = await mkdtemp(join(tmpdir(), 'aula-bench-queue-'));
    const db = await openPgliteDatabase({ dataDir: join(dir, 'db') });
    return {
      first: db,
      second: db,
      async close() {
        await db.close();
        await rm(dir, { recursive: true, force: true });
      },
    };
  }
  const throwaway = await createThrowawayDatabase(adminUrl);
  const first = openPostgresDatabase(throwaway.url, 10);
  const second = openPostgresDatabase(throwaway.url, 10);
  return {
    first,
    second,
    async close() {
      await Promise.all([first.close(), second.close()]);
      await throwaway.drop();
    },
  };
}

function benchWorker(
  db: Database,
  definitions: Parameters<typeof createJobWorker>[0]['definitions'],
): JobWorker {
  return createJobWorker({
    db: db.kysely,
    clock: systemClock,
    logger,
    definitions,
    timeZone: 'America/Lima',
    concurrency: CONCURRENCY,
    pollMs: POLL_MS,
    leaseMs: 60_000,
  });
}

async function throughput(dbs: Database[]): Promise<QueueThroughput> {
  const noop = defineJob({ kind: 'bench.noop', payload: z.object({}), async run() {} });
  const now = new Date();
  await dbs[0]!.kysely.deleteFrom('Jobs').execute();
  for (let start = 0; start < THROUGHPUT_JOBS; start += 1000) {
    await dbs[0]!.kysely
      .insertInto('Jobs')
      .values(
        Array.from({ length: Math.min(1000, THROUGHPUT_JOBS - start) }, () => ({
          kind: 'bench.noop',
          payload: '{}',
          max_attempts: 5,
          run_at: now,
          created_at: now,
        })),
      )
      .execute();
  }
  const began = performance.now();
  const ran = await Promise.all(dbs.map((db) => benchWorker(db, [noop]).drain()));
  const seconds = (performance.now() - began) / 1000;
  const total = ran.reduce((sum, n) => sum + n, 0);
  if (total !== THROUGHPUT_JOBS) throw new Error(`drained ${total} of ${THROUGHPUT_JOBS} jobs`);
  return { workers: dbs.length, jobsPerSecond: total / seconds };
}

async function latency(db: Database, where: QueueLatency['where']): Promise<QueueLatency> {
  const started = new Map<number, number>();
  const timed = defineJob({
    kind: 'bench.timed',
    payload: z.object({ n: z.number() }),
    async run({ n }) {
      started.set(n, performance.now());
    },
  });
  const queue = createJobQueue(systemClock);
  const worker = benchWorker(db, [timed]);
  // In the same process the queue wakes the worker; from another process nothing does.
  if (where === 'same process') queue.onNudge(worker.nudge);
  worker.start();
  const waits: number[] = [];
  try {
    for (let n = 0; n < LATENCY_SAMPLES; n++) {
      const enqueued = performance.now();
      await queue.enqueue(db.kysely, { kind: 'bench.timed', payload: { n } });
      while (!started.has(n)) await new Promise((resolve) => setTimeout(resolve, 1));
      waits.push(started.get(n)! - enqueued);
      // Idle for a random part of one and a half polls, so enqueues fall anywhere in a poll's cycle.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 1.5 * POLL_MS));
    }
  } finally {
    await worker.stop(1000);
  }
  waits.sort((x, y) => x - y);
  return { where, p50: percentile(waits, 50), p99: percentile(waits, 99) };
}

export async function measureJobQueue(mode: Mode, adminUrl: string): Promise<QueueResult> {
  const { first, second, close } = await openBenchDatabases(mode, adminUrl);
  try {
    await migrate(first);
    const rates = [await throughput([first])];
    if (mode === 'postgres') rates.push(await throughput([first, second]));
    return {
      throughput: rates,
      latency: [await latency(first, 'same process'), await latency(first, 'another process')],
    };
  } finally {
    await close();
  }
}

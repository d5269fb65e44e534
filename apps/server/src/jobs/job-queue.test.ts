import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openTestDatabaseTwice } from '../../test/test-database';
import { createLogger } from '../core/logger';
import type { Database } from '../db/database';
import { manualClock } from '../time/clock';
import { defineJob, enqueueJob, JobCannotSucceed, type AnyJobDefinition } from './job-queue';
import { backoffMs, createJobWorker, LEASE_LAPSED_ERROR, type JobWorkerOptions } from './job-worker';

/**
 * The queue's guarantees (docs/decisions/0028-job-queue.md), on the engine of the running project.
 * On PostgreSQL the two workers of a test use two connection pools, as two processes would.
 */
let first: Database;
let second: Database;
let closeDatabases: () => Promise<void>;
const clock = manualClock(new Date('2026-11-27T15:00:00Z'));
const logger = createLogger('silent');
const LEASE_MS = 60_000;

beforeAll(async () => {
  ({ first, second, close: closeDatabases } = await openTestDatabaseTwice());
});
afterAll(() => closeDatabases());
beforeEach(async () => {
  await first.kysely.deleteFrom('Jobs').execute();
  await first.kysely.deleteFrom('Job_Schedules').execute();
});

/** A job kind that records every run of it, by payload. */
function recorder(kind: string, run: (n: number) => Promise<void> = async () => {}) {
  const runs: number[] = [];
  const definition = defineJob({
    kind,
    payload: z.object({ n: z.number() }),
    async run({ n }) {
      runs.push(n);
      await run(n);
    },
  });
  return { definition, runs };
}

function worker(db: Database, definitions: AnyJobDefinition[], options: Partial<JobWorkerOptions> = {}) {
  return createJobWorker({
    db: db.kysely,
    clock,
    logger,
    definitions,
    timeZone: 'America/Lima',
    concurrency: 4,
    pollMs: 20,
    leaseMs: LEASE_MS,
    ...options,
  });
}

const jobsOf = (kind: string) =>
  first.kysely.selectFrom('Jobs').selectAll().where('kind', '=', kind).orderBy('created_at').execute();

describe('enqueueing', () => {
  it('a job enqueued in a transaction that rolls back never runs', async () => {
    const { definition, runs } = recorder('test.rollback');
    await expect(
      first.kysely.transaction().execute(async (trx) => {
        await enqueueJob(trx, { kind: 'test.rollback', payload: { n: 1 } }, clock.now());
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await first.kysely.transaction().execute(async (trx) => {
      await enqueueJob(trx, { kind: 'test.rollback', payload: { n: 2 } }, clock.now());
    });

    expect(await worker(first, [definition]).drain()).toBe(1);
    expect(runs).toEqual([2]);
  });

  it('a second job with the same key is not added, even after the first has run', async () => {
    const { definition, runs } = recorder('test.keyed');
    const job = { kind: 'test.keyed', payload: { n: 1 }, key: 'person-1:req-1:2026-11-27' };
    expect(await enqueueJob(first.kysely, job, clock.now())).toBe(true);
    expect(await enqueueJob(second.kysely, job, clock.now())).toBe(false);
    await worker(first, [definition]).drain();
    expect(await enqueueJob(first.kysely, job, clock.now())).toBe(false);
    await worker(first, [definition]).drain();
    expect(runs).toEqual([1]);
  });

  it('a job due later waits for its time', async () => {
    const { definition, runs } = recorder('test.later');
    await enqueueJob(
      first.kysely,
      { kind: 'test.later', payload: { n: 1 }, runAt: new Date(clock.now().getTime() + 60_000) },
      clock.now(),
    );
    expect(await worker(first, [definition]).drain()).toBe(0);
    clock.advance(60_000);
    expect(await worker(first, [definition]).drain()).toBe(1);
    expect(runs).toEqual([1]);
  });
});

describe('running', () => {
  it('two workers polling together run each of 200 jobs exactly once', async () => {
    const { definition, runs } = recorder(
      'test.many',
      () => new Promise((resolve) => setTimeout(resolve, 1)),
    );
    await first.kysely
      .insertInto('Jobs')
      .values(
        Array.from({ length: 200 }, (_, n) => ({
          kind: 'test.many',
          payload: JSON.stringify({ n }),
          max_attempts: 5,
          run_at: clock.now(),
          created_at: clock.now(),
        })),
      )
      .execute();

    const [ranByFirst, ranBySecond] = await Promise.all([
      worker(first, [definition]).drain(),
      worker(second, [definition]).drain(),
    ]);

    expect(ranByFirst + ranBySecond).toBe(200);
    expect([...runs].sort((a, b) => a - b)).toEqual(Array.from({ length: 200 }, (_, n) => n));
    const jobs = await jobsOf('test.many');
    expect(jobs.every((job) => job.state === 'succeeded' && job.attempts === 1)).toBe(true);
    if (first.engine === 'postgres') {
      // Both took a share: the second process is not idle while the first does everything.
      expect(ranByFirst).toBeGreaterThan(0);
      expect(ranBySecond).toBeGreaterThan(0);
    }
  });

  it('a failing job is retried after a growing wait, then fails with its error for the admin to see', async () => {
    let failures = 0;
    const definition = defineJob({
      kind: 'test.failing',
      payload: z.object({}),
      maxAttempts: 3,
      async run() {
        failures += 1;
        throw new Error(`El servidor de correo no responde (${failures})`);
      },
    });
    await enqueueJob(first.kysely, { kind: 'test.failing', payload: {}, maxAttempts: 3 }, clock.now());
    const work = worker(first, [definition]);

    await work.drain();
    let [job] = await jobsOf('test.failing');
    expect(job).toMatchObject({
      state: 'queued',
      attempts: 1,
      last_error: 'El servidor de correo no responde (1)',
    });
    expect(job!.run_at.getTime() - clock.now().getTime()).toBe(backoffMs(1));

    clock.advance(backoffMs(1) - 1);
    expect(await work.drain()).toBe(0);
    clock.advance(1);
    expect(await work.drain()).toBe(1);
    [job] = await jobsOf('test.failing');
    expect(job).toMatchObject({ state: 'queued', attempts: 2 });
    expect(job!.run_at.getTime() - clock.now().getTime()).toBe(backoffMs(2));
    expect(backoffMs(2)).toBe(2 * backoffMs(1));

    clock.advance(backoffMs(2));
    await work.drain();
    [job] = await jobsOf('test.failing');
    expect(job).toMatchObject({
      state: 'failed',
      attempts: 3,
      last_error: 'El servidor de correo no responde (3)',
    });
    expect(job!.finished_at).toEqual(clock.now());

    clock.advance(24 * 60 * 60_000);
    expect(await work.drain()).toBe(0);
    expect(failures).toBe(3);
  });

  it('a job that cannot succeed, or whose payload does not fit, fails at once', async () => {
    const definition = defineJob({
      kind: 'test.hopeless',
      payload: z.object({ courseId: z.string() }),
      async run() {
        throw new JobCannotSucceed('El curso ya no existe.');
      },
    });
    await enqueueJob(first.kysely, { kind: 'test.hopeless', payload: { courseId: 'c-1' } }, clock.now());
    await enqueueJob(first.kysely, { kind: 'test.hopeless', payload: { courseId: 7 } }, clock.now());
    await worker(first, [definition]).drain();
    const jobs = await jobsOf('test.hopeless');
    expect(jobs.map((job) => [job.state, job.attempts])).toEqual([
      ['failed', 1],
      ['failed', 1],
    ]);
    expect(jobs.map((job) => job.last_error).sort()).toEqual([
      expect.stringMatching(/^Datos no válidos/),
      'El curso ya no existe.',
    ]);
  });

  it('a job whose process died mid-way is taken back once its lease has run out, and runs again', async () => {
    let release!: () => void;
    const hung = new Promise<void>((resolve) => (release = resolve));
    const dying = recorder('test.lease', () => hung);
    const survivor = recorder('test.lease');
    await enqueueJob(first.kysely, { kind: 'test.lease', payload: { n: 1 } }, clock.now());

    // The first worker claims the job and never finishes it, as a killed process would.
    const dyingWorker = worker(first, [dying.definition]);
    const unfinished = dyingWorker.drain();
    await expect.poll(() => dying.runs.length).toBe(1);
    const survivorWorker = worker(second, [survivor.definition]);

    clock.advance(LEASE_MS - 1);
    expect(await survivorWorker.drain()).toBe(0);
    clock.advance(2);
    expect(await survivorWorker.drain()).toBe(1);
    expect(survivor.runs).toEqual([1]);
    const [job] = await jobsOf('test.lease');
    expect(job).toMatchObject({ state: 'succeeded', attempts: 2, last_error: LEASE_LAPSED_ERROR });

    // Were the first process alive after all, its late end changes nothing: the job is not its own.
    release();
    await unfinished;
    expect((await jobsOf('test.lease'))[0]).toMatchObject({ state: 'succeeded', attempts: 2 });
  });

  it('a job that spends its last attempt on a lapsed lease fails', async () => {
    const hangs = recorder('test.last-lease', () => new Promise(() => {}));
    await enqueueJob(
      first.kysely,
      { kind: 'test.last-lease', payload: { n: 1 }, maxAttempts: 1 },
      clock.now(),
    );
    void worker(first, [hangs.definition]).drain();
    await expect.poll(() => hangs.runs.length).toBe(1);
    clock.advance(LEASE_MS + 1);
    await worker(second, [hangs.definition]).drain();
    expect((await jobsOf('test.last-lease'))[0]).toMatchObject({
      state: 'failed',
      last_error: LEASE_LAPSED_ERROR,
    });
  });

  it('stopping lets a running job finish within the grace period', async () => {
    let release!: () => void;
    const slow = recorder('test.graceful', () => new Promise<void>((resolve) => (release = resolve)));
    await enqueueJob(first.kysely, { kind: 'test.graceful', payload: { n: 1 } }, clock.now());
    const work = worker(first, [slow.definition]);
    work.start();
    await expect.poll(() => slow.runs.length).toBe(1);
    const stopped = work.stop(5_000);
    release();
    await stopped;
    expect((await jobsOf('test.graceful'))[0]).toMatchObject({ state: 'succeeded', attempts: 1 });
  });

  it('stopping puts a job that outlasts the grace period back in the queue, its attempt unspent', async () => {
    let aborted = false;
    const stuck = defineJob({
      kind: 'test.released',
      payload: z.object({ n: z.number() }),
      run: (_payload, { signal }) =>
        new Promise<void>((_resolve, reject) => {
          signal.addEventListener('abort', () => {
            aborted = true;
            reject(new Error('aborted'));
          });
        }),
    });
    await enqueueJob(first.kysely, { kind: 'test.released', payload: { n: 1 } }, clock.now());
    const work = worker(first, [stuck]);
    work.start();
    await expect.poll(async () => (await jobsOf('test.released'))[0]?.state).toBe('running');
    await work.stop(50);
    expect(aborted).toBe(true);
    expect((await jobsOf('test.released'))[0]).toMatchObject({
      state: 'queued',
      attempts: 0,
      locked_by: null,
    });

    const { definition, runs } = recorder('test.released');
    expect(await worker(second, [definition]).drain()).toBe(1);
    expect(runs).toEqual([1]);
  });

  it('a worker leaves alone the kinds it has no code for', async () => {
    await enqueueJob(first.kysely, { kind: 'test.unknown', payload: {} }, clock.now());
    const { definition } = recorder('test.other');
    expect(await worker(first, [definition]).drain()).toBe(0);
    expect((await jobsOf('test.unknown'))[0]).toMatchObject({ state: 'queued', attempts: 0 });
  });
});

describe('recurring schedules', () => {
  const schedule = {
    name: 'test.daily',
    cron: '0 3 * * *',
    job: (tick: Date) => ({ kind: 'test.tick', payload: { n: tick.getTime() } }),
  };

  it('fire once per tick, at the academy’s local time, however many processes poll', async () => {
    // 02:59 in Lima is 07:59 UTC.
    clock.set(new Date('2026-11-28T07:59:00Z'));
    await first.kysely
      .insertInto('Job_Schedules')
      .values({ name: 'test.daily', last_tick_at: new Date('2026-11-27T08:00:00Z') })
      .execute();
    const { definition, runs } = recorder('test.tick');
    const workers = [
      worker(first, [definition], { recurring: [schedule] }),
      worker(second, [definition], { recurring: [schedule] }),
      worker(second, [definition], { recurring: [schedule] }),
    ];

    await Promise.all(workers.map((w) => w.drain()));
    expect(runs).toEqual([]);

    clock.set(new Date('2026-11-28T08:00:00Z'));
    await Promise.all(workers.map((w) => w.drain()));
    await Promise.all(workers.map((w) => w.drain()));
    expect(runs).toEqual([Date.parse('2026-11-28T08:00:00Z')]);

    clock.set(new Date('2026-11-29T08:00:30Z'));
    await Promise.all(workers.map((w) => w.drain()));
    expect(runs).toEqual([Date.parse('2026-11-28T08:00:00Z'), Date.parse('2026-11-29T08:00:00Z')]);
  });

  it('a process started after a missed tick fires it once, late', async () => {
    clock.set(new Date('2026-11-28T15:00:00Z'));
    await first.kysely
      .insertInto('Job_Schedules')
      .values({ name: 'test.daily', last_tick_at: new Date('2026-11-27T08:00:00Z') })
      .execute();
    const { definition, runs } = recorder('test.tick');
    await worker(first, [definition], { recurring: [schedule] }).drain();
    await worker(second, [definition], { recurring: [schedule] }).drain();
    expect(runs).toEqual([Date.parse('2026-11-28T08:00:00Z')]);
  });
});

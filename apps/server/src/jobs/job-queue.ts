import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../db/schema';

/** The database a job is enqueued through: the app's, or better the transaction of the change that asks for it. */
export type JobExecutor = Kysely<DB> | Transaction<DB>;

/** How many attempts a job gets unless its definition says otherwise. */
export const DEFAULT_MAX_ATTEMPTS = 5;

export interface NewJob {
  kind: string;
  payload: unknown;
  /** One job per kind and key, ever: a second enqueue with the same key does nothing. */
  key?: string;
  /** Not before this time (default: now). */
  runAt?: Date;
  maxAttempts?: number;
}

/**
 * Puts a job in the queue, through `executor`: pass the transaction of the change that asks for
 * the job, so a rolled-back change leaves no job behind (docs/decisions/0028-job-queue.md).
 * Answers whether a job was added (false when its key was already used).
 */
export async function enqueueJob(executor: JobExecutor, job: NewJob, now: Date): Promise<boolean> {
  const inserted = await executor
    .insertInto('Jobs')
    .values({
      kind: job.kind,
      payload: JSON.stringify(job.payload ?? {}),
      idempotency_key: job.key ?? null,
      max_attempts: job.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
      run_at: job.runAt ?? now,
      created_at: now,
    })
    .onConflict((conflict) =>
      conflict.columns(['kind', 'idempotency_key']).where('idempotency_key', 'is not', null).doNothing(),
    )
    .returning('id_job')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** What a job's code receives besides its payload. */
export interface JobContext {
  jobId: string;
  /** 1 on the first attempt. */
  attempt: number;
  /** Aborted when the process shuts down before the job ends: stop and let it be retried. */
  signal: AbortSignal;
}

/**
 * One kind of job: its name, the shape of its payload (checked before it runs: a job whose payload
 * no longer fits fails at once, with the reason) and the code that does it. The code must be
 * idempotent: a job whose process died mid-way runs again.
 */
export interface JobDefinition<P = unknown> {
  kind: string;
  payload: z.ZodType<P>;
  maxAttempts?: number;
  run(payload: P, context: JobContext): Promise<void>;
}

/** A job kind of any payload, as the worker holds them all. */
export interface AnyJobDefinition {
  kind: string;
  payload: z.ZodType;
  maxAttempts?: number;
  run(payload: never, context: JobContext): Promise<void>;
}

/** Declares a job kind with its payload's type inferred from the schema. */
export function defineJob<P>(definition: JobDefinition<P>): JobDefinition<P> {
  return definition;
}

/**
 * A failure that is not the job's fault and should not spend an attempt (a sending limit reached):
 * the job goes back to the queue to run at `retryAt`.
 */
export class JobDeferred extends Error {
  constructor(readonly retryAt: Date) {
    super('deferred');
  }
}

/** A failure no retry can mend (the payload names a row that is gone): the job fails at once. */
export class JobCannotSucceed extends Error {}

/**
 * The queue as features use it (deps.jobs): enqueue on the app's clock, through the caller's
 * transaction. A job enqueued outside a transaction wakes this process's worker at once; after a
 * transaction, the caller may call `nudge()` once it has committed, or the job starts at the next
 * poll (JOBS_POLL_MS) on whichever process looks first.
 */
export interface JobQueue {
  enqueue(executor: JobExecutor, job: NewJob): Promise<boolean>;
  nudge(): void;
  /** Wakes `listener` (this process's worker) on every nudge; answers how to stop. */
  onNudge(listener: () => void): () => void;
}

export function createJobQueue(clock: { now(): Date }): JobQueue {
  const listeners = new Set<() => void>();
  const nudge = () => {
    for (const listener of listeners) listener();
  };
  return {
    async enqueue(executor, job) {
      const added = await enqueueJob(executor, job, clock.now());
      if (added && !executor.isTransaction) nudge();
      return added;
    },
    nudge,
    onNudge(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

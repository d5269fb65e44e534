import { z } from 'zod';
import { scheduledTaskMessages } from '../messages';
import { TABLE_PAGES, pageQuery } from '../paging';
import { TABLE_PAGE_SIZES } from '../constants';

const m = scheduledTaskMessages;

/** A job's life: queued (waiting, or waiting to be retried), running, then succeeded or failed. */
export const JOB_STATES = ['queued', 'running', 'succeeded', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];

/** The list counts at most this many jobs; past it the total is a lower bound. */
export const JOB_COUNT_LIMIT = 10_000;

/** 'Tareas programadas', under the admin's settings. */
export const SCHEDULED_TASKS_PATH = '/dashboard/settings/tasks';

export const jobListQuerySchema = z.object({
  state: z.enum(['all', ...JOB_STATES], { error: m.invalidState }).default('all'),
  kind: z
    .string()
    .regex(/^[a-z0-9.-]{1,80}$/, m.invalidKind)
    .optional(),
  ...pageQuery({ ...TABLE_PAGES, maxPage: JOB_COUNT_LIMIT / TABLE_PAGE_SIZES[0] }),
});
export type JobListQuery = z.infer<typeof jobListQuerySchema>;

/** A job as the admin reads it; its payload is not shown (it may name people). */
export const jobSchema = z.object({
  id: z.uuid(),
  kind: z.string(),
  state: z.enum(JOB_STATES),
  /** Attempts made so far (a queued job with attempts and an error is waiting to be retried). */
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  runAt: z.string(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  lastError: z.string().nullable(),
});
export type Job = z.infer<typeof jobSchema>;

export const jobListSchema = z.object({
  items: z.array(jobSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalIsLowerBound: z.boolean(),
});
export type JobList = z.infer<typeof jobListSchema>;

/** What happened to each kind of job over the last 24 hours, and whether the queue keeps up. */
export const jobSummarySchema = z.object({
  since: z.string(),
  kinds: z.array(
    z.object({
      kind: z.string(),
      queued: z.number().int(),
      running: z.number().int(),
      succeeded: z.number().int(),
      failed: z.number().int(),
      /** Jobs that needed more than one attempt. */
      retried: z.number().int(),
    }),
  ),
  /** A due job has waited longer than the alert threshold (the health check's 'lagging'). */
  lagging: z.boolean(),
});
export type JobSummary = z.infer<typeof jobSummarySchema>;

export const jobIdParamsSchema = z.object({ id: z.uuid({ error: m.notFound }) });

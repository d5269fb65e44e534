-- The job queue (docs/decisions/0028-job-queue.md): background work kept in the database, so a
-- job and the change that asked for it commit together, and any process may run it.
--
-- A job is 'queued' until a process claims it ('running', with a lease that the process keeps
-- renewing while it works); then 'succeeded', or back to 'queued' with a later run_at after a
-- failed attempt, or 'failed' once its attempts are spent. A lease that runs out (the process died)
-- puts the job back in the queue. Rows stay after they finish: they are the admin's record.
CREATE TABLE "Jobs" (
  id_job uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kind text NOT NULL,
  payload jsonb NOT NULL,
  -- Set where a duplicate would matter (one reminder per person, requirement and day): a second
  -- enqueue with the same kind and key does nothing.
  idempotency_key text,
  state text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'running', 'succeeded', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  max_attempts integer NOT NULL CHECK (max_attempts > 0),
  run_at timestamptz NOT NULL,
  -- The worker (host:pid:random) that holds the job, or last ran it.
  locked_by text,
  locked_until timestamptz,
  last_error text,
  created_at timestamptz NOT NULL,
  started_at timestamptz,
  finished_at timestamptz,
  CHECK ((state = 'running') = (locked_until IS NOT NULL))
);
CREATE UNIQUE INDEX jobs_idempotency ON "Jobs" (kind, idempotency_key) WHERE idempotency_key IS NOT NULL;
-- What a worker claims next, and the health check's oldest due job.
CREATE INDEX jobs_due ON "Jobs" (run_at) WHERE state = 'queued';
-- Leases to take back.
CREATE INDEX jobs_leases ON "Jobs" (locked_until) WHERE state = 'running';
-- The admin's list, newest first, by state.
CREATE INDEX jobs_recent ON "Jobs" (state, created_at DESC, id_job DESC);
CREATE INDEX jobs_created ON "Jobs" (created_at DESC, id_job DESC);

-- A recurring schedule's last tick: the one process whose update moves it forward enqueues that
-- tick's job, so a tick fires once however many processes look at the clock.
CREATE TABLE "Job_Schedules" (
  name text PRIMARY KEY,
  last_tick_at timestamptz NOT NULL
);

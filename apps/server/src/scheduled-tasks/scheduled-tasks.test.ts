import { jobListSchema, jobSchema, jobSummarySchema, scheduledTaskMessages as m } from '@aula/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  bodyOf,
  createUser,
  refusalOf,
  ROLE_CODES,
  sendJson,
  signIn,
  signedInPerson,
  type Person,
  type TestUser,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { defineJob } from '../jobs/job-queue';
import { createJobWorker } from '../jobs/job-worker';
import { manualClock } from '../time/clock';

/** 'Tareas programadas' through the API: what an admin sees of the queue, and 'Reintentar'. */
const clock = manualClock(new Date('2026-11-27T15:00:00Z'));
let app: TestApp;
let admin: TestUser;
let instructor: Person;
let mailServerDown = true;

const flaky = defineJob({
  kind: 'test.flaky-mail',
  payload: z.object({ to: z.string() }),
  maxAttempts: 2,
  async run() {
    if (mailServerDown) throw new Error('connect ECONNREFUSED 127.0.0.1:25');
  },
});
const quick = defineJob({ kind: 'test.quick', payload: z.object({}), async run() {} });

const worker = () =>
  createJobWorker({
    db: app.deps.db.kysely,
    clock,
    logger: app.deps.logger,
    definitions: [flaky, quick],
    timeZone: 'America/Lima',
    concurrency: 2,
    pollMs: 50,
    leaseMs: 60_000,
  });

beforeAll(async () => {
  app = await createTestApp({ clock });
  admin = await createUser(app.deps, ROLE_CODES.admin);
});
afterAll(() => app.close());
beforeEach(async () => {
  await app.deps.db.kysely.deleteFrom('Jobs').execute();
  mailServerDown = true;
});

/** The admin's token now: the tests move the clock by hours, past a token's life. */
const adminToken = async () => (await signIn(app, admin.email, admin.password)).accessToken;

const get = async <S extends z.ZodType>(path: string, schema: S) => {
  const response = await sendJson(app, 'GET', path, await adminToken());
  expect(response.status).toBe(200);
  return bodyOf(response, schema);
};

describe('the admin’s view of the queue', () => {
  it('shows a failed job with its error, and Reintentar puts it back to run', async () => {
    await app.deps.jobs.enqueue(app.deps.db.kysely, {
      kind: 'test.flaky-mail',
      payload: { to: 'ana@aula.test' },
      maxAttempts: 2,
    });
    await worker().drain();
    clock.advance(60 * 60_000);
    await worker().drain();

    const failed = await get('/api/jobs?state=failed', jobListSchema);
    expect(failed.total).toBe(1);
    const [job] = failed.items;
    expect(job).toMatchObject({
      kind: 'test.flaky-mail',
      state: 'failed',
      attempts: 2,
      maxAttempts: 2,
      lastError: 'connect ECONNREFUSED 127.0.0.1:25',
    });
    // The payload may name people: the list does not show it.
    expect(JSON.stringify(failed)).not.toContain('ana@aula.test');

    mailServerDown = false;
    const retried = await sendJson(app, 'POST', `/api/jobs/${job!.id}/retry`, await adminToken());
    expect(retried.status).toBe(200);
    expect(await bodyOf(retried, jobSchema)).toMatchObject({ state: 'queued', attempts: 0 });
    expect(await worker().drain()).toBe(1);

    const after = await get('/api/jobs', jobListSchema);
    expect(after.items).toEqual([
      expect.objectContaining({
        id: job!.id,
        state: 'succeeded',
        attempts: 1,
        finishedAt: clock.now().toISOString(),
      }),
    ]);
  });

  it('refuses to retry a job that has not failed, or one that does not exist', async () => {
    await app.deps.jobs.enqueue(app.deps.db.kysely, { kind: 'test.quick', payload: {} });
    const [queued] = (await get('/api/jobs', jobListSchema)).items;
    const again = await sendJson(app, 'POST', `/api/jobs/${queued!.id}/retry`, await adminToken());
    expect(again.status).toBe(409);
    expect((await refusalOf(again)).message).toBe(m.notFailed);

    const missing = await sendJson(app, 'POST', `/api/jobs/${crypto.randomUUID()}/retry`, await adminToken());
    expect(missing.status).toBe(404);
    expect((await refusalOf(missing)).message).toBe(m.notFound);
  });

  it('counts each kind’s jobs of the last 24 hours by state, and the retried ones', async () => {
    mailServerDown = false;
    for (let i = 0; i < 3; i++)
      await app.deps.jobs.enqueue(app.deps.db.kysely, { kind: 'test.quick', payload: {} });
    await worker().drain();
    mailServerDown = true;
    await app.deps.jobs.enqueue(app.deps.db.kysely, {
      kind: 'test.flaky-mail',
      payload: { to: 'x' },
      maxAttempts: 2,
    });
    await worker().drain();
    clock.advance(60 * 60_000);
    mailServerDown = false;
    await worker().drain();
    await app.deps.jobs.enqueue(app.deps.db.kysely, { kind: 'test.quick', payload: {} });

    const summary = await get('/api/jobs/summary', jobSummarySchema);
    expect(summary.kinds).toEqual([
      { kind: 'test.flaky-mail', queued: 0, running: 0, succeeded: 1, failed: 0, retried: 1 },
      { kind: 'test.quick', queued: 1, running: 0, succeeded: 3, failed: 0, retried: 0 },
    ]);
    expect(summary.lagging).toBe(false);

    // A day later those jobs are out of the window; a due job nobody ran makes the queue lag.
    clock.advance(24 * 60 * 60_000 + 1);
    const later = await get('/api/jobs/summary', jobSummarySchema);
    expect(later.kinds).toEqual([]);
    expect(later.lagging).toBe(true);
  });

  it('filters by state and kind, newest first, and refuses a state it does not know', async () => {
    await app.deps.jobs.enqueue(app.deps.db.kysely, { kind: 'test.quick', payload: {} });
    clock.advance(1000);
    await app.deps.jobs.enqueue(app.deps.db.kysely, { kind: 'test.flaky-mail', payload: { to: 'x' } });
    const all = await get('/api/jobs', jobListSchema);
    expect(all.items.map((job) => job.kind)).toEqual(['test.flaky-mail', 'test.quick']);
    const quickOnes = await get('/api/jobs?kind=test.quick&state=queued', jobListSchema);
    expect(quickOnes.items.map((job) => job.kind)).toEqual(['test.quick']);

    const wrong = await sendJson(app, 'GET', '/api/jobs?state=perdida', await adminToken());
    expect(wrong.status).toBe(400);
    expect((await refusalOf(wrong)).message).toBe(m.invalidState);
  });

  it('is for admins only', async () => {
    instructor = await signedInPerson(app, ROLE_CODES.instructor);
    for (const path of ['/api/jobs', '/api/jobs/summary']) {
      expect((await sendJson(app, 'GET', path, instructor.token)).status).toBe(403);
    }
  });
});

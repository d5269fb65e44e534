import {
  courseEditSchema,
  currentUserSchema,
  ROLE_CODES,
  sessionResponseSchema,
  UPLOADS_PATH,
  userListSchema,
} from '@aula/shared';
import { sql } from 'kysely';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCourseOk, media, referenceIds, simpleCourse } from '../course-save-fixtures';
import {
  bearer,
  bodyOf,
  createUser,
  refreshCookieOf,
  refusalOf,
  sendJson,
  signIn,
  TEST_PASSWORD,
} from '../factories';
import { startS3TestServer, type S3TestServer } from '../s3-test-server';
import { createUpload, sendChunk, uploadIdOf } from '../upload-factory';
import { sseReader } from '../sse-reader';
import type { AppWithDatabase } from '../test-app';
import { enqueueJob } from '../../src/jobs/job-queue';
import { startAppProcess, type AppProcess } from './app-process';
import { createEmptyDatabase, installationEnv, type EmptyDatabase } from './shared-services';

/**
 * Two identical server processes on two ports, sharing one PostgreSQL, one Redis and one S3
 * store, as behind a load balancer (README "Running at scale"): whichever process a request
 * reaches, the user sees one academy.
 */

const SIGN_IN_LIMIT_PER_EMAIL = 10;

let s3: S3TestServer;
let database: EmptyDatabase;
let env: Record<string, string>;
let a: AppProcess;
let b: AppProcess;
/** A process seen through the test fixtures, which insert rows through the test's own connection. */
const via = (process: AppProcess): AppWithDatabase => ({
  request: process.request,
  deps: { db: database.db },
});

beforeAll(async () => {
  [s3, database] = await Promise.all([startS3TestServer(), createEmptyDatabase()]);
  env = {
    ...installationEnv(database.url),
    ...s3.env,
    RATE_LIMIT_SIGN_IN_FAILURES_PER_ACCOUNT: String(SIGN_IN_LIMIT_PER_EMAIL),
    RATE_LIMIT_SIGN_IN_FAILURES_PER_IP: '10000',
    RATE_LIMIT_SIGN_UP_PER_IP: '10000',
  };
  // Started together: both migrate and seed the empty database at the same moment.
  [a, b] = await Promise.all([startAppProcess(env), startAppProcess(env)]);
}, 120_000);

afterAll(async () => {
  await Promise.all([a?.kill(), b?.kill()]);
  await database?.drop();
  await s3?.close();
});

describe('two processes serve one academy', () => {
  it('a session opened on one process works on the other, and ends on both', async () => {
    const user = await createUser(database, ROLE_CODES.student);
    const session = await signIn(a, user.email, user.password);

    const me = await sendJson(b, 'GET', '/api/auth/me', session.accessToken);
    expect(me.status).toBe(200);
    expect((await bodyOf(me, currentUserSchema)).email).toBe(user.email);

    // The refresh token rotates on B; the old one is then spent on A too.
    const renewed = await b.request('/api/auth/refresh', {
      method: 'POST',
      headers: { cookie: session.refreshCookie },
    });
    expect(renewed.status).toBe(200);
    const successor = refreshCookieOf(renewed)!;
    const { access_token: renewedToken } = await bodyOf(renewed, sessionResponseSchema);

    // Signing out on A ends the session B is serving.
    const signedOut = await a.request('/api/auth/sign-out', {
      method: 'POST',
      headers: { cookie: successor },
    });
    expect(signedOut.status).toBe(204);
    expect((await sendJson(b, 'GET', '/api/auth/me', renewedToken)).status).toBe(401);
    const refreshAfter = await b.request('/api/auth/refresh', {
      method: 'POST',
      headers: { cookie: successor },
    });
    expect(refreshAfter.status).toBe(401);
  });

  it('counts a rate limit across both: of 50 parallel sign-ins, only the limit reach the password check', async () => {
    const user = await createUser(database, ROLE_CODES.student);
    const attempts = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        sendJson(i % 2 ? a : b, 'POST', '/api/auth/sign-in', undefined, {
          email: user.email,
          password: 'no-es-la-clave',
        }),
      ),
    );
    const statuses = attempts.map((response) => response.status);
    // 401 is the answer of a checked password; 429 is refused before it is looked at.
    expect(statuses.filter((status) => status === 401)).toHaveLength(SIGN_IN_LIMIT_PER_EMAIL);
    expect(statuses.filter((status) => status === 429)).toHaveLength(50 - SIGN_IN_LIMIT_PER_EMAIL);
    // Still refused with the right password, on either process, until the window ends.
    for (const process of [a, b]) {
      const refused = await sendJson(process, 'POST', '/api/auth/sign-in', undefined, {
        email: user.email,
        password: TEST_PASSWORD,
      });
      expect(refused.status).toBe(429);
      expect((await refusalOf(refused)).message).toMatch(/intentos/i);
    }
  });

  it('delivers a notification created on one process to a stream open on the other', async () => {
    const [admin, student] = await Promise.all([
      createUser(database, ROLE_CODES.admin),
      createUser(database, ROLE_CODES.student),
    ]);
    const [adminToken, studentToken] = await Promise.all([
      signIn(a, admin.email, admin.password).then((s) => s.accessToken),
      signIn(b, student.email, student.password).then((s) => s.accessToken),
    ]);
    const response = await b.request('/api/notifications/stream', { headers: bearer(studentToken) });
    expect(response.status).toBe(200);
    const stream = sseReader(response.body!);
    expect(await stream.next()).toEqual({ comment: 'connected' });

    const title = `Aviso ${randomUUID().slice(0, 8)}`;
    const sent = await sendJson(a, 'POST', '/api/notifications', adminToken, {
      profileId: student.profileId,
      title,
      message: 'Revisa el nuevo protocolo de higiene de manos.',
    });
    expect(sent.status).toBe(201);

    const event = await stream.next();
    expect(event?.event).toBe('notification');
    expect(JSON.parse(event!.data!)).toMatchObject({ title });
    await stream.cancel();
  });

  it('takes the chunks of an upload on either process, and serves the file from the other', async () => {
    const instructor = await createUser(database, ROLE_CODES.instructor);
    const tokens = await Promise.all(
      [a, b].map(
        async (process) => (await signIn(process, instructor.email, instructor.password)).accessToken,
      ),
    );
    const [tokenA, tokenB] = tokens as [string, string];
    const video = await media.mp4();
    const chunk = Math.ceil(video.length / 4);

    // Created on A; its chunks then go to A and B in turn, as a round-robin balancer sends them.
    const id = uploadIdOf(await createUpload(a, tokenA, 'previewVideo', video.length));
    for (let offset = 0, turn = 0; offset < video.length; offset += chunk, turn++) {
      const [process, token] = turn % 2 ? [b, tokenB] : [a, tokenA];
      const sent = await sendChunk(process, token, id, offset, video.subarray(offset, offset + chunk));
      expect(sent.status).toBe(204);
    }

    // The course is saved through B, and A serves its video.
    const refs = await referenceIds(via(b));
    const course = await simpleCourse(b, tokenB, refs, { previewVideoUploadId: id });
    const courseId = await createCourseOk(b, tokenB, course);
    const view = await bodyOf(
      await sendJson(a, 'GET', `/api/courses/${courseId}/edit`, tokenA),
      courseEditSchema,
    );
    const served = await a.request(view.previewVideoUrl!);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(video)).toBe(true);
  });

  it('keeps an upload whole when both processes are sent the same chunk at once', async () => {
    const instructor = await createUser(database, ROLE_CODES.instructor);
    const token = (await signIn(a, instructor.email, instructor.password)).accessToken;
    const video = await media.mp4();
    const id = uploadIdOf(await createUpload(a, token, 'lessonVideo', video.length));
    const half = Math.floor(video.length / 2);

    const statuses = await Promise.all(
      [a, b].map(async (process) => (await sendChunk(process, token, id, 0, video.subarray(0, half))).status),
    );
    // One is taken; the other finds the bytes already there (409), never a second copy of them.
    expect(statuses.sort()).toEqual([204, 409]);
    const offset = await b.request(`${UPLOADS_PATH}/${id}`, {
      method: 'HEAD',
      headers: { 'tus-resumable': '1.0.0', ...bearer(token) },
    });
    expect(offset.headers.get('upload-offset')).toBe(String(half));
    expect((await sendChunk(b, token, id, half, video.subarray(half))).status).toBe(204);
  });
});

describe('one job queue for both processes', () => {
  const workerOf = (process: AppProcess) =>
    process.logs.find((line) => line.msg === 'job worker started')?.workerId as string;
  const jobsOfKind = (kind: string) =>
    database.db.kysely.selectFrom('Jobs').selectAll().where('kind', '=', kind).execute();

  it('the hourly schedule both processes started with fired its tick once', async () => {
    await expect.poll(async () => (await jobsOfKind('uploads.remove-expired')).length).toBeGreaterThan(0);
    const ticks = await jobsOfKind('uploads.remove-expired');
    const keys = ticks.map((job) => job.idempotency_key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.every((key) => key?.startsWith('uploads.remove-expired@'))).toBe(true);
    await expect
      .poll(async () =>
        (await jobsOfKind('uploads.remove-expired')).every((job) => job.state === 'succeeded'),
      )
      .toBe(true);
  });

  it('runs each of 60 jobs once, on either process', async () => {
    const workers = [workerOf(a), workerOf(b)];
    expect(workers.every(Boolean)).toBe(true);
    const batch = randomUUID().slice(0, 8);
    for (let n = 0; n < 60; n++) {
      await enqueueJob(
        database.db.kysely,
        { kind: 'uploads.remove-expired', payload: {}, key: `scale-out-${batch}-${n}` },
        new Date(),
      );
    }
    const batchJobs = () =>
      database.db.kysely
        .selectFrom('Jobs')
        .select(['state', 'attempts', 'locked_by'])
        .where('idempotency_key', 'like', `scale-out-${batch}-%`)
        .execute();
    await expect
      .poll(async () => (await batchJobs()).filter((job) => job.state === 'succeeded').length, {
        timeout: 20_000,
      })
      .toBe(60);
    const jobs = await batchJobs();
    expect(jobs.every((job) => job.attempts === 1)).toBe(true);
    expect(jobs.every((job) => workers.includes(job.locked_by!))).toBe(true);
  });

  it('runs a job enqueued through one process once, on either, and the email it queues once', async () => {
    const workers = [workerOf(a), workerOf(b)];
    const user = await createUser(database, ROLE_CODES.student);
    const asked = await sendJson(a, 'POST', '/api/auth/password-reset', undefined, { email: user.email });
    expect(asked.status).toBe(202);
    const mail = () =>
      database.db.kysely
        .selectFrom('Mail_Messages')
        .select(['id_mail', 'sent_at', 'transport'])
        .where('id_user', '=', user.userId)
        .execute();
    await expect
      .poll(async () => (await mail()).filter((row) => row.sent_at).length, { timeout: 20_000 })
      .toBe(1);
    const [sent] = await mail();
    expect(await mail()).toHaveLength(1);
    const jobsOfIt = () =>
      database.db.kysely
        .selectFrom('Jobs')
        .select(['kind', 'state', 'attempts', 'locked_by'])
        .where((eb) =>
          eb.or([
            eb(sql`payload ->> 'email'`, '=', user.email),
            eb('idempotency_key', '=', `mail:${sent!.id_mail}`),
          ]),
        )
        .orderBy('created_at')
        .execute();
    // The email's row is marked sent a moment before its job is.
    await expect
      .poll(async () => (await jobsOfIt()).map((job) => [job.kind, job.state, job.attempts]))
      .toEqual([
        ['auth.password-reset-request', 'succeeded', 1],
        ['mail.send', 'succeeded', 1],
      ]);
    const jobs = await jobsOfIt();
    expect(jobs.every((job) => workers.includes(job.locked_by!))).toBe(true);
  });
});

describe('a process that dies mid-load', () => {
  it('loses no acknowledged write: every account either process answered 201 for is in the database', async () => {
    const admin = await createUser(database, ROLE_CODES.admin);
    const tokens = new Map<AppProcess, string>();
    for (const process of [a, b])
      tokens.set(process, (await signIn(process, admin.email, admin.password)).accessToken);

    const acknowledged: string[] = [];
    const attempted: string[] = [];
    let cutOff = 0;
    let killed = false;
    const createAccount = async (process: AppProcess) => {
      const email = `carga-${randomUUID().slice(0, 8)}@aula.test`;
      attempted.push(email);
      try {
        const response = await sendJson(process, 'POST', '/api/users', tokens.get(process), {
          email,
          names: 'Lucía',
          lastNames: 'Carga Prueba',
          role: 'STUDENT',
        });
        if (response.status === 201) acknowledged.push(email);
        else expect.soft(response.status, await response.text()).toBe(201);
      } catch {
        // The connection to the killed process broke: nothing was acknowledged.
        cutOff += 1;
      }
    };
    // Four clients per process keep writes in flight until a second after A is killed; A's
    // clients then move to B, as a load balancer would send them.
    let running = true;
    const client = async (process: AppProcess) => {
      while (running) await createAccount(process === a && killed ? b : process);
    };
    const load = Promise.all([a, a, a, a, b, b, b, b].map(client));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await a.kill();
    killed = true;
    await new Promise((resolve) => setTimeout(resolve, 1000));
    running = false;
    await load;

    // Requests were in flight on A when it died, and writes went on through B afterwards.
    expect(cutOff).toBeGreaterThan(0);
    expect(acknowledged.length).toBeGreaterThan(20);
    const stored = await database.db.kysely
      .selectFrom('Users')
      .select('email')
      .where('email', 'in', attempted)
      .execute();
    const storedEmails = new Set(stored.map((row) => row.email));
    expect(acknowledged.filter((email) => !storedEmails.has(email))).toEqual([]);
    // The survivor goes on serving, and lists acknowledged accounts, each waiting on its invitation.
    for (const email of acknowledged.slice(-3)) {
      const found = await sendJson(b, 'GET', `/api/users?search=${encodeURIComponent(email)}`, tokens.get(b));
      const { items } = await bodyOf(found, userListSchema);
      expect(items.map((user) => [user.email, user.invitation !== null])).toEqual([[email, true]]);
    }
  });
});

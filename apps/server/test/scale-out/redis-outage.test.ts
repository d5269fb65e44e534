import { ROLE_CODES } from '@aula/shared';
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthSchema } from '../../src/health/routes';
import { bearer, bodyOf, createUser, sendJson, signIn } from '../factories';
import { sseReader } from '../sse-reader';
import type { TestApp } from '../test-app';
import { startInProcessApp } from './in-process-app';
import { createEmptyDatabase, installationEnv, type EmptyDatabase } from './shared-services';
import { startThrowawayRedis, type ThrowawayRedis } from './throwaway-services';

/**
 * README "Running at scale", when Redis is down: each process counts rate limits in its own
 * memory (limits stay in force, at most one limit per process), live notifications reach the
 * streams open on the process that created them, and nothing fails; once Redis is back the
 * processes share their counts again.
 */

const LIMIT = 5;

let redis: ThrowawayRedis;
let database: EmptyDatabase;
let a: TestApp;
let b: TestApp;
let prefix: string;

beforeAll(async () => {
  [redis, database] = await Promise.all([startThrowawayRedis(), createEmptyDatabase()]);
  const env: Record<string, string> = {
    ...installationEnv(database.url),
    REDIS_URL: redis.url,
    RATE_LIMIT_SIGN_IN_FAILURES_PER_ACCOUNT: String(LIMIT),
    RATE_LIMIT_SIGN_IN_FAILURES_PER_IP: '10000',
  };
  prefix = env.REDIS_KEY_PREFIX!;
  [a, b] = await Promise.all([startInProcessApp(env), startInProcessApp(env)]);
}, 120_000);

afterAll(async () => {
  await Promise.all([a?.close(), b?.close()]);
  await redis?.kill();
  await database?.drop();
});

/** Statuses of `count` wrong sign-ins for `email`, one after another, on `app`. */
async function wrongSignIns(app: TestApp, email: string, count: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    const response = await sendJson(app, 'POST', '/api/auth/sign-in', undefined, {
      email,
      password: 'no-es-la-clave',
    });
    statuses.push(response.status);
  }
  return statuses;
}

const tally = (statuses: number[]) => ({
  checked: statuses.filter((status) => status === 401).length,
  refused: statuses.filter((status) => status === 429).length,
});

describe('while Redis is down', () => {
  it('each process still enforces the limit on its own, and no request fails', async () => {
    await redis.kill();
    const email = `caida-${randomUUID().slice(0, 8)}@aula.test`;
    expect(tally(await wrongSignIns(a, email, LIMIT + 3))).toEqual({ checked: LIMIT, refused: 3 });
    expect(tally(await wrongSignIns(b, email, LIMIT + 3))).toEqual({ checked: LIMIT, refused: 3 });
    // The health check tells the operator, and still keeps the process in the load balancer.
    const health = await a.request('/api/health');
    expect(health.status).toBe(200);
    expect(await bodyOf(health, healthSchema)).toEqual({
      status: 'ok',
      db: 'ok',
      storage: 'ok',
      redis: 'down',
      jobs: 'ok',
    });
  });

  it('delivers a notification to the streams open on the process that created it', async () => {
    const [admin, student] = await Promise.all([
      createUser(database, ROLE_CODES.admin),
      createUser(database, ROLE_CODES.student),
    ]);
    const adminToken = (await signIn(a, admin.email, admin.password)).accessToken;
    const studentToken = (await signIn(a, student.email, student.password)).accessToken;
    const response = await a.request('/api/notifications/stream', { headers: bearer(studentToken) });
    const stream = sseReader(response.body!);
    expect(await stream.next()).toEqual({ comment: 'connected' });

    const sent = await sendJson(a, 'POST', '/api/notifications', adminToken, {
      profileId: student.profileId,
      title: 'Sin Redis',
      message: 'Llega igual a esta pestaña.',
    });
    expect(sent.status).toBe(201);
    const event = await stream.next();
    expect(JSON.parse(event!.data!)).toMatchObject({ title: 'Sin Redis' });
    await stream.cancel();
  });
});

describe('once Redis is back', () => {
  it('counts across both processes again', async () => {
    await redis.start();
    // Until a process has reconnected its attempts are counted in memory: wait until both
    // count in Redis again, seen as their attempts arriving in its counter for a probe address.
    const observer = new Redis(redis.url);
    try {
      for (const app of [a, b]) {
        const probe = `sonda-${randomUUID().slice(0, 8)}@aula.test`;
        for (let i = 0; i < 100 && !(await observer.exists(`${prefix}rate:sign-in:account:${probe}`)); i++) {
          await wrongSignIns(app, probe, 1);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        expect(await observer.exists(`${prefix}rate:sign-in:account:${probe}`)).toBe(1);
      }
    } finally {
      observer.disconnect();
    }

    const email = `vuelta-${randomUUID().slice(0, 8)}@aula.test`;
    const statuses = [...(await wrongSignIns(a, email, 4)), ...(await wrongSignIns(b, email, 4))];
    expect(tally(statuses)).toEqual({ checked: LIMIT, refused: 8 - LIMIT });
    expect((await bodyOf(await b.request('/api/health'), healthSchema)).redis).toBe('ok');
  });
});

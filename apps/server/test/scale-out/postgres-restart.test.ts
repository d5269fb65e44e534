import { messages, ROLE_CODES } from '@aula/shared';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createUser, refusalOf, sendJson, signIn } from '../factories';
import type { TestApp } from '../test-app';
import { startInProcessApp } from './in-process-app';
import { createThrowawayCluster, type ThrowawayCluster } from './throwaway-services';

/**
 * The app outlives a PostgreSQL restart: while the server is down every request that needs it
 * is answered 503 with the Spanish message, and once it is back the same process serves again,
 * with no restart of the app.
 */

let cluster: ThrowawayCluster;
let app: TestApp;

beforeAll(async () => {
  cluster = await createThrowawayCluster();
  const secret = () => randomBytes(32).toString('base64url');
  app = await startInProcessApp({
    DATABASE_URL: cluster.url,
    JWT_SECRET: secret(),
    FILE_URL_SECRET: secret(),
  });
}, 120_000);

afterAll(async () => {
  await app?.close();
  await cluster?.remove();
});

/** Asks until the answer is not 503, for at most `seconds`. */
async function untilServed(request: () => Promise<Response>, seconds = 30): Promise<Response> {
  for (let i = 0; i < seconds * 4; i++) {
    const response = await request();
    if (response.status !== 503) return response;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('still 503');
}

it('answers 503 while PostgreSQL is down and serves again once it is back, without a restart', async () => {
  const user = await createUser(app.deps, ROLE_CODES.student);
  const { accessToken } = await signIn(app, user.email, user.password);
  const me = () => sendJson(app, 'GET', '/api/auth/me', accessToken);
  expect((await me()).status).toBe(200);

  await cluster.stop();
  for (const response of [
    await me(),
    await sendJson(app, 'POST', '/api/auth/sign-in', undefined, {
      email: user.email,
      password: user.password,
    }),
    await sendJson(app, 'GET', '/api/courses', accessToken),
  ]) {
    expect(response.status).toBe(503);
    expect(await refusalOf(response)).toEqual({
      message: messages.common.serviceUnavailable,
      code: 'service_unavailable',
    });
  }

  await cluster.start();
  expect((await untilServed(me)).status).toBe(200);
  // Writes work again too: a new sign-in opens a session.
  await signIn(app, user.email, user.password);
});

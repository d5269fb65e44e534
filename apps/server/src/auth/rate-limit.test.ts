import { messages } from '@aula/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser, json } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let app: TestApp;
let user: TestUser;
beforeAll(async () => {
  app = await createTestApp({
    env: {
      RATE_LIMIT_SIGN_IN_PER_EMAIL: '3',
      RATE_LIMIT_SIGN_IN_PER_IP: '6',
      RATE_LIMIT_SIGN_UP_PER_IP: '2',
    },
  });
  user = await createUser(app.deps);
});
afterAll(() => app.close());

const signIn = (email: string, password = 'equivocada1') =>
  app.request('/api/auth/sign-in', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });

describe('rate limits', () => {
  it('stops sign-in attempts per email with a Spanish 429, even with the right password', async () => {
    for (let i = 0; i < 3; i++) expect((await signIn(user.email)).status).toBe(401);
    const blocked = await signIn(user.email, user.password);
    expect(blocked.status).toBe(429);
    expect(await json(blocked)).toEqual({ message: messages.common.rateLimited, code: 'rate_limited' });
  });

  it('stops sign-in attempts per address across emails', async () => {
    // 4 attempts were counted above from this address (the refused one too); 2 more reach the limit of 6.
    for (let i = 0; i < 2; i++) expect((await signIn(`otro${i}@aula.test`)).status).toBe(401);
    expect((await signIn('otro-mas@aula.test')).status).toBe(429);
  });

  it('stops sign-up attempts per address', async () => {
    const attempt = () => app.request('/api/auth/sign-up', { method: 'POST', body: new FormData() });
    expect((await attempt()).status).toBe(422);
    expect((await attempt()).status).toBe(422);
    expect((await attempt()).status).toBe(429);
  });
});

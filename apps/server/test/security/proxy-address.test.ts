import { messages } from '@aula/shared';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deploySample, startNginx, type Nginx } from '../../../../test-support/nginx';
import { createTestApp, listenOnLoopback, type LoopbackServer, type TestApp } from '../test-app';

/**
 * Issue 17, finding 4: with TRUST_PROXY=true the client address was the first X-Forwarded-For
 * entry, which nginx's `$proxy_add_x_forwarded_for` passes on as the client wrote it: 55 sign-ins
 * with varied first entries got 55 × 401 and no 429. Tested through the nginx configuration the
 * repo ships (deploy/nginx-local-disk.conf), with its addresses replaced.
 */
const FAILURES_PER_ADDRESS = 5;
let app: TestApp;
let upstream: LoopbackServer;
let nginx: Nginx;

beforeAll(async () => {
  app = await createTestApp({
    env: { TRUST_PROXY: 'true', RATE_LIMIT_SIGN_IN_FAILURES_PER_IP: String(FAILURES_PER_ADDRESS) },
  });
  upstream = await listenOnLoopback(app);
  const storage = join(app.deps.config.dataDir, 'storage');
  nginx = await startNginx({
    http: async (port) =>
      `default_type application/octet-stream;\n${await deploySample('nginx-local-disk.conf', [
        ['listen 80;', `listen 127.0.0.1:${port};`],
        ['server 127.0.0.1:3000;', `server ${upstream.host};`],
        ['/var/lib/aula/data/storage/', `${storage}/`],
      ])}`,
  });
});
afterAll(async () => {
  await nginx?.stop();
  await upstream?.close();
  await app?.close();
});

let attempt = 0;
/** A wrong password for an address nobody has, so only the limit per client address can stop it. */
function wrongSignIn(forwardedFor?: string) {
  attempt += 1;
  return fetch(`${nginx.base}/api/auth/sign-in`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
    },
    body: JSON.stringify({ email: `nadie${attempt}@hospital.test`, password: 'Equivocada#1' }),
  });
}

describe('the client address behind the shipped nginx', () => {
  it('is the one nginx saw, whatever the client writes in X-Forwarded-For', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < FAILURES_PER_ADDRESS + 3; i++) {
      const response = await wrongSignIn(`203.0.113.${i + 1}, 198.51.100.${i + 7}`);
      statuses.push(response.status);
      if (response.status === 429) {
        expect(await response.json()).toEqual({ message: messages.common.rateLimited, code: 'rate_limited' });
      } else await response.arrayBuffer();
    }
    expect(statuses.slice(0, FAILURES_PER_ADDRESS)).toEqual(Array(FAILURES_PER_ADDRESS).fill(401));
    expect(statuses.slice(FAILURES_PER_ADDRESS)).toEqual([429, 429, 429]);
    // Without the header the same client is the same address, limited as well.
    expect((await wrongSignIn()).status).toBe(429);
  });
});

import { serve } from '@hono/node-server';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../src/app';
import { resolveConfig } from '../src/config/config';
import { parseEnv } from '../src/config/env';
import type { AppDeps } from '../src/deps';
import { createLogger } from '../src/core/logger';
import { createLocalStorage } from '../src/storage/local-storage';
import type { Storage } from '../src/storage/storage';
import { assembleDeps } from '../src/bootstrap';
import { openTestDatabase } from './test-database';
import type { Clock } from '../src/time/clock';

export interface TestApp {
  deps: AppDeps;
  /** Sends a request to the app in process, exactly as the HTTP server would. */
  request(path: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

/** What most fixtures need of an app: to send it requests. A server process has that too. */
export type Requester = Pick<TestApp, 'request'>;

/** What fixtures that read or insert rows need: requests and the app's database. */
export interface AppWithDatabase extends Requester {
  deps: Pick<AppDeps, 'db'>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  storage?: (dataDir: string) => Storage | Promise<Storage>;
  /** The app's clock; tests of lifetimes and minimum durations pass a manual one and move it. */
  clock?: Clock;
}

/** The real app on a fresh database and an empty storage folder, one per test file. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'aula-test-'));
  const env = parseEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-jwt-secret-0123456789abcdefghijklmnop',
    FILE_URL_SECRET: 'test-file-secret-0123456789abcdefghijklmno',
    LOG_LEVEL: 'silent',
    // Tests sign in often; the rate-limit tests set their own low limits.
    RATE_LIMIT_SIGN_IN_FAILURES_PER_IP: '10000',
    RATE_LIMIT_SIGN_IN_FAILURES_PER_ACCOUNT: '10000',
    RATE_LIMIT_SIGN_UP_PER_IP: '10000',
    RATE_LIMIT_PASSWORD_RESET_PER_IP: '10000',
    ...options.env,
  });
  const config = resolveConfig(env);
  const db = await openTestDatabase();
  const storage = options.storage
    ? await options.storage(dataDir)
    : createLocalStorage(join(dataDir, 'storage'));
  // Memory, unless the test gives REDIS_URL: then the same Redis services as several processes.
  const deps = assembleDeps(config, createLogger(env.LOG_LEVEL), db, storage, options.clock);
  return serveInProcess(deps, dataDir);
}

/** The app over `deps`, answering in the test's own process; closing it also removes `dataDir`. */
export function serveInProcess(deps: AppDeps, dataDir: string): TestApp {
  const app = createApp(deps);
  return {
    deps,
    request: async (path, init) => app.request(path, init),
    async close() {
      await deps.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface LoopbackServer {
  port: number;
  /** `127.0.0.1:<port>`, as a proxy's upstream */
  host: string;
  close: () => Promise<void>;
}

/** The app over real HTTP on a free loopback port, for what needs a socket (a proxy, a dropped connection). */
export async function listenOnLoopback(app: Pick<TestApp, 'deps'>): Promise<LoopbackServer> {
  const server = serve({ fetch: createApp(app.deps).fetch, hostname: '127.0.0.1', port: 0 });
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    host: `127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

import {
  enrolAndRememberBrowser,
  type RememberedSecondFactor,
} from '../test-support/remembered-second-factor';
import { serve } from '@hono/node-server';
import { sql, type Kysely } from 'kysely';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../apps/server/src/app';
import { bootstrap } from '../apps/server/src/bootstrap';
import { resolveConfig } from '../apps/server/src/config/config';
import { parseEnv } from '../apps/server/src/config/env';
import type { DB } from '../apps/server/src/db/schema';
import type { AppDeps } from '../apps/server/src/deps';
import { createLogger } from '../apps/server/src/core/logger';
import { DEMO_PASSWORD } from '../apps/server/src/seed/demo-accounts';
import { seedDemoData } from '../apps/server/src/seed/seed-demo-data';
import { createThrowawayDatabase, POSTGRES_ADMIN_URL, type ThrowawayDatabase } from './throwaway-postgres';

/** The two ways to run (docs/architecture.md#two-ways-to-run): embedded PGlite, or a PostgreSQL server. */
export type Mode = 'pglite' | 'postgres';

/** A fresh academy served over HTTP on loopback, in this process, the way `npm start` serves it. */
export interface Academy {
  mode: Mode;
  /** The engine's PostgreSQL version and, for a server, the app's pool size. */
  engine: string;
  deps: AppDeps;
  db: Kysely<DB>;
  base: string;
  close(): Promise<void>;
}

export interface Listening {
  base: string;
  close(): void;
}

/** Serves `fetch` on a free loopback port. */
export async function listen(fetch: (request: Request) => Response | Promise<Response>): Promise<Listening> {
  const server = serve({
    fetch,
    hostname: '127.0.0.1',
    port: 0,
    // The load comes from this process, whose event loop a long PGlite query blocks: with the
    // default 5 s, the server may drop an idle socket just as the client reuses it (ECONNRESET).
    serverOptions: { keepAliveTimeout: 300_000 },
  });
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => server.close(),
  };
}

/**
 * Opens a fresh database as `npm start` opens it (PGlite in DATA_DIR/db; PostgreSQL through
 * DATABASE_URL, on a throwaway database): migrations, reference data and the demo academy, then
 * `grow`, then VACUUM ANALYZE; and serves the app on it.
 */
export async function openAcademy(mode: Mode, grow: (db: Kysely<DB>) => Promise<void>): Promise<Academy> {
  const dataDir = await mkdtemp(join(tmpdir(), 'aula-bench-'));
  let database: ThrowawayDatabase | undefined;
  let deps: AppDeps | undefined;
  let listening: Listening | undefined;
  const close = async () => {
    listening?.close();
    await deps?.db.close();
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    if (mode === 'postgres') database = await createThrowawayDatabase(POSTGRES_ADMIN_URL);
    const secret = () => randomBytes(32).toString('base64url');
    const env = parseEnv({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      RATE_LIMIT_SIGN_IN_FAILURES_PER_IP: '1000',
      ...(database && { DATABASE_URL: database.url, JWT_SECRET: secret(), FILE_URL_SECRET: secret() }),
    });
    deps = await bootstrap(resolveConfig(env), createLogger('silent'));
    const db = deps.db.kysely;
    // bootstrap seeds the demo academy in embedded mode only; the bench signs in as its accounts in both.
    await seedDemoData(db, deps.storage);
    await grow(db);
    // The state autovacuum reaches soon after a bulk load on PostgreSQL (statistics and visibility
    // map), reached here before measuring so that it does not start in the middle of a run.
    await sql`VACUUM ANALYZE`.execute(db);
    const { rows } = await sql<{ server_version: string }>`SHOW server_version`.execute(db);
    const engine =
      mode === 'pglite'
        ? `PGlite ${rows[0]!.server_version}, one connection`
        : `PostgreSQL ${rows[0]!.server_version.split(' ')[0]}, pool of ${env.DATABASE_POOL_SIZE}`;
    listening = await listen(createApp(deps).fetch);
    return { mode, engine, deps, db, base: listening.base, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** Remembered browsers of accounts that must use a second factor (the demo admin), by server. */
const remembered = new Map<string, Promise<RememberedSecondFactor>>();

/**
 * Signs in through the API and answers the access token. An admin sets up her second factor on
 * first use and signs in from a remembered browser from then on (docs/decisions/0022).
 */
export async function signIn(base: string, email: string, password = DEMO_PASSWORD): Promise<string> {
  const attempt = async (cookie?: string) => {
    const response = await fetch(`${base}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ email, password }),
    });
    if (response.status !== 200) throw new Error(`sign-in as ${email} answered ${response.status}`);
    return (await response.json()) as { access_token?: string; user?: { mfaRequired: boolean } };
  };
  const key = `${base} ${email}`;
  if (!remembered.has(key)) {
    const session = await attempt();
    if (!session.user?.mfaRequired) return session.access_token!;
    remembered.set(key, enrolAndRememberBrowser(base, { email, password }));
  }
  const { cookie } = await remembered.get(key)!;
  return (await attempt(`${cookie.name}=${cookie.value}`)).access_token!;
}

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { adminUrl, databaseUrl } from '../test/postgres-urls';
import { bootstrap } from './bootstrap';
import { resolveConfig } from './config/config';
import { parseEnv } from './config/env';
import { createLogger } from './core/logger';

/**
 * Start-up on the engine of the running project: embedded PGlite in DATA_DIR, or PostgreSQL
 * through DATABASE_URL. Migrations and reference data are applied once, whatever the restarts.
 */
const onPostgres = process.env.TEST_DB_ENGINE === 'postgres';
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function freshEnvironment() {
  const dataDir = await mkdtemp(join(tmpdir(), 'aula-boot-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const vars: Record<string, string> = { DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_DEMO: 'false' };
  if (onPostgres) {
    const name = `aula_boot_${crypto.randomUUID().slice(0, 8)}`;
    const admin = new pg.Client({ connectionString: adminUrl() });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    cleanups.push(async () => {
      const client = new pg.Client({ connectionString: adminUrl() });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    });
    Object.assign(vars, {
      DATABASE_URL: databaseUrl(name),
      JWT_SECRET: 'j'.repeat(40),
      FILE_URL_SECRET: 'f'.repeat(40),
    });
  }
  return resolveConfig(parseEnv(vars));
}

describe('bootstrap', () => {
  it('migrates and seeds an empty database, and a restart changes nothing', async () => {
    const config = await freshEnvironment();
    const counts = async () => {
      const deps = await bootstrap(config, createLogger('silent'));
      try {
        const db = deps.db.kysely;
        expect(deps.db.engine).toBe(onPostgres ? 'postgres' : 'pglite');
        const count = async (table: 'Roles' | 'Industries' | 'Specialties' | 'Coins') =>
          (await db.selectFrom(table).select(db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
        return {
          roles: await count('Roles'),
          industries: await count('Industries'),
          specialties: await count('Specialties'),
          coins: await count('Coins'),
        };
      } finally {
        await deps.close();
      }
    };
    const first = await counts();
    expect(first.roles).toBe(3);
    expect(first.industries).toBeGreaterThanOrEqual(7);
    expect(await counts()).toEqual(first);
  });

  it('keeps the embedded secrets across restarts so sessions survive', async () => {
    const config = await freshEnvironment();
    const again = resolveConfig(config.env);
    expect(again.jwtSecret).toBe(config.jwtSecret);
    expect(again.fileUrlSecret).toBe(config.fileUrlSecret);
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32);
  });
});

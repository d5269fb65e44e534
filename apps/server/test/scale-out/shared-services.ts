import { randomBytes, randomUUID } from 'node:crypto';
import type { Database } from '../../src/db/database';
import { openPostgresDatabase } from '../../src/db/postgres-database';
import { adminQuery, databaseUrl } from '../postgres-urls';

/** The Redis the scale-out tests share (CI runs one on loopback); each test file takes its own key prefix. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A fresh, empty PostgreSQL database: the processes under test migrate it themselves, as in production. */
export interface EmptyDatabase {
  url: string;
  /** The test's own connection, to check what the processes wrote. */
  db: Database;
  drop(): Promise<void>;
}

export async function createEmptyDatabase(): Promise<EmptyDatabase> {
  const name = `aula_scale_${randomUUID().slice(0, 8)}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const url = databaseUrl(name);
  const db = openPostgresDatabase(url, 2);
  return {
    url,
    db,
    async drop() {
      await db.close();
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** The settings every process of one installation shares: database, secrets and Redis. */
export function installationEnv(databaseUrl: string): Record<string, string> {
  const secret = () => randomBytes(32).toString('base64url');
  return {
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_SIZE: '4',
    JWT_SECRET: secret(),
    FILE_URL_SECRET: secret(),
    REDIS_URL: TEST_REDIS_URL,
    REDIS_KEY_PREFIX: `aula-test-${randomUUID().slice(0, 8)}:`,
  };
}

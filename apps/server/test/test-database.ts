import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { sql } from 'kysely';
import { inject } from 'vitest';
import type { Database } from '../src/db/database';
import { openPgliteDatabase } from '../src/db/pglite-database';
import { openPostgresDatabase } from '../src/db/postgres-database';
import { adminQuery, adminUrl, databaseUrl } from './postgres-urls';

/** A fresh database for one test file, on the engine of the running project. */
export async function openTestDatabase(): Promise<Database> {
  const template = inject('testDatabaseTemplate');
  if (process.env.TEST_DB_ENGINE === 'postgres') {
    const name = `${template}_${randomUUID().slice(0, 8)}`;
    const admin = new pg.Client({ connectionString: adminUrl() });
    await admin.connect();
    await createFromTemplate(admin, name, template);
    await admin.end();
    const db = openPostgresDatabase(databaseUrl(name), 5);
    return {
      ...db,
      async close() {
        await db.close();
        await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      },
    };
  }
  const snapshot = await readFile(template);
  return openPgliteDatabase({ loadDataDir: new Blob([snapshot]) });
}

/**
 * A fresh database and a second, independent way into it: on PostgreSQL another connection pool,
 * as a second process would have; embedded PGlite lives in one process, so there the same one.
 */
export async function openTestDatabaseTwice(): Promise<{
  first: Database;
  second: Database;
  close(): Promise<void>;
}> {
  const first = await openTestDatabase();
  if (first.engine !== 'postgres') return { first, second: first, close: () => first.close() };
  const name = (await sql<{ name: string }>`SELECT current_database() AS name`.execute(first.kysely)).rows[0]!
    .name;
  const second = openPostgresDatabase(databaseUrl(name), 5);
  return {
    first,
    second,
    async close() {
      await second.close();
      await first.close();
    },
  };
}

/** Parallel test files copy the same template; PostgreSQL refuses overlapping copies, so retry. */
async function createFromTemplate(admin: pg.Client, name: string, template: string) {
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '55006' || attempt > 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
    }
  }
}

import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
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

import { randomUUID } from 'node:crypto';
import { writeFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrate } from '../src/db/migrate';
import { openPgliteDatabase } from '../src/db/pglite-database';
import { openPostgresDatabase } from '../src/db/postgres-database';
import { seedReferenceData } from '../src/seed/seed-reference-data';
import { adminUrl, databaseUrl } from './postgres-urls';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a snapshot file of a migrated, reference-seeded database. PostgreSQL: the template database name. */
    testDatabaseTemplate: string;
  }
}

/**
 * Builds one migrated, reference-seeded database per run; every test file then gets its own
 * copy of it (fast on both engines: a PGlite snapshot, a PostgreSQL TEMPLATE).
 */
export default async function setup(project: TestProject) {
  // Project env reaches the test workers, not this process: read it from the project.
  if (project.config.env?.TEST_DB_ENGINE === 'postgres') {
    const template = `aula_tpl_${randomUUID().slice(0, 8)}`;
    const admin = new pg.Client({ connectionString: adminUrl() });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${template}`);
    const db = openPostgresDatabase(databaseUrl(template), 2);
    await migrate(db);
    await seedReferenceData(db.kysely);
    await db.close();
    project.provide('testDatabaseTemplate', template);
    return async () => {
      const leftovers = await admin.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE datname = $1 OR datname LIKE $2`,
        [template, `${template}_%`],
      );
      for (const { datname } of leftovers.rows)
        await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
      await admin.end();
    };
  }

  const db = await openPgliteDatabase();
  await migrate(db);
  await seedReferenceData(db.kysely);
  const snapshot = join(tmpdir(), `aula-test-${randomUUID()}.tar`);
  await writeFile(snapshot, Buffer.from(await (await db.dump()).arrayBuffer()));
  await db.close();
  project.provide('testDatabaseTemplate', snapshot);
  return () => rm(snapshot, { force: true });
}

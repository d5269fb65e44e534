import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Database } from './database';

/** The SQL migrations travel with the code: src/db/migrations in development, dist/migrations when built. */
const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

/** Any number of processes may start at once: an advisory lock lets one migrate while the others wait. */
const MIGRATION_LOCK_KEY = 727_274_001;

export async function migrate(database: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = readdirSync(dir)
    .filter((name) => /^\d{4}_[a-z0-9_]+\.sql$/.test(name))
    .sort();
  return database.script(async (run) => {
    await run(`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
    await run(
      'CREATE TABLE IF NOT EXISTS "_migrations" (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const applied = new Set((await run('SELECT name FROM "_migrations"')).map((row) => String(row.name)));
    const pending = files.filter((name) => !applied.has(name));
    for (const name of pending) {
      await run(readFileSync(`${dir}/${name}`, 'utf8'));
      await run(`INSERT INTO "_migrations" (name) VALUES ('${name}')`);
    }
    return pending;
  });
}

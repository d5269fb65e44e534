import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../config/config';
import type { Database } from './database';
import { openPgliteDatabase } from './pglite-database';
import { openPostgresDatabase } from './postgres-database';

/** PostgreSQL when DATABASE_URL is set, otherwise embedded PGlite in DATA_DIR/db. */
export async function openDatabase(config: Config): Promise<Database> {
  if (config.env.DATABASE_URL)
    return openPostgresDatabase(config.env.DATABASE_URL, config.env.DATABASE_POOL_SIZE);
  const dir = join(config.dataDir, 'db');
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  return openPgliteDatabase({ dataDir: dir });
}

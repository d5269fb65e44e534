import { resolveConfig, type Config } from '../config/config';
import { ConfigError, parseEnv } from '../config/env';
import type { Database } from '../db/database';
import { openDatabase } from '../db/open-database';

/** Runs a database command with the app's configuration, then closes the database and exits. */
export async function runCli(work: (db: Database, config: Config) => Promise<string>) {
  let db: Database | undefined;
  try {
    const config = resolveConfig(parseEnv(process.env));
    db = await openDatabase(config);
    process.stdout.write(`${await work(db, config)}\n`);
    await db.close();
    process.exit(0);
  } catch (error) {
    const message =
      error instanceof ConfigError
        ? error.message
        : error instanceof Error
          ? (error.stack ?? error.message)
          : String(error);
    process.stderr.write(`${message}\n`);
    await db?.close().catch(() => {});
    process.exit(1);
  }
}

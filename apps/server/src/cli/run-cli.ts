import { resolveConfig, type Config } from '../config/config';
import { ConfigError, parseEnv } from '../config/env';
import type { Database } from '../db/database';
import { openDatabase } from '../db/open-database';
import { OWNER_ONLY_UMASK, restrictToOwner } from '../config/owner-only';

/**
 * Runs a database command with the app's configuration, prints its one-line result, closes the
 * database and exits: 0 on success, 1 with `failure` and the reason on error. The stack trace is
 * printed only with LOG_LEVEL=debug or trace: an operator needs the reason, not our call chain.
 */
export async function runCli(failure: string, work: (db: Database, config: Config) => Promise<string>) {
  let db: Database | undefined;
  let verbose = false;
  process.umask(OWNER_ONLY_UMASK);
  try {
    const config = resolveConfig(parseEnv(process.env));
    verbose = config.env.LOG_LEVEL === 'debug' || config.env.LOG_LEVEL === 'trace';
    db = await openDatabase(config);
    process.stdout.write(`${await work(db, config)}\n`);
    await db.close();
    await restrictToOwner(config.dataDir);
    process.exit(0);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const message = error instanceof ConfigError ? reason : `${failure}: ${reason}`;
    const stack = verbose && error instanceof Error && error.stack ? `\n${error.stack}` : '';
    process.stderr.write(`${message}${stack}\n`);
    await db?.close().catch(() => {});
    process.exit(1);
  }
}

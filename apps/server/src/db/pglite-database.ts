import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect } from 'kysely';
import type { Database, ScriptRunner } from './database';
import { parseDate, parseNumber, TYPE_OIDS } from './database';
import type { DB } from './schema';

/**
 * PGlite is one connection. Kysely's PostgresDialect expects a pool, so this adapter hands
 * out that single connection to one borrower at a time: a transaction keeps it until commit.
 * Consequence: inside a transaction, always query through the transaction object.
 */
class SingleConnectionPool {
  private queue: Promise<void> = Promise.resolve();

  constructor(private readonly pg: PGlite) {}

  async connect() {
    let release!: () => void;
    const previous = this.queue;
    this.queue = new Promise<void>((resolve) => (release = resolve));
    await previous;
    const pg = this.pg;
    return {
      async query(sql: string, parameters: readonly unknown[]) {
        const result = await pg.query<Record<string, unknown>>(sql, parameters as unknown[]);
        const command = sql.trimStart().slice(0, 6).toUpperCase();
        return { command, rowCount: result.affectedRows ?? result.rows.length, rows: result.rows };
      },
      release,
    };
  }

  async end() {}
}

export interface PgliteDatabase extends Database {
  /** A snapshot of the whole database, to open copies quickly (test databases). */
  dump(): Promise<File | Blob>;
}

export async function openPgliteDatabase(options: PGliteOptions = {}): Promise<PgliteDatabase> {
  const pg = await PGlite.create({
    ...options,
    // The catalogue's search indexes (migration 0004) need it, as on PostgreSQL.
    extensions: { pg_trgm },
    parsers: {
      [TYPE_OIDS.int8]: parseNumber,
      [TYPE_OIDS.numeric]: parseNumber,
      [TYPE_OIDS.date]: parseDate,
    },
  });
  const pool = new SingleConnectionPool(pg);
  const kysely = new Kysely<DB>({
    // The adapter implements the part of pg's Pool that Kysely uses.
    dialect: new PostgresDialect({ pool: pool as never }),
  });

  return {
    engine: 'pglite',
    kysely,
    async script<T>(work: (run: ScriptRunner) => Promise<T>): Promise<T> {
      const connection = await pool.connect();
      try {
        await pg.exec('BEGIN');
        const run: ScriptRunner = async (sql) => {
          const results = await pg.exec(sql);
          return (results.at(-1)?.rows ?? []) as Record<string, unknown>[];
        };
        const value = await work(run);
        await pg.exec('COMMIT');
        return value;
      } catch (error) {
        await pg.exec('ROLLBACK');
        throw error;
      } finally {
        connection.release();
      }
    },
    dump: () => pg.dumpDataDir('none'),
    async close() {
      await kysely.destroy();
      await pg.close();
    },
  };
}

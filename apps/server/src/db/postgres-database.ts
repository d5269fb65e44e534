import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database, ScriptRunner } from './database';
import { parseDate, parseNumber, TYPE_OIDS } from './database';
import type { DB } from './schema';

const typeParsers: Record<number, (value: string) => unknown> = {
  [TYPE_OIDS.int8]: parseNumber,
  [TYPE_OIDS.numeric]: parseNumber,
  [TYPE_OIDS.date]: parseDate,
};

export function openPostgresDatabase(connectionString: string, poolSize = 10): Database {
  const pool = new pg.Pool({
    connectionString,
    max: poolSize,
    // A server that does not answer (down, or the network gone) fails the request with 503 after
    // five seconds instead of holding it for ever.
    connectionTimeoutMillis: 5000,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        typeParsers[oid] ?? pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // A dropped idle connection (server restart) must not crash the process; the pool reconnects.
  pool.on('error', () => {});
  const kysely = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });

  return {
    engine: 'postgres',
    kysely,
    async script<T>(work: (run: ScriptRunner) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const run: ScriptRunner = async (sql) => {
          const result = await client.query(sql);
          const last = Array.isArray(result) ? result.at(-1) : result;
          return (last?.rows ?? []) as Record<string, unknown>[];
        };
        const value = await work(run);
        await client.query('COMMIT');
        return value;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    async close() {
      await kysely.destroy();
    },
  };
}

import type { Kysely } from 'kysely';
import type { DB } from './schema';

/** A script runner bound to one connection inside one transaction (used by migrations). */
export type ScriptRunner = (sql: string) => Promise<Record<string, unknown>[]>;

/**
 * The database behind the app: embedded PGlite or a PostgreSQL server
 * (docs/architecture.md#8-swappable-database-and-storage). Everything but migrations goes through `kysely`.
 */
export interface Database {
  readonly engine: 'pglite' | 'postgres';
  readonly kysely: Kysely<DB>;
  /** Runs multi-statement SQL on one connection, in one transaction. */
  script<T>(work: (run: ScriptRunner) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** PostgreSQL type OIDs both engines parse the same way, so query results look alike. */
export const TYPE_OIDS = { int8: 20, numeric: 1700, date: 1082 } as const;
export const parseNumber = (value: string) => Number(value);
/** A calendar date stays the text 'YYYY-MM-DD': as a JS Date it would shift with the time zone. */
export const parseDate = (value: string) => value;

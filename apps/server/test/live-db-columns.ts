import { sql, type Kysely } from 'kysely';
import type { DB } from '../src/db/schema';

/** One column as the migrated database describes it in information_schema. */
export interface LiveColumn {
  /** The PostgreSQL type's short name (udt_name): uuid, int4, timestamptz, jsonb… */
  type: string;
  nullable: boolean;
  /** An insert may leave it out: it has a DEFAULT or is an identity. */
  hasDefault: boolean;
  /** GENERATED ALWAYS AS (…) STORED: the database computes it and refuses a written value. */
  generated: boolean;
}

/** Table name → column name → column, for the app's tables and views in the public schema. */
export type LiveTables = Map<string, Map<string, LiveColumn>>;

/** The migrator's own bookkeeping (db/migrate.ts), which the app never queries through Kysely. */
const BOOKKEEPING_TABLES = ['_migrations'];

interface ColumnRow {
  table_name: string;
  column_name: string;
  udt_name: string;
  is_nullable: string;
  column_default: string | null;
  is_identity: string;
  is_generated: string;
}

export async function readLiveTables(db: Kysely<DB>): Promise<LiveTables> {
  const { rows } = await sql<ColumnRow>`
    SELECT c.table_name, c.column_name, c.udt_name, c.is_nullable, c.column_default, c.is_identity,
      c.is_generated
    FROM information_schema.columns c
    JOIN information_schema.tables t USING (table_schema, table_name)
    WHERE c.table_schema = 'public' AND t.table_type IN ('BASE TABLE', 'VIEW')
    ORDER BY c.table_name, c.ordinal_position`.execute(db);
  const tables: LiveTables = new Map();
  for (const row of rows) {
    if (BOOKKEEPING_TABLES.includes(row.table_name)) continue;
    const columns = tables.get(row.table_name) ?? new Map<string, LiveColumn>();
    columns.set(row.column_name, {
      type: row.udt_name,
      nullable: row.is_nullable === 'YES',
      hasDefault: row.column_default !== null || row.is_identity === 'YES',
      generated: row.is_generated === 'ALWAYS',
    });
    tables.set(row.table_name, columns);
  }
  return tables;
}

import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * PostgreSQL mode gets a fresh database per run, created and dropped through `adminUrl` (a server
 * and a database the bench may connect to, like the tests' TEST_DATABASE_URL).
 */
export const POSTGRES_ADMIN_URL =
  process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface ThrowawayDatabase {
  url: string;
  drop(): Promise<void>;
}

/** The server's version, or why it cannot be reached: PostgreSQL mode is optional. */
export async function probePostgres(
  adminUrl: string,
): Promise<{ version: string } | { unreachable: string }> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    const { rows } = await client.query<{ server_version: string }>('SHOW server_version');
    return { version: rows[0]!.server_version };
  } catch (error) {
    return { unreachable: error instanceof Error ? error.message || error.name : String(error) };
  } finally {
    await client.end().catch(() => {});
  }
}

async function onAdmin(adminUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Databases created and not yet dropped, so that an interrupted run (Ctrl-C) leaves none behind. */
const pending = new Set<() => Promise<void>>();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void Promise.allSettled([...pending].map((drop) => drop())).finally(() => process.exit(130));
  });
}

export async function createThrowawayDatabase(adminUrl: string): Promise<ThrowawayDatabase> {
  const name = `aula_bench_${randomBytes(4).toString('hex')}`;
  await onAdmin(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    pending.delete(drop);
    await onAdmin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  };
  pending.add(drop);
  return { url: url.toString(), drop };
}

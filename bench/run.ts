/**
 * The benchmarks (issues 4 and 6): requests per second and latency percentiles of pages at a small
 * and a large size (bench/suites.ts), in both ways to run (DESIGN.md): embedded PGlite and
 * PostgreSQL. PostgreSQL mode works on a throwaway database of the server at BENCH_POSTGRES_URL
 * (default: local, user postgres); when that server cannot be reached the report says so and the
 * PGlite measurements still stand. Run with `npm run bench`; writes bench/REPORT.md (its Findings
 * are written by hand after a run).
 */
import { serve } from '@hono/node-server';
import { sql } from 'kysely';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig as resolvePrettierConfig } from 'prettier';
import { createApp } from '../apps/server/src/app';
import { bootstrap } from '../apps/server/src/bootstrap';
import { resolveConfig } from '../apps/server/src/config/config';
import { parseEnv } from '../apps/server/src/config/env';
import type { AppDeps } from '../apps/server/src/http/app-env';
import { createLogger } from '../apps/server/src/http/logger';
import { DEMO_PASSWORD } from '../apps/server/src/seed/demo-accounts';
import { seedDemoData } from '../apps/server/src/seed/seed-demo-data';
import { CONNECTIONS, DURATION_MS, measure, type Load } from './load';
import { SUITES, type Suite } from './suites';
import { createThrowawayDatabase, probePostgres, type ThrowawayDatabase } from './throwaway-postgres';

const POSTGRES_ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

type Mode = 'pglite' | 'postgres';

interface Result extends Load {
  page: string;
  size: number;
}

interface Run {
  /** The engine's PostgreSQL version and, for a server, the app's pool size. */
  engine: string;
  results: Result[];
}

/** A mode's runs, or why it was not measured. */
type Measured = Run | { missing: string };

const rate = (rps: number) => rps.toFixed(rps < 10 ? 1 : 0);

async function signIn(base: string, email: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`sign-in as ${email} answered ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** One fresh database grown to `size`, opened and served the way `npm start` does. */
async function runAt(suite: Suite, mode: Mode, size: number): Promise<Run> {
  const dataDir = await mkdtemp(join(tmpdir(), 'aula-bench-'));
  let database: ThrowawayDatabase | undefined;
  let deps: AppDeps | undefined;
  try {
    if (mode === 'postgres') database = await createThrowawayDatabase(POSTGRES_ADMIN_URL);
    const secret = () => randomBytes(32).toString('base64url');
    const env = parseEnv({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      RATE_LIMIT_SIGN_IN_PER_IP: '1000',
      ...(database && { DATABASE_URL: database.url, JWT_SECRET: secret(), FILE_URL_SECRET: secret() }),
    });
    deps = await bootstrap(resolveConfig(env), createLogger('silent'));
    // bootstrap seeds the demo academy in embedded mode only; the bench signs in as its accounts in both.
    await seedDemoData(deps.db.kysely, deps.storage);
    await suite.grow(deps.db.kysely, size);
    // The state autovacuum reaches soon after a bulk load on PostgreSQL (statistics and visibility
    // map), reached here before measuring so that it does not start in the middle of a run.
    await sql`VACUUM ANALYZE`.execute(deps.db.kysely);
    const { rows } = await sql<{ server_version: string }>`SHOW server_version`.execute(deps.db.kysely);
    const engine =
      mode === 'pglite'
        ? `PGlite ${rows[0]!.server_version}, one connection`
        : `PostgreSQL ${rows[0]!.server_version.split(' ')[0]}, pool of ${env.DATABASE_POOL_SIZE}`;

    const server = serve({
      fetch: createApp(deps).fetch,
      hostname: '127.0.0.1',
      port: 0,
      // The load comes from this process, whose event loop a long PGlite query blocks: with the
      // default 5 s, the server may drop an idle socket just as the client reuses it (ECONNRESET).
      serverOptions: { keepAliveTimeout: 300_000 },
    });
    try {
      await new Promise((resolve) => server.once('listening', resolve));
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const targets = [];
      for (const { page, email, path } of suite.pages)
        targets.push({ page, url: `${base}/api${path}`, token: await signIn(base, email) });
      // Every page warms up before any is measured: with one warm-up each just before its own
      // measurement, the first page measured came out slower than the same page measured last.
      for (const { url, token } of targets) await measure(url, token);
      const results: Result[] = [];
      for (const { page, url, token } of targets) {
        const result = { page, size, ...(await measure(url, token)) };
        console.log(
          `${mode} ${size} ${suite.unit}, ${page}: ${rate(result.rps)} req/s, p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms`,
        );
        results.push(result);
      }
      return { engine, results };
    } finally {
      server.close();
    }
  } finally {
    await deps?.db.close();
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function runMode(suite: Suite, mode: Mode): Promise<Run> {
  const runs: Run[] = [];
  for (const size of suite.sizes) runs.push(await runAt(suite, mode, size));
  return { engine: runs[0]!.engine, results: runs.flatMap((run) => run.results) };
}

const ms = (value: number) => value.toFixed(1);
const count = (value: number) => value.toLocaleString('en');

function table(suite: Suite, run: Measured) {
  if ('missing' in run) return run.missing;
  return [
    `| page | ${suite.unit} | requests | req/s | p50 ms | p99 ms |`,
    '|---|---:|---:|---:|---:|---:|',
    ...run.results.map(
      (r) =>
        `| ${r.page} | ${count(r.size)} | ${r.requests} | ${rate(r.rps)} | ${ms(r.p50)} | ${ms(r.p99)} |`,
    ),
  ].join('\n');
}

function growth(suite: Suite, run: Measured, page: string) {
  if ('missing' in run) return '—';
  const p50At = (size: number) => run.results.find((r) => r.page === page && r.size === size)!.p50;
  return `${(p50At(suite.sizes.at(-1)!) / p50At(suite.sizes[0]!)).toFixed(2)}×`;
}

const engine = (run: Measured) => ('missing' in run ? '' : ` (${run.engine})`);

const loadBefore = loadavg()[0]!;
const probe = await probePostgres(POSTGRES_ADMIN_URL);
const postgresHost = new URL(POSTGRES_ADMIN_URL).host;
let failed = false;
const sections: string[] = [];
for (const suite of SUITES) {
  const pglite = await runMode(suite, 'pglite');
  let postgres: Measured;
  if ('unreachable' in probe) {
    postgres = {
      missing: `Not measured: PostgreSQL at ${postgresHost} could not be reached (${probe.unreachable}).`,
    };
  } else {
    try {
      postgres = await runMode(suite, 'postgres');
    } catch (error) {
      failed = true;
      console.error(error);
      postgres = {
        missing: `Not measured: the run on PostgreSQL at ${postgresHost} failed (${String(error)}).`,
      };
    }
  }
  const [small, large] = [count(suite.sizes[0]!), count(suite.sizes.at(-1)!)];
  sections.push(`## ${suite.title}

${suite.about}

### Embedded mode${engine(pglite)}

${table(suite, pglite)}

### PostgreSQL mode${engine(postgres)}

${table(suite, postgres)}

### Growth: p50 at ${large} ÷ p50 at ${small} ${suite.unit} (goal ≤ 1.3×)

| page | PGlite | PostgreSQL |
|---|---:|---:|
${suite.pages.map(({ page }) => `| ${page} | ${growth(suite, pglite, page)} | ${growth(suite, postgres, page)} |`).join('\n')}
`);
}
const loadAfter = loadavg()[0]!;

const reportFile = fileURLToPath(new URL('./REPORT.md', import.meta.url));
const report = `# Benchmarks

Generated by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)} — ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}; 1-minute load average ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after. Shared machines are noisy: compare runs made together.

Every page is requested over real HTTP on loopback, ${CONNECTIONS} concurrent connections for ${DURATION_MS / 1000} s, once every page of its suite has had a warm-up as long. A request under way at the end is waited for, and req/s counts over the time the requests took. Each suite, mode and size gets a fresh database, opened as \`npm start\` opens it (PGlite in \`DATA_DIR/db\`; PostgreSQL through \`DATABASE_URL\`, on a throwaway database): migrations, reference data and the demo academy, then the suite's growth to the size, then \`VACUUM ANALYZE\`.

${sections.join('\n')}`;
await writeFile(
  reportFile,
  await format(report, { ...(await resolvePrettierConfig(reportFile)), filepath: reportFile }),
);
process.exit(failed ? 1 : 0);

/**
 * Catalogue benchmark (issue 4): requests per second and latency percentiles of a student's
 * first catalogue page, at 1,000 and 100,000 courses, on embedded PGlite.
 * Run with `npm run bench`; writes bench/REPORT.md.
 */
import { serve } from '@hono/node-server';
import { sql } from 'kysely';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { createApp } from '../apps/server/src/app';
import { createMemoryRateLimiter } from '../apps/server/src/auth/rate-limiter';
import { resolveConfig } from '../apps/server/src/config/config';
import { parseEnv } from '../apps/server/src/config/env';
import { migrate } from '../apps/server/src/db/migrate';
import { openPgliteDatabase } from '../apps/server/src/db/pglite-database';
import { createLogger } from '../apps/server/src/http/logger';
import { openNotificationBus } from '../apps/server/src/notifications/open-notification-bus';
import { seedDemoData } from '../apps/server/src/seed/seed-demo-data';
import { seedReferenceData } from '../apps/server/src/seed/seed-reference-data';
import { createLocalStorage } from '../apps/server/src/storage/local-storage';

const DURATION_MS = 10_000;
const CONNECTIONS = 10;
const SIZES = [1_000, 100_000];

interface Result {
  courses: number;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function measure(url: string, token: string): Promise<Omit<Result, 'courses'>> {
  const latencies: number[] = [];
  const end = Date.now() + DURATION_MS;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < end) {
        const started = performance.now();
        const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`catalogue answered ${response.status}`);
        latencies.push(performance.now() - started);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    rps: latencies.length / (DURATION_MS / 1000),
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}

async function runAt(courses: number): Promise<Result> {
  const dataDir = await mkdtemp(join(tmpdir(), 'aula-bench-'));
  const env = parseEnv({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', RATE_LIMIT_SIGN_IN_PER_IP: '1000' });
  const config = resolveConfig(env);
  const db = await openPgliteDatabase();
  try {
    await migrate(db);
    await seedReferenceData(db.kysely);
    const storage = createLocalStorage(join(dataDir, 'storage'));
    await seedDemoData(db.kysely, storage);
    const template = await db.kysely
      .selectFrom('Courses')
      .selectAll()
      .where('is_publish', '=', true)
      .executeTakeFirstOrThrow();
    const extra =
      courses -
      (
        await db.kysely
          .selectFrom('Courses')
          .select(db.kysely.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    await sql`
      INSERT INTO "Courses" (title, description, short_description, id_instructor, id_lenguage, id_coin, price,
        estimated_duration_hours, rating_average, is_publish, id_difficulty_level, id_specialty, id_industry, updated_at)
      SELECT 'Curso ' || n, ${template.description}, ${template.short_description}, ${template.id_instructor},
        ${template.id_lenguage}, ${template.id_coin}, 0, 4, 0, n % 5 <> 0, ${template.id_difficulty_level},
        ${template.id_specialty}, ${template.id_industry}, now() - n * interval '1 second'
      FROM generate_series(1, ${extra}) AS n`.execute(db.kysely);
    await sql`ANALYZE`.execute(db.kysely);

    const app = createApp({
      config,
      db,
      storage,
      logger: createLogger('silent'),
      rateLimiter: createMemoryRateLimiter(),
      notificationBus: openNotificationBus(),
    });
    const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 });
    await new Promise((resolve) => server.once('listening', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const signIn = await fetch(`${base}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'estudiante@aula.test', password: 'Aula2026!' }),
    });
    const { access_token } = (await signIn.json()) as { access_token: string };
    await measure(`${base}/api/courses?pageSize=20`, access_token); // warm-up
    const result = await measure(`${base}/api/courses?pageSize=20`, access_token);
    server.close();
    return { courses, ...result };
  } finally {
    await db.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const results: Result[] = [];
for (const size of SIZES) {
  const result = await runAt(size);
  console.log(
    `${size} courses: ${result.rps.toFixed(0)} req/s, p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms`,
  );
  results.push(result);
}

const rows = results.map(
  (r) =>
    `| ${r.courses.toLocaleString('en')} | ${r.requests} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} |`,
);
const ratio = results[1]!.p50 / results[0]!.p50;
await writeFile(
  new URL('./REPORT.md', import.meta.url),
  `# Benchmarks

Generated by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)} — ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}. Shared machines are noisy: compare runs made together.

## Catalogue: a student's first page (20 courses with instructor, specialty and counts)

Embedded mode (PGlite), real HTTP on loopback, ${CONNECTIONS} concurrent connections for ${DURATION_MS / 1000} s after a warm-up.

| courses | requests | req/s | p50 ms | p99 ms |
|---:|---:|---:|---:|---:|
${rows.join('\n')}

Growth: p50 at 100k is ${ratio.toFixed(2)}× p50 at 1k (goal ≤ 1.3×).
`,
);
process.exit(0);

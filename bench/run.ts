/**
 * The benchmarks (issues 4, 6 and 8), each measured side by side with its reference in one run,
 * and bench/REPORT.md written from them (its Findings are written by hand after a run).
 *
 * 1. The real server as its own process (`main.ts`, embedded mode, demo academy): framework
 *    overhead against bare node:http, Range requests against nginx, memory during an upload,
 *    and the front end (JavaScript of the landing page, Lighthouse in Debian's Chromium).
 * 2. Pages at a small and a large size (bench/suites.ts) in both ways to run
 *    (docs/architecture.md#two-ways-to-run): embedded PGlite and PostgreSQL, the app in this
 *    process; in the catalogue's small academy,
 *    also lesson completion and, on PostgreSQL, the catalogue against a cached body.
 * 3. The job queue alone (docs/decisions/0028-job-queue.md): jobs per second and the wait from
 *    enqueue to start at idle, on PGlite and PostgreSQL.
 * 4. 'Importar personal' (docs/product/staff-import.md): a 10,000-row file, upload, preview and
 *    import, then the same file again, on PGlite and PostgreSQL.
 *
 * PostgreSQL mode works on throwaway databases of the server at BENCH_POSTGRES_URL (default:
 * local, user postgres); when it cannot be reached the report says so and the rest still stands.
 * Must finish in under 15 minutes on two cores (issue 8): run with `npm run bench`.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import type { Academy, Mode } from './academy';
import { CATALOGUE_PATH, measureCachedCatalogue, type CachedComparison } from './cached-catalogue';
import { buildWebIfStale, scriptSizes, WEB_BUILD_COMMAND, type ScriptSize } from './front-end';
import { COMPLETION_ABOUT, measureLessonCompletion, type CompletionResult } from './lesson-completion';
import { CHROMIUM_FLAGS } from '../test-support/chromium';
import { CHROMIUM, runLighthouse, type LighthouseRun } from './lighthouse';
import { CONNECTIONS, DURATION_MS, WARM_UP_MS } from './load';
import { JOB_QUEUE_ABOUT, measureJobQueue, type QueueResult } from './job-queue';
import { measureStaffImport, STAFF_IMPORT_ABOUT, type StaffImportResult } from './staff-import';
import { measureRanges, measureUploadMemory, type RangeResult, type UploadMemory } from './media';
import { NGINX } from './nginx';
import { JSON_ROUTE, measureOverhead, type OverheadResult } from './overhead';
import { runSuite, type SuiteRun } from './page-suites';
import {
  cachedCatalogueSection,
  completionSection,
  frontEndSection,
  goalsTable,
  isMissing,
  jobQueueSection,
  staffImportSection,
  mediaSection,
  modeRatioSection,
  overheadSection,
  suiteSection,
  writeReport,
  type Measured,
  type Section,
} from './report';
import { SERVER_COMMAND, startServerProcess } from './server-process';
import { CATALOGUE, SUITES } from './suites';
import { POSTGRES_ADMIN_URL, probePostgres } from './throwaway-postgres';

const loadBefore = loadavg()[0]!;
let failed = false;

/** Runs one measurement; a failure is reported in its section and fails the run, the others go on. */
async function attempt<T>(what: string, work: () => Promise<T>): Promise<Measured<T>> {
  try {
    return await work();
  } catch (error) {
    failed = true;
    console.error(error);
    return {
      missing: `Not measured: ${what} failed (${error instanceof Error ? error.message : String(error)}).`,
    };
  }
}

const notMeasured = (missing: string) => ({ missing });

/** Where the run's time went, for the report: each part's seconds since the last mark. */
const spent: string[] = [];
let lastMark = performance.now();
const mark = (part: string) => {
  spent.push(`${part} ${Math.round((performance.now() - lastMark) / 1000)} s`);
  lastMark = performance.now();
};

// 1. The server process.
const webBuilt = await attempt('building the web app', async () => buildWebIfStale());
let overhead: Measured<OverheadResult>;
let ranges: Measured<RangeResult>;
let uploads: Measured<UploadMemory[]>;
let lighthouse: Measured<LighthouseRun>;
let landingScripts: Measured<ScriptSize[]>;
const tempDir = await mkdtemp(join(tmpdir(), 'aula-bench-server-'));
const server = await attempt('starting the server', () => startServerProcess(join(tempDir, 'data')));
if (isMissing(server)) {
  overhead = ranges = uploads = lighthouse = landingScripts = server;
} else {
  try {
    // First, while the server's memory is that of a fresh start.
    uploads = await attempt('the upload', () => measureUploadMemory(server, tempDir));
    overhead = await attempt('the framework overhead run', () => measureOverhead(server));
    ranges = await attempt('the Range requests', () => measureRanges(server));
    lighthouse = isMissing(webBuilt)
      ? webBuilt
      : await attempt('Lighthouse', () =>
          runLighthouse([
            { page: 'landing', url: `${server.base}/` },
            { page: 'login', url: `${server.base}/login` },
          ]),
        );
    const measuredLighthouse = lighthouse;
    landingScripts = isMissing(measuredLighthouse)
      ? measuredLighthouse
      : await attempt('sizing the landing page scripts', () => scriptSizes(measuredLighthouse.results[0]!));
  } finally {
    await server.stop();
  }
}
await rm(tempDir, { recursive: true, force: true });
mark('server process and front end (with start-up and any web build)');

// 2. Pages in both modes, with what else is measured in the catalogue's small academy.
const probe = await probePostgres(POSTGRES_ADMIN_URL);
const postgresHost = new URL(POSTGRES_ADMIN_URL).host;
const unreachable = 'unreachable' in probe ? probe.unreachable : undefined;
const completion: Record<Mode, Measured<CompletionResult[]>> = {
  pglite: notMeasured('Not measured: the catalogue suite did not reach it.'),
  postgres: notMeasured('Not measured: the catalogue suite did not reach it.'),
};
let cached: Measured<CachedComparison[]> = notMeasured('Not measured: the catalogue suite did not reach it.');
const alsoInCatalogue = async (academy: Academy, size: number) => {
  if (size !== CATALOGUE.sizes[0]) return;
  completion[academy.mode] = await attempt('lesson completion', () => measureLessonCompletion(academy));
  if (academy.mode === 'postgres')
    cached = await attempt('the cached catalogue', () => measureCachedCatalogue(academy));
};
const suiteSections: Section[] = [];
for (const suite of SUITES) {
  const also = suite === CATALOGUE ? alsoInCatalogue : undefined;
  const runs: Record<Mode, Measured<SuiteRun>> = {
    pglite: await attempt(`the ${suite.unit} suite on PGlite`, () => runSuite(suite, 'pglite', also)),
    postgres: unreachable
      ? notMeasured(`Not measured: PostgreSQL at ${postgresHost} could not be reached (${unreachable}).`)
      : await attempt(`the ${suite.unit} suite on PostgreSQL at ${postgresHost}`, () =>
          runSuite(suite, 'postgres', also),
        ),
  };
  suiteSections.push(suiteSection(suite, runs));
  if (suite === CATALOGUE) suiteSections.push(modeRatioSection(suite, runs, 'student'));
  const name = `${suite.title.split(':')[0]!.toLowerCase()} suite`;
  mark(suite === CATALOGUE ? `${name} (with lesson completion and the cached catalogue)` : name);
}
if (unreachable) {
  const missing = `Not measured: PostgreSQL at ${postgresHost} could not be reached (${unreachable}).`;
  completion.postgres = notMeasured(missing);
  cached = notMeasured(missing);
}

// 3. The job queue alone, in both modes.
const queue: Record<Mode, Measured<QueueResult>> = {
  pglite: await attempt('the job queue on PGlite', () => measureJobQueue('pglite', POSTGRES_ADMIN_URL)),
  postgres: unreachable
    ? notMeasured(`Not measured: PostgreSQL at ${postgresHost} could not be reached (${unreachable}).`)
    : await attempt('the job queue on PostgreSQL', () => measureJobQueue('postgres', POSTGRES_ADMIN_URL)),
};
mark('job queue');

// 4. A staff import of 10,000 rows, in both modes.
const staffImport: Record<Mode, Measured<StaffImportResult>> = {
  pglite: await attempt('the staff import on PGlite', () => measureStaffImport('pglite', POSTGRES_ADMIN_URL)),
  postgres: unreachable
    ? notMeasured(`Not measured: PostgreSQL at ${postgresHost} could not be reached (${unreachable}).`)
    : await attempt('the staff import on PostgreSQL', () =>
        measureStaffImport('postgres', POSTGRES_ADMIN_URL),
      ),
};
mark('staff import');

// 5. The report.
const sections: Section[] = [
  overheadSection(JSON_ROUTE, overhead),
  cachedCatalogueSection(CATALOGUE_PATH, cached),
  ...suiteSections,
  completionSection(COMPLETION_ABOUT, completion),
  jobQueueSection(JOB_QUEUE_ABOUT, queue),
  staffImportSection(STAFF_IMPORT_ABOUT, staffImport),
  mediaSection(ranges, uploads),
  frontEndSection(lighthouse, landingScripts),
];
const seconds = performance.now() / 1000;
const loadAfter = loadavg()[0]!;
const minutes = `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s`;
const built = isMissing(webBuilt)
  ? 'the build failed'
  : webBuilt
    ? 'built in this run, its sources being newer than the last build'
    : 'already up to date with its sources, not rebuilt';

await writeReport(`# Benchmarks

Generated by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)} — ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}; 1-minute load average ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after. **The whole run took ${minutes}** (goal: under 15 minutes on two cores): ${spent.join(', ')}. Shared machines are noisy: compare figures made in the same run, not across runs.

## How it was measured

- \`npm run bench\` runs \`tsx bench/run.ts\`, which does everything below and writes this file.
- **Load**: a closed loop from the bench process over HTTP/1.1 keep-alive on loopback (\`bench/load.ts\`, node:http): each connection sends its next request as soon as the last is answered; ${CONNECTIONS} connections unless said otherwise; a ${WARM_UP_MS / 1000} s warm-up of every page of a group before ${DURATION_MS / 1000} s measurements. A request under way at the end is waited for, and req/s counts over the time the requests took. The client shares the two cores with the server it loads, so where a server runs as its own process (the app's and its references in the overhead and media sections) the CPU it spent during the run (user and system time from /proc, its child processes included) is also divided by the requests it answered: a cost the client and the neighbours do not change.
- **Server process** (framework overhead, media, front end): \`${SERVER_COMMAND}\` with \`HOST=127.0.0.1\`, a free \`PORT\`, \`DATA_DIR\` a temp dir (embedded mode: PGlite, local-disk storage, the demo academy seeded at start), \`LOG_LEVEL=warn\`, \`NODE_ENV=production\`; it serves the built web app.
- **Pages** (catalogue, course detail, user list, lesson completion, cached catalogue): the app in the bench process, on a fresh database per suite, mode and size, opened as \`npm start\` opens it (PGlite in \`DATA_DIR/db\`; PostgreSQL through \`DATABASE_URL\`, on a throwaway database of \`${postgresHost}\`): migrations, reference data and the demo academy, then the suite's growth to the size (set-based SQL), then \`VACUUM ANALYZE\`. All pages of a size, connection counts and extra measurements reuse that database.
- **References**: bare node:http (\`node --import tsx bench/bare-json-server.ts\`); nginx (\`${NGINX} -p <temp dir> -c <temp dir>/nginx.conf -e <temp dir>/error.log\`, in the foreground, configuration below); the app itself with the catalogue handler answering a recorded body.
- **Web app**: \`${WEB_BUILD_COMMAND}\` when the build is older than its sources (this run: ${built}). **Lighthouse** 12.8.2 (npm) drives \`${CHROMIUM}\` started with \`${CHROMIUM_FLAGS.join(' ')} --remote-debugging-port=0\`; nothing downloads a browser.

## Goals

${goalsTable(sections.flatMap((section) => section.goals))}

${sections.map((section) => section.markdown).join('\n')}`);
console.log(`bench/REPORT.md written; the run took ${minutes}`);
process.exit(failed ? 1 : 0);

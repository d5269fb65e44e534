import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig as resolvePrettierConfig } from 'prettier';
import type { Mode } from './academy';
import type { CachedComparison } from './cached-catalogue';
import type { ScriptSize } from './front-end';
import type { CompletionResult } from './lesson-completion';
import type { LighthouseRun } from './lighthouse';
import type { Load } from './load';
import { MiB, UPLOAD_BYTES, type RangeResult, type UploadMemory } from './media';
import type { OverheadResult } from './overhead';
import type { QueueResult } from './job-queue';
import type { StaffImportResult } from './staff-import';
import { growthOf, type SuiteRun } from './page-suites';
import type { Suite } from './suites';

/** A figure, or why it was not measured (PostgreSQL unreachable, nginx missing, a failure). */
export type Measured<T> = T | { missing: string };

export const isMissing = <T>(measured: Measured<T>): measured is { missing: string } =>
  typeof measured === 'object' && measured !== null && 'missing' in measured;

/** One line of the goals table at the top of the report. */
export interface Goal {
  measurement: string;
  figure: string;
  goal: string;
  /** Undefined when it was not measured, or when the figure has no goal (`reported`). */
  met?: boolean;
  reported?: true;
}

export interface Section {
  markdown: string;
  goals: Goal[];
}

export const MODES: { mode: Mode; name: string }[] = [
  { mode: 'pglite', name: 'PGlite' },
  { mode: 'postgres', name: 'PostgreSQL' },
];

const ms = (value: number) => value.toFixed(1);
const rate = (rps: number) => rps.toFixed(rps < 10 ? 1 : 0);
const count = (value: number) => value.toLocaleString('en');
const times = (ratio: number) => `${ratio.toFixed(2)}×`;
const mb = (bytes: number) => (bytes / MiB).toFixed(1);
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const verdict = (met: boolean | undefined) =>
  met === undefined ? 'not measured' : met ? 'met' : '**missed**';

function table(header: string[], rows: (string | number)[][], rightAligned = header.map((_, i) => i > 0)) {
  return [
    `| ${header.join(' | ')} |`,
    `|${rightAligned.map((right) => (right ? '---:' : '---')).join('|')}|`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
}

const loadColumns = ['requests', 'req/s', 'p50 ms', 'p99 ms'];
const loadCells = (load: Load) => [load.requests, rate(load.rps), ms(load.p50), ms(load.p99)];
const notMeasured = (measurement: string, goal: string): Goal => ({
  measurement,
  figure: '—',
  goal,
  met: undefined,
});

export function overheadSection(route: string, measured: Measured<OverheadResult>): Section {
  const goal = '≥ 0.8× bare node:http';
  const title = `## Framework overhead: a JSON route against bare node:http (goal ${goal})`;
  if (isMissing(measured)) {
    return {
      markdown: `${title}\n\n${measured.missing}\n`,
      goals: [notMeasured('Framework overhead', goal)],
    };
  }
  const ratio = measured.app.rps / measured.bare.rps;
  return {
    markdown: `${title}

\`GET ${route}\` (a country from the reference data, ${measured.bodyBytes} bytes of JSON, no database) from the server process, against \`bench/bare-json-server.ts\`: bare \`node:http\` in a process of its own answering every request with the same body and content type. Both at 10 connections; what the app adds is Hono's routing, request id, security headers and request log middleware, and zod-openapi's parameter validation.

${table(
  ['server', ...loadColumns, 'server CPU µs per request'],
  [
    ['app', ...loadCells(measured.app), measured.app.cpuPerRequestUs.toFixed(0)],
    ['bare node:http', ...loadCells(measured.bare), measured.bare.cpuPerRequestUs.toFixed(0)],
  ],
)}

App ÷ bare: **${times(ratio)}** of the requests per second — goal ${verdict(ratio >= 0.8)}. Counted in the servers' own CPU time per request, which the client and the neighbours on the machine do not change, the app could answer ${times(measured.bare.cpuPerRequestUs / measured.app.cpuPerRequestUs)} of what bare node:http answers on the same core.
`,
    goals: [
      {
        measurement: 'Framework overhead',
        figure: `${times(ratio)} req/s (${times(measured.bare.cpuPerRequestUs / measured.app.cpuPerRequestUs)} in CPU per request)`,
        goal,
        met: ratio >= 0.8,
      },
    ],
  };
}

export function cachedCatalogueSection(path: string, measured: Measured<CachedComparison[]>): Section {
  const goal = '≥ 0.5× the cached body';
  const title = `## Catalogue page from PostgreSQL against the same route serving a cached body (goal ${goal})`;
  if (isMissing(measured)) {
    return {
      markdown: `${title}\n\n${measured.missing}\n`,
      goals: [notMeasured('Catalogue from PostgreSQL ÷ cached body', goal)],
    };
  }
  const ratio = (c: CachedComparison) => c.route.rps / c.cached.rps;
  return {
    markdown: `${title}

\`GET ${path}\` as \`estudiante@aula.test\` in the catalogue suite's PostgreSQL academy at 1,000 courses, against the same app whose catalogue handler (its queries and presenter) answers the body it recorded instead: the session check, validation and middleware still run (\`bench/cached-catalogue.ts\`).

${table(
  [
    'connections',
    'route req/s',
    'route p50 ms',
    'route p99 ms',
    'cached req/s',
    'cached p50 ms',
    'cached p99 ms',
    'route ÷ cached',
  ],
  measured.map((c) => [
    c.connections,
    rate(c.route.rps),
    ms(c.route.p50),
    ms(c.route.p99),
    rate(c.cached.rps),
    ms(c.cached.p50),
    ms(c.cached.p99),
    `${times(ratio(c))} (${verdict(ratio(c) >= 0.5)})`,
  ]),
)}
`,
    goals: measured.map((c) => ({
      measurement: `Catalogue from PostgreSQL ÷ cached body, ${c.connections} connections`,
      figure: `${times(ratio(c))} req/s (p99 ${ms(c.route.p99)} ms against ${ms(c.cached.p99)} ms)`,
      goal,
      met: ratio(c) >= 0.5,
    })),
  };
}

const engine = (run: Measured<SuiteRun>) => (isMissing(run) ? '' : ` (${run.engine})`);

function suiteTable(suite: Suite, run: Measured<SuiteRun>) {
  if (isMissing(run)) return run.missing;
  return table(
    ['page', suite.unit, ...loadColumns],
    run.results.map((r) => [r.page, count(r.size), ...loadCells(r)]),
    [false, true, true, true, true, true],
  );
}

/** A suite's tables in both modes and its growth against the ≤ 1.3× goal. */
export function suiteSection(suite: Suite, runs: Record<Mode, Measured<SuiteRun>>): Section {
  const [small, large] = [count(suite.sizes[0]!), count(suite.sizes.at(-1)!)];
  const goal = '≤ 1.3×';
  const growth = (mode: Mode, page: string) => {
    const run = runs[mode];
    return isMissing(run) ? undefined : growthOf(suite, run, page);
  };
  const cell = (value: number | undefined) => (value === undefined ? '—' : times(value));
  // A count read once per visit grows with what it counts, by design: shown, not held to the goal.
  const goals = suite.pages
    .filter(({ perVisit }) => !perVisit)
    .map(({ page }): Goal => {
      const values = MODES.map(({ mode }) => growth(mode, page));
      const measuredValues = values.filter((value) => value !== undefined);
      return {
        measurement: `Growth ${large} ÷ ${small} ${suite.unit}: ${suite.title.split(':')[0]!.toLowerCase()}, ${page}`,
        figure: MODES.map(({ name }, i) => `${name} ${cell(values[i])}`).join(', '),
        goal: `p50 ${goal}`,
        met: measuredValues.length ? measuredValues.every((value) => value <= 1.3) : undefined,
      };
    });
  return {
    markdown: `## ${suite.title}

${suite.about}

### Embedded mode${engine(runs.pglite)}

${suiteTable(suite, runs.pglite)}

### PostgreSQL mode${engine(runs.postgres)}

${suiteTable(suite, runs.postgres)}

### Growth: p50 at ${large} ÷ p50 at ${small} ${suite.unit} (goal ${goal})

${table(
  ['page', 'PGlite', 'PostgreSQL'],
  suite.pages.map(({ page, perVisit }) => [
    perVisit ? `${page} (once per visit, no goal)` : page,
    ...MODES.map(({ mode }) => `${cell(growth(mode, page))}`),
  ]),
)}
`,
    goals,
  };
}

/** PGlite's requests per second ÷ PostgreSQL's, page by page (goal ≥ 0.4× for the catalogue page). */
export function modeRatioSection(
  suite: Suite,
  runs: Record<Mode, Measured<SuiteRun>>,
  goalPage: string,
): Section {
  const goal = '≥ 0.4× PostgreSQL';
  const title = `### Embedded mode against PostgreSQL mode: PGlite req/s ÷ PostgreSQL req/s (goal ${goal})`;
  const { pglite, postgres } = runs;
  if (isMissing(pglite) || isMissing(postgres)) {
    const why = isMissing(postgres) ? postgres.missing : isMissing(pglite) ? pglite.missing : '';
    return {
      markdown: `${title}\n\n${why}\n`,
      goals: suite.sizes.map((size) =>
        notMeasured(`PGlite ÷ PostgreSQL, ${goalPage} at ${count(size)}`, goal),
      ),
    };
  }
  const ratio = (page: string, size: number) => {
    const find = (run: SuiteRun) => run.results.find((r) => r.page === page && r.size === size)!;
    return find(pglite).rps / find(postgres).rps;
  };
  return {
    markdown: `${title}

${table(
  ['page', ...suite.sizes.map((size) => `${count(size)} ${suite.unit}`)],
  suite.pages.map(({ page }) => [page, ...suite.sizes.map((size) => times(ratio(page, size)))]),
)}

The goal is set for the catalogue page (**${goalPage}**); the other pages are shown for comparison.
`,
    goals: suite.sizes.map((size) => ({
      measurement: `PGlite ÷ PostgreSQL, catalogue ${goalPage} page at ${count(size)} ${suite.unit}`,
      figure: `${times(ratio(goalPage, size))} req/s`,
      goal,
      met: ratio(goalPage, size) >= 0.4,
    })),
  };
}

export function completionSection(
  about: string,
  byMode: Record<Mode, Measured<CompletionResult[]>>,
): Section {
  const goal = '≤ 1.3×';
  const rows: (string | number)[][] = [];
  const growthCells: string[] = [];
  let met: boolean | undefined;
  for (const { mode, name } of MODES) {
    const measured = byMode[mode];
    if (isMissing(measured)) {
      rows.push([name, '—', measured.missing, '', '', '']);
      growthCells.push(`${name} —`);
      continue;
    }
    for (const result of measured) rows.push([name, result.lessons, ...loadCells(result)]);
    const growth = measured.at(-1)!.p50 / measured[0]!.p50;
    growthCells.push(`${name} ${times(growth)}`);
    met = (met ?? true) && growth <= 1.3;
  }
  return {
    markdown: `## Lesson completion with progress recount: a 10-lesson and a 500-lesson course

${about}

${table(['mode', 'lessons', ...loadColumns], rows, [false, true, true, true, true, true])}

Growth, p50 on the 500-lesson course ÷ p50 on the 10-lesson course (goal ${goal}): ${growthCells.join(', ')}.
`,
    goals: [
      {
        measurement: 'Growth 500 ÷ 10 lessons: lesson completion',
        figure: growthCells.join(', '),
        goal: `p50 ${goal}`,
        met,
      },
    ],
  };
}

export function mediaSection(ranges: Measured<RangeResult>, uploads: Measured<UploadMemory[]>): Section {
  const rangeGoal = '≥ 0.8× nginx';
  const memoryGoal = 'growth ≤ 64 MB';
  const goals: Goal[] = [];
  let rangeText: string;
  if (isMissing(ranges)) {
    rangeText = ranges.missing;
    goals.push(notMeasured('Range requests, app behind nginx: throughput ÷ nginx', rangeGoal));
  } else {
    const { app, nginx, appBehindNginx: proxied } = ranges;
    const ratio = proxied.bytesPerSecond / nginx.bytesPerSecond;
    const bareRatio = app.bytesPerSecond / nginx.bytesPerSecond;
    const cpuMs = (us: number) => (us / 1000).toFixed(2);
    goals.push({
      measurement: 'Range requests, app behind nginx: throughput ÷ nginx',
      figure: `${times(ratio)} (${times(nginx.cpuPerRequestUs / proxied.cpuPerRequestUs)} in CPU per request)`,
      goal: rangeGoal,
      met: ratio >= 0.8,
    });
    rangeText = `${table(
      ['server', ...loadColumns, 'MB/s', 'server CPU ms per request'],
      [
        [
          'app alone (`GET /api/files/…`, signed URL; the app sends the bytes)',
          ...loadCells(app),
          mb(app.bytesPerSecond),
          cpuMs(app.cpuPerRequestUs),
        ],
        [
          'app behind nginx (`FILES_ACCEL_REDIRECT`; the app checks, nginx sends)',
          ...loadCells(proxied),
          mb(proxied.bytesPerSecond),
          `${cpuMs(proxied.cpuPerRequestUs)} (app ${cpuMs(proxied.appCpuPerRequestUs)}, nginx ${cpuMs(proxied.nginxCpuPerRequestUs)})`,
        ],
        [
          `${ranges.nginxVersion} alone`,
          ...loadCells(nginx),
          mb(nginx.bytesPerSecond),
          cpuMs(nginx.cpuPerRequestUs),
        ],
      ],
    )}

App behind nginx ÷ nginx alone: **${times(ratio)}** of the throughput — goal ${verdict(ratio >= 0.8)}; the two processes together spend ${times(proxied.cpuPerRequestUs / nginx.cpuPerRequestUs)} nginx's CPU per request (each 1 MB). For information, the app alone: ${times(bareRatio)} of nginx's throughput, ${times(app.cpuPerRequestUs / nginx.cpuPerRequestUs)} its CPU per request.

<details><summary>nginx's configuration, alone</summary>

\`\`\`nginx
${ranges.nginxConfig.trim()}
\`\`\`

</details>

<details><summary>nginx's configuration in front of the app (deploy/nginx-local-disk.conf, addresses replaced)</summary>

\`\`\`nginx
${ranges.proxyConfig.trim()}
\`\`\`

</details>`;
  }
  let uploadText: string;
  if (isMissing(uploads)) {
    uploadText = uploads.missing;
    goals.push(notMeasured('Server memory while uploading 200 MB', memoryGoal));
  } else {
    const growth = (u: UploadMemory) => u.peak - u.before;
    for (const u of uploads) {
      goals.push({
        measurement: `Server memory while uploading 200 MB ${u.way}`,
        figure: `+${mb(growth(u))} MB`,
        goal: memoryGoal,
        met: growth(u) <= 64 * MiB,
      });
    }
    uploadText = table(
      ['sent', 'seconds', 'MB/s', 'RSS before MB', 'RSS peak MB', 'RSS after MB', 'growth MB'],
      uploads.map((u) => [
        u.way,
        u.seconds.toFixed(1),
        (UPLOAD_BYTES / MiB / u.seconds).toFixed(0),
        mb(u.before),
        mb(u.peak),
        mb(u.after),
        `${mb(growth(u))} (${verdict(growth(u) <= 64 * MiB)})`,
      ]),
      [false, true, true, true, true, true, true],
    );
  }
  return {
    markdown: `## Media

MB here are mebibytes (2²⁰ bytes), as the app's 200 MB upload limit counts them. The files are generated at run time in the server's temp DATA_DIR: random bytes behind an MP4 \`ftyp\` header.

### Range requests on a 100 MB video against nginx (goal ${rangeGoal}, for the app behind nginx)

The video is stored with the app's local-disk driver, and fetched through the real file route (\`GET /api/files/{key}\`, signed URL, apps/server/src/files/routes.ts) three ways: from the server process alone, which copies the bytes itself; from nginx alone, serving the same file from the same directory at the same path; and through nginx in front of a second server process started with \`FILES_ACCEL_REDIRECT=/_files/\` (its own DATA_DIR, no demo data, the same file hard-linked into its storage), configured as deploy/nginx-local-disk.conf is: the app checks the signature, expiry and key, and answers \`X-Accel-Redirect\`; nginx sends the file with \`sendfile\` and handles the range. Each request asks for 1 MB (\`Range: bytes=a-b\`) from a spread of offsets, the same sequence for all three; 10 connections, every answer a 206. The file is in the page cache for all. Behind nginx, the server CPU is the app's and nginx's together.

${rangeText}

### Server memory while uploading a 200 MB video (goal ${memoryGoal})

The server process's resident set size (\`VmRSS\` in /proc, sampled every 50 ms) while \`instructor@aula.test\` uploads a 200 MB lesson video through the resumable upload endpoint (tus 1.0, \`POST\` then \`PATCH /api/uploads/{id}\`, apps/server/src/uploads): as the web app sends it, 5 MiB a request, and in one request, as a tus client without chunking would. Growth is the peak during the upload less the RSS just before it.

${uploadText}
`,
    goals,
  };
}

export function frontEndSection(
  lighthouse: Measured<LighthouseRun>,
  landingScripts: Measured<ScriptSize[]>,
): Section {
  const goal = 'score ≥ 95, LCP ≤ 2.5 s, CLS ≤ 0.1';
  const goals: Goal[] = [];
  let scriptsText: string;
  if (isMissing(landingScripts)) {
    scriptsText = landingScripts.missing;
    goals.push({ measurement: 'Landing page JavaScript', figure: '—', goal: 'none set', reported: true });
  } else {
    const total = landingScripts.reduce((sum, s) => sum + s.gzipBytes, 0);
    const player = landingScripts.filter((s) => /course-player|pdf/.test(s.file));
    goals.push({
      measurement: 'Landing page JavaScript',
      figure: `${kb(total)} KB gzip in ${landingScripts.length} files`,
      goal: 'none set',
      reported: true,
    });
    scriptsText = `${table(
      ['file', 'KB', 'KB gzip'],
      [
        ...landingScripts.map((s) => [`\`${s.file}\``, kb(s.bytes), kb(s.gzipBytes)]),
        ['**total**', `**${kb(landingScripts.reduce((sum, s) => sum + s.bytes, 0))}**`, `**${kb(total)}**`],
      ],
    )}

The course player ${player.length ? `**is** downloaded (${player.map((s) => s.file).join(', ')})` : 'is not among them (the landing page must not download it: docs/architecture.md#web-stack)'}.`;
  }
  let lighthouseText: string;
  if (isMissing(lighthouse)) {
    lighthouseText = lighthouse.missing;
    goals.push(
      notMeasured('Lighthouse mobile, landing', goal),
      notMeasured('Lighthouse mobile, login', goal),
    );
  } else {
    const met = (r: LighthouseRun['results'][number]) => r.score >= 95 && r.lcpMs <= 2500 && r.cls <= 0.1;
    for (const r of lighthouse.results) {
      goals.push({
        measurement: `Lighthouse mobile, ${r.page}`,
        figure: `${r.score}, LCP ${(r.lcpMs / 1000).toFixed(2)} s, CLS ${r.cls.toFixed(3)}`,
        goal,
        met: met(r),
      });
    }
    lighthouseText = `Lighthouse ${lighthouse.lighthouseVersion} in ${lighthouse.browser} (Debian's Chromium).

${table(
  ['page', 'performance', 'LCP s', 'CLS', 'FCP s', 'TBT ms', 'goal'],
  lighthouse.results.map((r) => [
    `${r.page} (\`${new URL(r.url).pathname}\`)`,
    r.score,
    (r.lcpMs / 1000).toFixed(2),
    r.cls.toFixed(3),
    (r.fcpMs / 1000).toFixed(2),
    r.tbtMs.toFixed(0),
    verdict(met(r)),
  ]),
)}

What Lighthouse estimates would save the most load time:

${lighthouse.results
  .map(
    (r) =>
      `- **${r.page}**: ${
        r.opportunities
          .slice(0, 4)
          .map((o) => `${o.title} (≈ ${(o.savingsMs / 1000).toFixed(1)} s)`)
          .join('; ') || 'nothing'
      }.`,
  )
  .join('\n')}`;
  }
  return {
    markdown: `## Front end

The built web app (\`apps/web/dist\`) as the server process serves it.

### Landing page JavaScript

Every script the landing page (\`/\`) downloaded in the Lighthouse run below, sized from the build: as built, and gzipped at zlib's default level (the figure Vite prints).

${scriptsText}

### Lighthouse mobile performance of the landing and login pages (goal ${goal})

Lighthouse's default settings, which are the mobile run: a mid-range phone's screen, 4× CPU slowdown and slow 4G (150 ms, 1.6 Mbit/s), simulated; performance category only.

${lighthouseText}
`,
    goals,
  };
}

/** The issue's goal for a staff file of 10,000 rows, from upload to the last person created. */
const IMPORT_GOAL_SECONDS = 60;

export function staffImportSection(
  about: string,
  byMode: Record<Mode, Measured<StaffImportResult>>,
): Section {
  const rows: (string | number)[][] = [];
  const goals: Goal[] = [];
  const goal = `under ${IMPORT_GOAL_SECONDS} s`;
  const s = (seconds: number) => seconds.toFixed(1);
  for (const { mode, name } of MODES) {
    const measured = byMode[mode];
    const measurement = `Staff import of 10,000 new people on ${name}: upload + preview + import`;
    if (isMissing(measured)) {
      rows.push([name, measured.missing, '', '', '', '']);
      goals.push(notMeasured(measurement, goal));
      continue;
    }
    for (const [label, pass] of [
      ['first import (all new)', measured.first],
      ['same file again (all unchanged)', measured.again],
    ] as const) {
      const total = pass.upload + pass.preview + pass.run;
      rows.push([name, label, s(pass.upload), s(pass.preview), s(pass.run), s(total)]);
    }
    const total = measured.first.upload + measured.first.preview + measured.first.run;
    goals.push({ measurement, figure: `${s(total)} s`, goal, met: total < IMPORT_GOAL_SECONDS });
  }
  return {
    markdown: `## Staff import: a file of 10,000 new people, then the same file again

${about}

${table(['mode', 'pass', 'upload s', 'preview s', 'import s', 'total s'], rows, [false, false, true, true, true, true])}
`,
    goals,
  };
}

export function goalsTable(goals: Goal[]): string {
  return table(
    ['measurement', 'figure', 'goal', 'result'],
    goals.map((g) => [g.measurement, g.figure, g.goal, g.reported ? 'reported' : verdict(g.met)]),
    [false, false, false, false],
  );
}

const REPORT_FILE = fileURLToPath(new URL('./REPORT.md', import.meta.url));

/** Writes bench/REPORT.md, formatted as the repository's prettier would. */
export async function writeReport(markdown: string): Promise<void> {
  const options = { ...(await resolvePrettierConfig(REPORT_FILE)), filepath: REPORT_FILE };
  await writeFile(REPORT_FILE, await format(markdown, options));
}

export function jobQueueSection(about: string, byMode: Record<Mode, Measured<QueueResult>>): Section {
  const rows: (string | number)[][] = [];
  const goals: Goal[] = [];
  for (const { mode, name } of MODES) {
    const measured = byMode[mode];
    if (isMissing(measured)) {
      rows.push([name, measured.missing, '', '']);
      goals.push({ measurement: `Job queue on ${name}`, figure: '—', goal: 'none set', reported: true });
      continue;
    }
    for (const { workers, jobsPerSecond } of measured.throughput)
      rows.push([
        name,
        `throughput, ${workers === 1 ? 'one worker' : `${workers} workers`}`,
        `${rate(jobsPerSecond)} jobs/s`,
        '',
      ]);
    for (const { where, p50, p99 } of measured.latency)
      rows.push([
        name,
        `enqueue to start at idle, worker in ${where}`,
        `p50 ${ms(p50)} ms`,
        `p99 ${ms(p99)} ms`,
      ]);
    const rates = measured.throughput.map(
      (t) => `${rate(t.jobsPerSecond)} jobs/s (${t.workers} worker${t.workers > 1 ? 's' : ''})`,
    );
    const [same, other] = measured.latency;
    goals.push({
      measurement: `Job queue on ${name}: throughput; enqueue to start at idle`,
      figure: `${rates.join(', ')}; p50 ${ms(same!.p50)} / p99 ${ms(same!.p99)} ms in the same process, p50 ${ms(other!.p50)} / p99 ${ms(other!.p99)} ms from another`,
      goal: 'none set',
      reported: true,
    });
  }
  return {
    markdown: `## Job queue: throughput and the wait from enqueue to start

${about}

${table(['mode', 'measurement', 'figure', ''], rows, [false, false, true, true])}
`,
    goals,
  };
}

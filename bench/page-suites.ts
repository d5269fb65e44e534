import { openAcademy, signIn, type Academy, type Mode } from './academy';
import { get, measure, warmUp, type Load } from './load';
import type { Suite } from './suites';

export interface PageResult extends Load {
  page: string;
  size: number;
}

export interface SuiteRun {
  engine: string;
  results: PageResult[];
}

async function measurePages(academy: Academy, suite: Suite, size: number): Promise<PageResult[]> {
  const targets = [];
  for (const { page, email, path } of suite.pages) {
    const resolved = typeof path === 'string' ? path : await path(academy.db);
    targets.push({ page, next: get(`${academy.base}/api${resolved}`, await signIn(academy.base, email)) });
  }
  // Every page warms up before any is measured: with one warm-up each just before its own
  // measurement, the first page measured came out slower than the same page measured last.
  for (const { next } of targets) await warmUp(next);
  const results: PageResult[] = [];
  for (const { page, next } of targets) {
    const result = { page, size, ...(await measure(next)) };
    console.log(
      `${academy.mode} ${size} ${suite.unit}, ${page}: ${result.rps.toFixed(0)} req/s, p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms`,
    );
    results.push(result);
  }
  return results;
}

/**
 * A suite's pages in one mode, each size in a fresh academy; `alsoAt` measures more in the same
 * academy once the pages are done (the database is the slow part to build, so it is reused).
 */
export async function runSuite(
  suite: Suite,
  mode: Mode,
  alsoAt?: (academy: Academy, size: number) => Promise<void>,
): Promise<SuiteRun> {
  let engine = '';
  const results: PageResult[] = [];
  for (const size of suite.sizes) {
    const academy = await openAcademy(mode, (db) => suite.grow(db, size));
    try {
      engine = academy.engine;
      results.push(...(await measurePages(academy, suite, size)));
      await alsoAt?.(academy, size);
    } finally {
      await academy.close();
    }
  }
  return { engine, results };
}

/** p50 at the suite's largest size ÷ p50 at its smallest: the growth goal is ≤ 1.3×. */
export function growthOf(suite: Suite, run: SuiteRun, page: string): number {
  const p50At = (size: number) => run.results.find((r) => r.page === page && r.size === size)!.p50;
  return p50At(suite.sizes.at(-1)!) / p50At(suite.sizes[0]!);
}

import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM as DEBIAN_CHROMIUM, CHROMIUM_FLAGS } from '../test-support/chromium';
import { stopProcess } from './server-process';

/** Debian's Chromium, unless BENCH_CHROMIUM names another. */
export const CHROMIUM = process.env.BENCH_CHROMIUM ?? DEBIAN_CHROMIUM;

export interface LoadedScript {
  url: string;
}

/** One of Lighthouse's opportunities: what it would change, and the time it estimates that saves. */
export interface Opportunity {
  title: string;
  savingsMs: number;
}

export interface LighthouseResult {
  page: string;
  url: string;
  /** The performance category, 0–100. */
  score: number;
  lcpMs: number;
  cls: number;
  fcpMs: number;
  tbtMs: number;
  /** The JavaScript the page downloaded, in the order it was requested. */
  scripts: LoadedScript[];
  /** What Lighthouse says would save the most load time, largest first. */
  opportunities: Opportunity[];
}

export interface LighthouseRun {
  lighthouseVersion: string;
  browser: string;
  results: LighthouseResult[];
}

/**
 * The part of Lighthouse's result this bench reads. Lighthouse is the bench's own dependency
 * (bench/package.json, installed by `npm run bench`), not the root's, so a plain `npm install`
 * does not pull it and its dependencies in; the type checker therefore does not see its types,
 * and this names what is read.
 */
interface LighthouseAudit {
  title: string;
  numericValue?: number;
  details?: { type?: string; overallSavingsMs?: number; items?: unknown };
}
interface LighthouseReport {
  lighthouseVersion: string;
  runtimeError?: { message: string };
  environment: { hostUserAgent: string };
  audits: Record<string, LighthouseAudit>;
  categories: { performance?: { score: number | null } };
}
type Lighthouse = (
  url: string,
  flags: { port: number; output: 'json'; logLevel: 'error'; onlyCategories: string[] },
) => Promise<{ lhr: LighthouseReport } | undefined>;

/** Lighthouse, loaded from bench/node_modules when the bench runs. */
async function loadLighthouse(): Promise<Lighthouse> {
  const name = 'lighthouse';
  const module = (await import(name)) as { default: Lighthouse };
  return module.default;
}

/** Chromium with a DevTools port of its own choosing, read from the line it prints on start. */
async function launchChromium(userDataDir: string) {
  const child = spawn(
    CHROMIUM,
    [...CHROMIUM_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${userDataDir}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    const timeout = setTimeout(() => reject(new Error(`Chromium did not start: ${output}`)), 30_000);
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`Chromium exited (${code}): ${output}`)));
    child.stderr!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) {
        clearTimeout(timeout);
        resolve(Number(match[1]));
      }
    });
  });
  return { port, stop: () => stopProcess(child) };
}

/**
 * Lighthouse's default run, which is the mobile one (a mid-range phone's screen, a 4× slower CPU
 * and a slow 4G network, simulated), performance category only, one page after the other in one
 * Chromium.
 */
export async function runLighthouse(pages: { page: string; url: string }[]): Promise<LighthouseRun> {
  const lighthouse = await loadLighthouse();
  const userDataDir = await mkdtemp(join(tmpdir(), 'aula-bench-chromium-'));
  const chromium = await launchChromium(userDataDir);
  try {
    let lighthouseVersion = '';
    let browser = '';
    const results: LighthouseResult[] = [];
    for (const { page, url } of pages) {
      const run = await lighthouse(url, {
        port: chromium.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      const lhr = run?.lhr;
      if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
      if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
      lighthouseVersion = lhr.lighthouseVersion;
      browser = lhr.environment.hostUserAgent.match(/(HeadlessChrome|Chrome)\/[\d.]+/)?.[0] ?? '';
      const audit = (id: string) => lhr.audits[id]!.numericValue ?? NaN;
      const requests = (
        lhr.audits['network-requests']!.details as unknown as {
          items: { url: string; resourceType?: string }[];
        }
      ).items;
      const opportunities = Object.values(lhr.audits)
        .flatMap(({ title, details }) =>
          details?.type === 'opportunity' && details.overallSavingsMs
            ? [{ title, savingsMs: details.overallSavingsMs }]
            : [],
        )
        .sort((a, b) => b.savingsMs - a.savingsMs);
      results.push({
        page,
        url,
        score: Math.round((lhr.categories.performance!.score ?? 0) * 100),
        lcpMs: audit('largest-contentful-paint'),
        cls: audit('cumulative-layout-shift'),
        fcpMs: audit('first-contentful-paint'),
        tbtMs: audit('total-blocking-time'),
        scripts: requests.filter((request) => request.resourceType === 'Script').map(({ url }) => ({ url })),
        opportunities,
      });
      const last = results.at(-1)!;
      console.log(
        `lighthouse ${page}: ${last.score}, LCP ${(last.lcpMs / 1000).toFixed(2)} s, CLS ${last.cls.toFixed(3)}`,
      );
    }
    return { lighthouseVersion, browser, results };
  } finally {
    await chromium.stop();
    await rm(userDataDir, { recursive: true, force: true });
  }
}

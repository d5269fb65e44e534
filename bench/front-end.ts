import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { LighthouseResult } from './lighthouse';
import { ROOT } from './server-process';

export const WEB_DIST = join(ROOT, 'apps/web/dist');
export const WEB_BUILD_COMMAND = 'npm run build -w @aula/web';

/** Newest modification time among the files under `path` (a file or a folder), or 0. */
function newest(path: string): number {
  const stats = statSync(path, { throwIfNoEntry: false });
  if (!stats) return 0;
  if (!stats.isDirectory()) return stats.mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(path, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) latest = Math.max(latest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return latest;
}

/**
 * Builds the web app when its sources (or the shared package it imports) are newer than the
 * build, as `npm start` does: the figures must be those of the code in the checkout, and an
 * up-to-date build is left alone (a rebuild empties dist/, which another process may be serving).
 * Answers whether it built.
 */
export function buildWebIfStale(): boolean {
  const built = newest(join(WEB_DIST, 'index.html'));
  const sources = ['apps/web/src', 'apps/web/index.html', 'apps/web/public', 'packages/shared/src'];
  if (
    existsSync(join(WEB_DIST, 'index.html')) &&
    Math.max(...sources.map((s) => newest(join(ROOT, s)))) < built
  ) {
    return false;
  }
  console.log(`building the web app: ${WEB_BUILD_COMMAND}`);
  const result = spawnSync('npm', ['run', 'build', '-w', '@aula/web'], { cwd: ROOT, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${WEB_BUILD_COMMAND} failed: ${result.stderr || result.stdout}`);
  return true;
}

export interface ScriptSize {
  file: string;
  bytes: number;
  gzipBytes: number;
}

/**
 * The JavaScript a page downloaded (as Lighthouse's browser saw it), sized from the build:
 * as built and gzipped at zlib's default level, the figure Vite prints.
 */
export async function scriptSizes(result: LighthouseResult): Promise<ScriptSize[]> {
  const sizes: ScriptSize[] = [];
  for (const { url } of result.scripts) {
    const path = new URL(url).pathname;
    const bytes = await readFile(join(WEB_DIST, path));
    sizes.push({ file: path.replace(/^\//, ''), bytes: bytes.length, gzipBytes: gzipSync(bytes).length });
  }
  return sizes;
}

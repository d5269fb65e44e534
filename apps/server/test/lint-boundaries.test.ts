import { ESLint } from 'eslint';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The server's layers (docs/decisions/0026-the-server-core.md), held by the repository's own lint
 * config: the core imports nothing above it; the web layer (http/) imports the core and the
 * request's vocabulary (deps.ts, auth/viewer.ts) and no feature; no file of the core or the web
 * layer is exempted. Every import below names a module that exists, and no-unresolved is turned
 * on to prove it: a zone only judges imports it can resolve.
 */
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const serverSrc = path.join(repoRoot, 'apps/server/src');
const BOUNDARY = 'import-x/no-restricted-paths';
const CORE = ['config', 'core', 'crypto', 'db', 'jobs', 'redis', 'storage', 'time'];

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: repoRoot, overrideConfig: { rules: { 'import-x/no-unresolved': 'error' } } });
});

/** The boundary errors of a module at `file` (under apps/server/src) that imports `specifier`. */
async function boundaryErrors(file: string, specifier: string): Promise<string[]> {
  const code = `import * as imported from '${specifier}';\n\nexport { imported };\n`;
  const [result] = await eslint.lintText(code, { filePath: path.join(serverSrc, file) });
  const messages = result!.messages;
  expect(messages.filter((message) => message.fatal || message.ruleId === 'import-x/no-unresolved')).toEqual(
    [],
  );
  return messages.filter((message) => message.ruleId === BOUNDARY).map((message) => message.message);
}

describe('the server core', () => {
  it('may not import a feature, from any of its folders', async () => {
    for (const folder of CORE) {
      expect(await boundaryErrors(`${folder}/probe.ts`, '../courses/course-queries'), folder).toEqual([
        expect.stringContaining('The server core'),
      ]);
    }
  });

  it('may not import the web layer, the request vocabulary or the app that composes it', async () => {
    expect(await boundaryErrors('storage/probe.ts', '../http/validation')).toHaveLength(1);
    expect(await boundaryErrors('db/probe.ts', '../deps')).toHaveLength(1);
    expect(await boundaryErrors('core/probe.ts', '../auth/viewer')).toHaveLength(1);
    expect(await boundaryErrors('redis/probe.ts', '../open-coordination')).toHaveLength(1);
    expect(await boundaryErrors('db/probe.ts', '../seed/seed-reference-data')).toHaveLength(1);
  });

  it('may import itself, and everything above may import it', async () => {
    expect(await boundaryErrors('storage/probe.ts', '../db/database')).toEqual([]);
    expect(await boundaryErrors('storage/probe.ts', './storage')).toEqual([]);
    expect(await boundaryErrors('http/probe.ts', '../core/app-error')).toEqual([]);
    expect(await boundaryErrors('courses/probe.ts', '../core/app-error')).toEqual([]);
  });
});

describe('the web layer (http/)', () => {
  it('may not import a feature, however near the request vocabulary', async () => {
    expect(await boundaryErrors('http/probe.ts', '../courses/course-queries')).toEqual([
      expect.stringContaining('http/ is the web layer'),
    ]);
    expect(await boundaryErrors('http/probe.ts', '../auth/auth-context')).toHaveLength(1);
    expect(await boundaryErrors('http/probe.ts', '../security-log/record-security-event')).toHaveLength(1);
    expect(await boundaryErrors('http/probe.ts', '../app')).toHaveLength(1);
  });

  it('may name the dependencies and the viewer', async () => {
    expect(await boundaryErrors('http/probe.ts', '../deps')).toEqual([]);
    expect(await boundaryErrors('http/probe.ts', '../auth/viewer')).toEqual([]);
  });

  it('is imported by the features', async () => {
    expect(await boundaryErrors('courses/probe.ts', '../http/router')).toEqual([]);
    expect(await boundaryErrors('courses/probe.ts', '../orders/order-queries')).toEqual([]);
  });
});

describe('no exemptions', () => {
  it('gives no file of the core or the web layer an exception of its own', async () => {
    for (const folder of [...CORE, 'http']) {
      const files = readdirSync(path.join(serverSrc, folder), { recursive: true, encoding: 'utf8' });
      for (const file of files.filter((name) => name.endsWith('.ts'))) {
        const config = await eslint.calculateConfigForFile(path.join(serverSrc, folder, file));
        const zones: { target: string | string[]; except?: string[] }[] = config.rules[BOUNDARY][1].zones;
        const exceptions = zones
          .filter((zone) => [zone.target].flat().some((target) => target.endsWith(`/${folder}`)))
          .flatMap((zone) => zone.except ?? []);
        // The only exception is the vocabulary's own file within auth/: the viewer type.
        expect(exceptions, `${folder}/${file}`).toEqual(folder === 'http' ? ['./viewer.ts'] : []);
      }
    }
  });
});

import { ESLint } from 'eslint';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The server core's boundary (docs/decisions/0025-enforced-boundaries.md), held by the
 * repository's own lint config: the core imports no feature, except the imports its allow-list
 * names, each of which is still made. Every import below names a module that exists, and
 * no-unresolved is turned on to prove it: the zone only judges imports it can resolve.
 */
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const serverSrc = path.join(repoRoot, 'apps/server/src');
const BOUNDARY = 'import-x/no-restricted-paths';
const CORE = ['config', 'core', 'crypto', 'db', 'http', 'redis', 'storage', 'time'];

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: repoRoot, overrideConfig: { rules: { 'import-x/no-unresolved': 'error' } } });
});

/** The boundary errors of `code` as the module at `file` (under apps/server/src). */
async function boundaryErrorsOf(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(serverSrc, file) });
  const messages = result!.messages;
  expect(messages.filter((message) => message.fatal || message.ruleId === 'import-x/no-unresolved')).toEqual(
    [],
  );
  return messages.filter((message) => message.ruleId === BOUNDARY).map((message) => message.message);
}

/** The boundary errors of a module at `file` that imports `specifier`. */
const boundaryErrors = (file: string, specifier: string) =>
  boundaryErrorsOf(file, `import * as imported from '${specifier}';\n\nexport { imported };\n`);

describe('the server core', () => {
  it('may not import a feature, from any of its folders', async () => {
    for (const folder of CORE) {
      expect(await boundaryErrors(`${folder}/probe.ts`, '../courses/course-queries'), folder).toEqual([
        expect.stringContaining('The server core'),
      ]);
    }
  });

  it('may not import the app that composes it', async () => {
    expect(await boundaryErrors('http/probe.ts', '../app')).toHaveLength(1);
    expect(await boundaryErrors('db/probe.ts', '../seed/seed-reference-data')).toHaveLength(1);
  });

  it('may import itself, and the features may import it', async () => {
    expect(await boundaryErrors('http/probe.ts', '../db/database')).toEqual([]);
    expect(await boundaryErrors('storage/probe.ts', './storage')).toEqual([]);
    expect(await boundaryErrors('courses/probe.ts', '../core/app-error')).toEqual([]);
    expect(await boundaryErrors('courses/probe.ts', '../orders/order-queries')).toEqual([]);
  });
});

describe("the core's allow-list", () => {
  it('lets a listed file import only the modules listed for it', async () => {
    expect(await boundaryErrors('http/app-env.ts', '../auth/auth-context')).toEqual([]);
    expect(await boundaryErrors('http/app-env.ts', '../courses/course-queries')).toHaveLength(1);
    expect(await boundaryErrors('http/app-env.ts', '../auth/sessions')).toHaveLength(1);
    expect(await boundaryErrors('http/error-handler.ts', '../auth/auth-context')).toHaveLength(1);
  });

  it('names only imports the files still make: an entry goes once its import does', async () => {
    const exempted = await exemptedFiles();
    // The list only shrinks (the restructuring of the core removes it): an entry added is seen here.
    expect([...exempted.keys()].sort()).toEqual([
      'http/app-env.ts',
      'http/error-handler.ts',
      'redis/open-coordination.ts',
      'storage/media-access.ts',
    ]);
    for (const [file, allowed] of exempted) {
      // The file's own text, linted beside it without the allow-list, breaks the boundary exactly there.
      const probe = file.replace(/\.ts$/, '.probe.ts');
      const errors = await boundaryErrorsOf(probe, readFileSync(path.join(serverSrc, file), 'utf8'));
      const imported = errors.map((message) => {
        const specifier = /"([^"]+)"/.exec(message)![1]!;
        return `${path.resolve(path.dirname(path.join(serverSrc, file)), specifier)}.ts`;
      });
      expect(imported.sort(), file).toEqual(allowed.sort());
    }
  });
});

/** The core's files the config lets import some features, each with the modules it may import. */
async function exemptedFiles(): Promise<Map<string, string[]>> {
  const exempted = new Map<string, string[]>();
  for (const folder of CORE) {
    const files = readdirSync(path.join(serverSrc, folder), { recursive: true, encoding: 'utf8' });
    for (const file of files.filter((name) => name.endsWith('.ts')).map((name) => `${folder}/${name}`)) {
      const config = await eslint.calculateConfigForFile(path.join(serverSrc, file));
      const zones: { from: string; except?: string[] }[] = config.rules[BOUNDARY][1].zones;
      const allowed = zones.flatMap((zone) =>
        (zone.except ?? []).map((module) => path.resolve(zone.from, module)),
      );
      if (allowed.length > 0) exempted.set(file, allowed);
    }
  }
  return exempted;
}

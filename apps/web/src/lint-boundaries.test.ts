// @vitest-environment node
import { ESLint } from 'eslint';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The web's boundaries (docs/decisions/0025-enforced-boundaries.md), held by the repository's own
 * lint config: each zone refuses an import it forbids and lets through the ones it allows. Every
 * import below names a module that exists, and no-unresolved is turned on to prove it: a zone only
 * judges imports it can resolve, so an allowed import that did not resolve would pass for nothing.
 */
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const webSrc = path.join(repoRoot, 'apps/web/src');
const BOUNDARY = 'import-x/no-restricted-paths';

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: repoRoot, overrideConfig: { rules: { 'import-x/no-unresolved': 'error' } } });
});

/** The boundary errors of a module at `file` (under apps/web/src) that imports `specifier`. */
async function boundaryErrors(file: string, specifier: string): Promise<string[]> {
  const code = `import * as imported from '${specifier}';\n\nexport { imported };\n`;
  const [result] = await eslint.lintText(code, { filePath: path.join(webSrc, file) });
  const messages = result!.messages;
  expect(messages.filter((message) => message.fatal || message.ruleId === 'import-x/no-unresolved')).toEqual(
    [],
  );
  return messages.filter((message) => message.ruleId === BOUNDARY).map((message) => message.message);
}

/** One module of a feature, as a path from features/ without its extension. */
function moduleOf(feature: string): string {
  const files = readdirSync(path.join(webSrc, 'features', feature), { recursive: true, encoding: 'utf8' });
  const file = files.find((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name));
  if (!file) throw new Error(`no module in features/${feature}`);
  return `${feature}/${file.replace(/\.tsx?$/, '')}`;
}

describe('a feature', () => {
  it('may not import another feature, however the path is spelled', async () => {
    expect(await boundaryErrors('features/orders/api/probe.ts', '../../courses/api/list-courses')).toEqual([
      expect.stringContaining('Features do not import each other'),
    ]);
    expect(
      await boundaryErrors('features/orders/api/probe.ts', '../../orders/../courses/api/list-courses'),
    ).toHaveLength(1);
    expect(
      await boundaryErrors('features/orders/api/probe.ts', '@/features/courses/api/list-courses'),
    ).toHaveLength(1);
  });

  it('is every folder of features/, not a list that can fall behind', async () => {
    const features = readdirSync(path.join(webSrc, 'features'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(features.length).toBeGreaterThan(1);
    for (const [index, feature] of features.entries()) {
      const other = features[(index + 1) % features.length]!;
      const errors = await boundaryErrors(`features/${feature}/probe.ts`, `../${moduleOf(other)}`);
      expect(errors, `${feature} importing ${other}`).toHaveLength(1);
    }
  });

  it('may import its own modules, components/ and lib/', async () => {
    expect(await boundaryErrors('features/orders/api/probe.ts', './get-order')).toEqual([]);
    expect(
      await boundaryErrors('features/orders/api/probe.ts', '../../../lib/query-keys/course-keys'),
    ).toEqual([]);
    expect(await boundaryErrors('features/orders/api/probe.ts', '../../../components/ui/button')).toEqual([]);
    expect(await boundaryErrors('features/orders/api/probe.ts', '@/components/ui/button')).toEqual([]);
    expect(await boundaryErrors('features/orders/api/probe.ts', '@/features/orders/api/get-order')).toEqual(
      [],
    );
  });

  it('may not import routes/ or app/, which compose it', async () => {
    expect(await boundaryErrors('features/orders/probe.ts', '../../routes/router')).toHaveLength(1);
    expect(await boundaryErrors('features/orders/probe.ts', '../../app/query-client')).toHaveLength(1);
  });
});

describe('components/ and lib/', () => {
  it('may not import a feature', async () => {
    expect(
      await boundaryErrors('components/ui/probe.tsx', '../../features/courses/api/list-courses'),
    ).toEqual([expect.stringContaining('components/ and lib/ serve every feature')]);
    expect(await boundaryErrors('lib/probe.ts', '../features/courses/api/list-courses')).toHaveLength(1);
    expect(await boundaryErrors('lib/probe.ts', '@/features/courses/api/list-courses')).toHaveLength(1);
  });

  it('may not import routes/ or app/', async () => {
    expect(await boundaryErrors('components/layout/probe.tsx', '../../routes/router')).toHaveLength(1);
    expect(await boundaryErrors('lib/session/probe.ts', '../../routes/router')).toHaveLength(1);
    expect(await boundaryErrors('lib/session/probe.ts', '../../app/query-client')).toHaveLength(1);
  });

  it('may import each other', async () => {
    expect(await boundaryErrors('components/ui/probe.tsx', '../../lib/utils/cn')).toEqual([]);
    expect(await boundaryErrors('lib/probe.ts', '../components/ui/button')).toEqual([]);
  });
});

describe('routes/', () => {
  it('may import features: it is where they are composed', async () => {
    expect(await boundaryErrors('routes/probe.tsx', '../features/courses/api/list-courses')).toEqual([]);
    expect(await boundaryErrors('routes/dashboard/probe.tsx', '../../features/orders/api/get-order')).toEqual(
      [],
    );
  });
});

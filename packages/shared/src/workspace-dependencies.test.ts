import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Each workspace declares every package its product code imports, so that it installs, builds
 * and runs on what it says it needs (a package hoisted by a neighbour is no promise). Tests and
 * configuration may use the root's development tools.
 */
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const WORKSPACES = ['packages/shared', 'apps/server', 'apps/web', 'e2e'];
const SOURCE_DIRS: Record<string, string> = { e2e: 'tests' };
const BUILTINS = new Set(builtinModules);

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    // Test support (fakes, fixtures) is test code, whatever its file is called.
    if (entry.isDirectory()) return entry.name === 'test' ? [] : files(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|spec)\.tsx?$|\.d\.ts$/.test(entry.name) ? [path] : [];
  });
}

/** The package an import names: 'react-dom/client' → 'react-dom', '@tus/server' → '@tus/server'. */
const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

function undeclared(workspace: string): string[] {
  const manifest = JSON.parse(readFileSync(join(ROOT, workspace, 'package.json'), 'utf8'));
  const declared = new Set(
    Object.keys({ ...manifest.dependencies, ...manifest.devDependencies, ...manifest.peerDependencies }),
  );
  const found = new Set<string>();
  for (const file of files(join(ROOT, workspace, SOURCE_DIRS[workspace] ?? 'src'))) {
    const code = readFileSync(file, 'utf8');
    const specifiers = [
      ...code.matchAll(/^\s*(?:import|export)\b[^;]*?\bfrom\s+'([^']+)'/gm),
      ...code.matchAll(/^\s*import\s+'([^']+)'/gm),
      ...code.matchAll(/\bimport\(\s*'([^']+)'\s*\)/g),
    ].map((match) => match[1]!);
    for (const specifier of specifiers) {
      // Relative paths and the web's own `@/` alias (apps/web/src-alias.ts) name no package.
      if (specifier.startsWith('.') || specifier.startsWith('@/')) continue;
      const name = packageOf(specifier);
      if (name.startsWith('node:') || BUILTINS.has(name) || name.startsWith('virtual:')) continue;
      if (!declared.has(name)) found.add(name);
    }
  }
  return [...found].sort();
}

describe('workspace dependencies', () => {
  it.each(WORKSPACES)('%s declares every package it imports', (workspace) => {
    expect(undeclared(workspace)).toEqual([]);
  });
});

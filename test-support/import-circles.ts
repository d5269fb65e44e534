import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The import circles among the TypeScript modules under `root`, found on the source text: every
 * `import`, `export … from` and `import()` counts, type-only ones included. Lint's no-cycle rule
 * skips type imports, but a circle of types is still two modules that cannot be read apart.
 * `aliases` maps a specifier prefix (the web's '@/') to the folder it names.
 */
export function importCircles(root: string, aliases: Record<string, string> = {}): string[][] {
  const modules = readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
    .map((file) => path.join(root, file));
  const graph = new Map(modules.map((module) => [module, importsOf(module, aliases)]));
  return stronglyConnected(graph)
    .filter((component) => component.length > 1)
    .map((component) => component.map((module) => path.relative(root, module)).sort());
}

const SPECIFIER = /(?:\bfrom|\bimport)\s*\(?\s*['"]([^'"]+)['"]/g;

function importsOf(module: string, aliases: Record<string, string>): string[] {
  const imported: string[] = [];
  for (const [, specifier] of readFileSync(module, 'utf8').matchAll(SPECIFIER)) {
    const alias = Object.keys(aliases).find((prefix) => specifier!.startsWith(prefix));
    const base = alias
      ? path.join(aliases[alias]!, specifier!.slice(alias.length))
      : specifier!.startsWith('.')
        ? path.resolve(path.dirname(module), specifier!)
        : undefined;
    const file = base && [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find(isFile);
    if (file) imported.push(file);
  }
  return imported;
}

const isFile = (file: string) => existsSync(file) && statSync(file).isFile();

/** Tarjan's strongly connected components: each circle is one component of two or more modules. */
function stronglyConnected(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (module: string) => {
    index.set(module, index.size);
    low.set(module, index.get(module)!);
    stack.push(module);
    onStack.add(module);
    for (const next of graph.get(module) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(module, Math.min(low.get(module)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(module, Math.min(low.get(module)!, index.get(next)!));
      }
    }
    if (low.get(module) === index.get(module)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== module);
      components.push(component);
    }
  };
  for (const module of graph.keys()) if (!index.has(module)) visit(module);
  return components;
}

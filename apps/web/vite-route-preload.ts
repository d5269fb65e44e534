import { resolve } from 'node:path';
import type { Plugin, Rollup } from 'vite';

const ENTRY_SCRIPT = '<script type="module"';

/** The script: the chunks of the screen at the address being opened, preloaded as Vite preloads a lazy import's. */
function preloadScript(chunksByPath: Record<string, string[]>) {
  return `(() => {
  const chunks = ${JSON.stringify(chunksByPath)};
  for (const href of chunks[location.pathname.replace(/\\/+$/, '') || '/'] ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
})();
`;
}

/**
 * Lets the browser fetch a screen's code while it is still downloading the app's entry.
 *
 * Every address gets the same index.html and the router lazy-loads each screen, so left alone
 * a screen's chunks are requested only once the entry has arrived, run and matched the address:
 * a second wait before anything paints. This writes a small script, loaded by index.html ahead of the
 * entry, that asks for the chunks (and the chunks they import) of the first screen at the
 * address being opened. It is a file because the server's Content-Security-Policy allows no
 * inline script.
 *
 * `screens` maps an address to its route modules, relative to `routesDir`.
 */
export function routePreload(screens: Record<string, readonly string[]>, routesDir: string): Plugin {
  let base = '/';
  let scriptFile: string | undefined;
  return {
    name: 'aula-route-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (file): file is Rollup.OutputChunk => file.type === 'chunk',
      );
      const byFileName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const withImports = (fileName: string, into: Set<string>, skip = new Set<string>()) => {
        if (into.has(fileName) || skip.has(fileName)) return;
        into.add(fileName);
        for (const imported of byFileName.get(fileName)!.imports) withImports(imported, into, skip);
      };
      // index.html has the browser fetch the entry and everything it imports already.
      const initial = new Set<string>();
      for (const chunk of chunks) if (chunk.isEntry) withImports(chunk.fileName, initial);

      const chunksByPath: Record<string, string[]> = {};
      for (const [path, modules] of Object.entries(screens)) {
        const needed = new Set<string>();
        for (const module of modules) {
          const file = resolve(routesDir, module);
          const chunk = chunks.find(({ moduleIds }) =>
            moduleIds.some((id) => id.replace(/\.tsx?$/, '') === file),
          );
          if (!chunk) this.error(`No chunk holds ${module}, the route module of ${path}`);
          withImports(chunk.fileName, needed, initial);
        }
        chunksByPath[path] = [...needed].map((fileName) => `${base}${fileName}`);
      }
      const reference = this.emitFile({
        type: 'asset',
        name: 'route-preload.js',
        source: preloadScript(chunksByPath),
      });
      scriptFile = this.getFileName(reference);
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (!scriptFile || !html.includes(ENTRY_SCRIPT))
          throw new Error('route-preload: no entry script in index.html');
        // Async, and before the entry: it runs as soon as it arrives, while the entry is still downloading.
        return html.replace(
          ENTRY_SCRIPT,
          `<script async src="${base}${scriptFile}"></script>\n    ${ENTRY_SCRIPT}`,
        );
      },
    },
  };
}

import { serveStatic } from '@hono/node-server/serve-static';
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Hono } from 'hono';
import type { AppEnv } from './app-env';

/**
 * Serves the built web app: hashed assets cached for a year, every other path gets
 * index.html so that client-side routes work on reload (SPA fallback). Text assets go out as
 * the Brotli or gzip copy the build wrote beside them (apps/web/vite-precompress.ts), whichever
 * the browser accepts.
 */
export function mountWebApp(app: Hono<AppEnv>, distDir: string) {
  const indexFile = join(distDir, 'index.html');
  if (!existsSync(indexFile)) return false;
  const index = readFileSync(indexFile, 'utf8');
  const root = relative(process.cwd(), distDir) || '.';
  app.use(
    '/assets/*',
    serveStatic({
      root,
      precompressed: true,
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  app.use('*', serveStatic({ root, precompressed: true }));
  app.get('*', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(index);
  });
  return true;
}

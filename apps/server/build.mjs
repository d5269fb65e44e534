// Bundles the server into dist/main.js (workspace code inlined, npm packages left external)
// and copies what it reads at run time: the SQL migrations and the demo videos (src/seed/demo-videos.ts).
import { build } from 'esbuild';
import { cpSync, rmSync } from 'node:fs';

const here = new URL('.', import.meta.url).pathname;
rmSync(`${here}dist`, { recursive: true, force: true });
await build({
  entryPoints: [`${here}src/main.ts`, `${here}src/cli/migrate.ts`, `${here}src/cli/seed.ts`],
  outdir: `${here}dist`,
  entryNames: '[name]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  packages: 'external',
  // The email templates are React components (src/mail/templates).
  jsx: 'automatic',
  // @aula/shared is a workspace package consumed as TypeScript source: inline it.
  alias: { '@aula/shared': `${here}../../packages/shared/src/index.ts` },
  logLevel: 'warning',
});
cpSync(`${here}src/db/migrations`, `${here}dist/migrations`, { recursive: true });
cpSync(`${here}src/seed/media`, `${here}dist/media`, { recursive: true });

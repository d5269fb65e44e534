// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const webDir = fileURLToPath(new URL('../../..', import.meta.url));
const tempDir = mkdtempSync(join(tmpdir(), 'aula-api-types-'));

afterAll(() => rmSync(tempDir, { recursive: true, force: true }));

// The same steps as `npm run api:types`, written to a temporary file.
it('schema.d.ts matches the server (regenerate with `npm run api:types -w @aula/web`)', () => {
  const document = execFileSync(
    process.execPath,
    [require.resolve('tsx/cli'), '../server/src/cli/openapi.ts'],
    {
      cwd: webDir,
      encoding: 'utf8',
    },
  );
  const regenerated = join(tempDir, 'schema.d.ts');
  execFileSync(
    process.execPath,
    [join(dirname(require.resolve('openapi-typescript/package.json')), 'bin/cli.js'), '-o', regenerated],
    {
      cwd: webDir,
      input: document,
      stdio: ['pipe', 'ignore', 'inherit'],
    },
  );
  const committed = readFileSync(join(webDir, 'src/lib/api/schema.d.ts'), 'utf8');
  expect(readFileSync(regenerated, 'utf8'), 'apps/web/src/lib/api/schema.d.ts is out of date').toBe(
    committed,
  );
}, 60_000);

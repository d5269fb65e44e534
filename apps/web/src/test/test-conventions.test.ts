// @vitest-environment node
import { ESLint } from 'eslint';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * Web tests run on one request-mocking layer and one render helper (test/api-server.ts,
 * test/render-with-providers.tsx): the repository's lint config refuses, in any web test file,
 * each way around them, and lets the helpers themselves be used.
 */
const repoRoot = fileURLToPath(new URL('../../../..', import.meta.url));
const testFile = path.join(repoRoot, 'apps/web/src/features/cart/components/probe.test.tsx');

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: repoRoot });
});

/** The convention errors lint finds in `code`, as a web test file. */
async function refusals(code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: testFile });
  expect(result!.messages.filter((message) => message.fatal)).toEqual([]);
  return result!.messages
    .filter((message) => message.ruleId === 'no-restricted-syntax')
    .map((message) => message.message);
}

describe('a web test', () => {
  it('may not build its own query cache', async () => {
    const code = `import { QueryClient } from '@tanstack/react-query';\nexport const client = new QueryClient();\n`;
    expect(await refusals(code)).toEqual([expect.stringContaining('createTestQueryClient')]);
  });

  it('may not build its own router or providers', async () => {
    const router = `import { createMemoryRouter } from 'react-router';\nexport const router = createMemoryRouter([]);\n`;
    expect(await refusals(router)).toEqual([expect.stringContaining('renderWithProviders')]);
    const providers = [
      "import { QueryClientProvider } from '@tanstack/react-query';",
      "import { MemoryRouter } from 'react-router';",
      "import { createTestQueryClient } from '@/test/render-with-providers';",
      'export const ui = (',
      '  <QueryClientProvider client={createTestQueryClient()}>',
      '    <MemoryRouter />',
      '  </QueryClientProvider>',
      ');',
      '',
    ].join('\n');
    // The provider's opening and closing tags, and the router.
    expect(await refusals(providers)).toEqual(Array(3).fill(expect.stringContaining('renderWithProviders')));
  });

  it('may not fake the API client or fetch', async () => {
    const code = [
      "import { vi } from 'vitest';",
      "vi.mock('@/lib/api/client', () => ({}));",
      "vi.stubGlobal('fetch', vi.fn());",
      '',
    ].join('\n');
    expect(await refusals(code)).toEqual([
      expect.stringContaining('mock API'),
      expect.stringContaining('mock API'),
    ]);
  });

  it('may render through the helper and answer from the mock API', async () => {
    const code = [
      "import { vi } from 'vitest';",
      "import { answer, apiServer, http } from '@/test/api-server';",
      "import { renderWithProviders } from '@/test/render-with-providers';",
      "vi.mock('sonner', () => ({ toast: vi.fn() }));",
      "apiServer.use(http.get('/api/cart', () => answer(200, {})));",
      "renderWithProviders(<main />, { path: '/dashboard/cart', user: 'STUDENT' });",
      '',
    ].join('\n');
    expect(await refusals(code)).toEqual([]);
  });
});

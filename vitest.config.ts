import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** Every project fails a test that logs console.error (DESIGN.md rule 9). */
const failOnConsoleError = fileURLToPath(new URL('./test-support/fail-on-console-error.ts', import.meta.url));

/**
 * One run, several projects: shared unit tests, the web's component tests and the API
 * integration suite, which runs on PGlite always and again on PostgreSQL when
 * TEST_DATABASE_URL is set (CI sets it).
 */
const serverProject = (engine: 'pglite' | 'postgres') => ({
  extends: true as const,
  test: {
    name: `server:${engine}`,
    root: 'apps/server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    setupFiles: [failOnConsoleError],
    env: { TEST_DB_ENGINE: engine },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'shared',
          root: 'packages/shared',
          include: ['src/**/*.test.ts'],
          setupFiles: [failOnConsoleError],
        },
      },
      {
        test: {
          name: 'web',
          root: 'apps/web',
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: [failOnConsoleError],
        },
      },
      serverProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('postgres')] : []),
    ],
  },
});

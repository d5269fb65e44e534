import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { srcAlias } from './apps/web/src-alias';

/** Every project fails a test that logs console.error (docs/architecture.md#9-tests-that-hit-real-things). */
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
    exclude: ['test/scale-out/**'],
    globalSetup: ['test/global-setup.ts'],
    setupFiles: [failOnConsoleError],
    env: { TEST_DB_ENGINE: engine },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

/**
 * Several real server processes against one PostgreSQL, Redis (TEST_REDIS_URL, default on
 * loopback) and an S3 server of the test's own: what CI has, so it runs where TEST_DATABASE_URL is set.
 */
const scaleOutProject = {
  extends: true as const,
  test: {
    name: 'scale-out',
    root: 'apps/server',
    include: ['test/scale-out/**/*.test.ts'],
    setupFiles: [failOnConsoleError],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
};

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
        resolve: { alias: srcAlias },
        test: {
          name: 'web',
          root: 'apps/web',
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}'],
          // The mock API and the clean slate between tests (apps/web/src/test/setup-web-tests.ts).
          setupFiles: [failOnConsoleError, 'src/test/setup-web-tests.ts'],
        },
      },
      serverProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('postgres'), scaleOutProject] : []),
    ],
  },
});

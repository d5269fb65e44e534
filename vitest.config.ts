import { defineConfig } from 'vitest/config';

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
    setupFiles: ['test/fail-on-console-error.ts'],
    env: { TEST_DB_ENGINE: engine },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', root: 'packages/shared', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'web',
          root: 'apps/web',
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['src/test/fail-on-console-error.ts'],
        },
      },
      serverProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('postgres')] : []),
    ],
  },
});

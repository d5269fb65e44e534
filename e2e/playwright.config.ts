import { defineConfig, devices } from '@playwright/test';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM, CHROMIUM_FLAGS } from '../test-support/chromium';
import {
  clockFileOf,
  dataDirOf,
  E2E_SERVERS,
  mailboxDir,
  OIDC_PROVIDER_PORT,
  originOf,
  SMTP_SINK_PORT,
  type E2EServer,
} from './e2e-servers';

/**
 * End-to-end tests drive Debian's Chromium against the built app, started exactly as in
 * production (node apps/server/dist/main.js) on a fresh data folder.
 */
if (!existsSync(CHROMIUM)) {
  // Fail, never skip: a CI machine without the browser must go red.
  throw new Error(
    `Chromium was not found at ${CHROMIUM}. Install it (apt-get install chromium); the e2e tests need it.`,
  );
}

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

// The config is also loaded by every worker; only the runner starts the server and needs the folder.
const isRunner = !process.env.TEST_WORKER_INDEX;
if (isRunner) {
  for (const server of Object.values(E2E_SERVERS)) {
    process.env[server.dataDirVariable] ??= mkdtempSync(join(tmpdir(), `aula-e2e-${server.port}-`));
  }
}

/**
 * The built app as production starts it, on its own port and data folder, with a clock the tests
 * can move forward (docs/decisions/0027-time-in-browser-tests.md).
 */
function appServer(server: E2EServer, env: Record<string, string> = {}) {
  const url = originOf(server);
  return {
    command: 'node apps/server/dist/main.js',
    cwd: repoRoot,
    url: `${url}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(server.port),
      PUBLIC_URL: url,
      DATA_DIR: dataDirOf(server),
      TEST_CLOCK_FILE: clockFileOf(server),
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      // Every test signs in, and many sign up a student of their own: the real limits would
      // lock the run out midway. The limits have their own tests, in the API suite.
      RATE_LIMIT_SIGN_IN_FAILURES_PER_IP: '10000',
      RATE_LIMIT_SIGN_IN_FAILURES_PER_ACCOUNT: '10000',
      RATE_LIMIT_SIGN_UP_PER_IP: '10000',
      ...env,
    },
  };
}

export default defineConfig({
  testDir: './tests',
  globalTeardown: './global-teardown.ts',
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  workers: 2,
  retries: 0,
  // The list for people; the JSON file for `npm test`'s summary line (scripts/test.mjs).
  reporter: [['list'], ['json', { outputFile: join(repoRoot, 'test-results/e2e.json') }]],
  // Generous: CI shares two cores among the browser, three servers and axe's page scans, and a
  // test that is merely slow there is not a failure (speed goals live in bench/).
  timeout: 60_000,
  // For the same reason a page may take more than the default 5 s to show what it answers with.
  expect: { timeout: 10_000 },
  use: {
    baseURL: originOf(E2E_SERVERS.main),
    locale: 'es-PE',
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: CHROMIUM,
          args: CHROMIUM_FLAGS,
        },
      },
    },
  ],
  webServer: [
    // The main server sends its email to a real SMTP server, whose mailbox the tests read
    // (password-recovery.spec.ts); the other keeps its email in its outbox folder.
    appServer(E2E_SERVERS.main, { SMTP_URL: `smtp://127.0.0.1:${SMTP_SINK_PORT}` }),
    // A second instance whose access tokens live 95 s: within one 30 s tick of the refresh
    // threshold from the start, so every tick renews them (short-session.spec.ts).
    appServer(E2E_SERVERS.shortSession, { ACCESS_TOKEN_TTL_SECONDS: '95' }),
    {
      command: 'node --import tsx e2e/smtp-sink.ts',
      cwd: repoRoot,
      port: SMTP_SINK_PORT,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { E2E_MAILBOX_DIR: mailboxDir() },
      // Stopped with SIGTERM, the sink removes its mailbox on the way out.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 2_000 },
    },
    // The hospital's identity provider of the single sign-on test (sso.spec.ts).
    {
      command: 'node --import tsx e2e/oidc-provider.ts',
      cwd: repoRoot,
      port: OIDC_PROVIDER_PORT,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 2_000 },
    },
  ],
});

import { existsSync, mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import {
  enrolAndRememberBrowser,
  type RememberedSecondFactor,
} from '../../test-support/remembered-second-factor';
import { serverAt } from '../e2e-servers';
import { serverNow } from './server-clock';

/**
 * The demo admin must sign in with a second factor, which the seed leaves to her to set up. The
 * first test of a run that needs her, on each server, sets it up and has a browser remembered
 * (test-support/remembered-second-factor.ts); every later test gives its browser that cookie. The
 * second factor itself is tested in second-factor.spec.ts.
 */
export const DEMO_ADMIN_EMAIL = 'admin@aula.test';
const DEMO_PASSWORD = 'Aula2026!';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The demo admin's remembered second factor on the server at `origin`, set up on first use. */
export async function demoAdminTrust(origin: string): Promise<RememberedSecondFactor> {
  // One file per run (the runner made the data folder) and server; a lock spans the workers.
  const run = process.env.AULA_E2E_DATA_DIR ?? tmpdir();
  const file = `${run}-admin-mfa-${new URL(origin).port}.json`;
  const lock = `${file}.lock`;
  for (;;) {
    if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as RememberedSecondFactor;
    try {
      mkdirSync(lock);
    } catch {
      await sleep(200);
      continue;
    }
    try {
      if (!existsSync(file)) {
        const remembered = await enrolAndRememberBrowser(
          origin,
          { email: DEMO_ADMIN_EMAIL, password: DEMO_PASSWORD },
          () => serverNow(serverAt(origin)),
        );
        writeFileSync(file, JSON.stringify(remembered), { mode: 0o600 });
      }
    } finally {
      rmdirSync(lock);
    }
  }
}

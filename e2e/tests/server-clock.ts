import { appendFileSync, readFileSync } from 'node:fs';
import { clockFileOf, E2E_SERVERS, type E2EServer } from '../e2e-servers';

/**
 * The clock of a server under test, which runs in its own process: moved forward by appending
 * to the file it reads (docs/decisions/0027-time-in-browser-tests.md), so a test outlives a
 * lifetime or a minimum duration without waiting for it. Time only ever moves forward, as for
 * any other test running on the same server meanwhile.
 */
export function moveServerClock(ms: number, server: E2EServer = E2E_SERVERS.main) {
  appendFileSync(clockFileOf(server), `${Math.ceil(ms)}\n`);
}

/** What time it is on the server, in milliseconds. */
export function serverNow(server: E2EServer = E2E_SERVERS.main): number {
  let text = '';
  try {
    text = readFileSync(clockFileOf(server), 'utf8');
  } catch {
    // No step written yet: the server runs on the system time.
  }
  return Date.now() + text.split('\n').reduce((sum, line) => sum + (Number(line) || 0), 0);
}

import { rmSync } from 'node:fs';
import { clockFileOf, dataDirOf, E2E_SERVERS, mailboxDir } from './e2e-servers';

/**
 * Removes the run's data folders (databases and files), clock files and the SMTP sink's mailbox
 * once the servers have stopped.
 */
export default function globalTeardown() {
  for (const server of Object.values(E2E_SERVERS)) {
    rmSync(dataDirOf(server), { recursive: true, force: true });
    rmSync(clockFileOf(server), { force: true });
  }
  rmSync(mailboxDir(), { recursive: true, force: true });
}

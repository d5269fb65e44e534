import { rmSync } from 'node:fs';
import { clockFileOf, dataDirOf, E2E_SERVERS } from './e2e-servers';

/** Removes the run's data folders (databases and files) and clock files once the servers have stopped. */
export default function globalTeardown() {
  for (const server of Object.values(E2E_SERVERS)) {
    rmSync(dataDirOf(server), { recursive: true, force: true });
    rmSync(clockFileOf(server), { force: true });
  }
}

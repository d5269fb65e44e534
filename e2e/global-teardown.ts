import { rmSync } from 'node:fs';

/** Removes the run's data folders (databases and files) once the servers have stopped. */
export default function globalTeardown() {
  for (const dataDir of [process.env.AULA_E2E_DATA_DIR, process.env.AULA_E2E_SHORT_DATA_DIR]) {
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

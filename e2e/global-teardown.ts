import { rmSync } from 'node:fs';

/** Removes the run's data folder (database and files) once the server has stopped. */
export default function globalTeardown() {
  const dataDir = process.env.AULA_E2E_DATA_DIR;
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}

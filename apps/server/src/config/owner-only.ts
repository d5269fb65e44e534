import { chmod, readdir } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * DATA_DIR holds the embedded database, the stored files and the signing secrets: only the
 * account that runs Aula may read or write any of it. The process creates every file and folder
 * owner-only (this umask, set first thing by the server and the command-line tools).
 */
export const OWNER_ONLY_UMASK = 0o077;

/**
 * Makes every folder under `root` 0700 and every file 0600. The umask is not enough on its own:
 * the embedded database sets its own files to 0666 when it lays out a new database, and a DATA_DIR
 * written by an older version (or copied in by hand) keeps the modes it came with.
 */
export async function restrictToOwner(root: string): Promise<void> {
  try {
    await chmod(root, 0o700);
  } catch (error) {
    // With PostgreSQL, S3 and both secrets given, nothing is kept on disk at all.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (entry.isSymbolicLink()) continue;
    await chmod(join(entry.parentPath, entry.name), entry.isDirectory() ? 0o700 : 0o600);
  }
}

import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { AppDeps } from '../src/deps';

/** Every object key stored by the local driver of a test app (sidecar files and staged uploads excluded). */
export async function storedKeys(deps: AppDeps): Promise<string[]> {
  const root = join(deps.config.dataDir, 'storage');
  try {
    const entries = await readdir(root, { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile() && !entry.name.endsWith('.meta.json'))
      .map((entry) => join(entry.parentPath, entry.name).slice(root.length + 1))
      .filter((key) => !key.startsWith('staging/'));
  } catch {
    return [];
  }
}

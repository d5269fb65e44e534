import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rm, stat, writeFile, rename } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ByteRange, Storage, StoredObjectInfo } from './storage';

/** Files under DATA_DIR/storage; each object has a small sidecar with its content type. */
export function createLocalStorage(root: string): Storage {
  const pathOf = (key: string) => join(root, ...key.split('/'));
  const metaOf = (key: string) => `${pathOf(key)}.meta.json`;

  return {
    driver: 'local',
    async put(key, body, contentType) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Written under a temporary name first, so a reader never sees half a file.
      const partial = `${path}.partial`;
      try {
        await pipeline(body, createWriteStream(partial));
        await writeFile(metaOf(key), JSON.stringify({ contentType }));
        await rename(partial, path);
      } catch (error) {
        await rm(partial, { force: true });
        await rm(metaOf(key), { force: true });
        throw error;
      }
    },
    async head(key): Promise<StoredObjectInfo | null> {
      try {
        const [info, meta] = await Promise.all([stat(pathOf(key)), readFile(metaOf(key), 'utf8')]);
        const etag = createHash('sha1')
          .update(`${key}:${info.size}:${info.mtimeMs}`)
          .digest('hex')
          .slice(0, 20);
        return {
          size: info.size,
          contentType: (JSON.parse(meta) as { contentType: string }).contentType,
          etag: `"${etag}"`,
          lastModified: info.mtime,
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async read(key, range?: ByteRange): Promise<Readable> {
      return createReadStream(pathOf(key), range ? { start: range.start, end: range.end } : {});
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
      await rm(metaOf(key), { force: true });
    },
    async check() {
      await mkdir(root, { recursive: true });
      await stat(root);
    },
  };
}

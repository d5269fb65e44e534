import { messages } from '@aula/shared';
import { Readable } from 'node:stream';
import { AppError } from '../core/app-error';
import { detectKind, SNIFF_BYTES, type FileKind } from '@aula/shared';
import { newObjectKey, type Storage, type StorageLocation } from './storage';

/** What an upload must be, and what to say when it is not. */
export interface UploadRule {
  location: StorageLocation;
  kinds: readonly FileKind[];
  maxBytes: number;
  tooLargeMessage?: string;
  wrongTypeMessage?: string;
}

export interface StoredUpload {
  key: string;
  size: number;
  contentType: string;
}

/**
 * Streams an upload into storage while checking it: the first bytes must match an allowed
 * kind (415) and the total may not pass the limit (413). Nothing is kept in memory beyond a
 * chunk; a refused upload leaves nothing stored. An empty upload stores nothing and answers null.
 */
export async function storeUpload(
  storage: Storage,
  source: Readable,
  rule: UploadRule,
): Promise<StoredUpload | null> {
  const chunks = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const headChunks: Buffer[] = [];
  let size = 0;
  try {
    while (size < SNIFF_BYTES) {
      const next = await chunks.next();
      if (next.done) break;
      headChunks.push(next.value);
      size += next.value.length;
    }
    if (size === 0) return null;
    if (size > rule.maxBytes) throw tooLarge(rule);
    const kind = detectKind(Buffer.concat(headChunks), rule.kinds);
    if (!kind)
      throw new AppError('unsupported_media_type', rule.wrongTypeMessage ?? messages.files.wrongType);

    async function* checkedBody() {
      yield* headChunks;
      for (;;) {
        const next = await chunks.next();
        if (next.done) return;
        size += next.value.length;
        if (size > rule.maxBytes) throw tooLarge(rule);
        yield next.value;
      }
    }
    const key = newObjectKey(rule.location, kind.extension);
    await storage.put(key, Readable.from(checkedBody()), kind.contentType);
    return { key, size, contentType: kind.contentType };
  } catch (error) {
    await discardRest(chunks);
    throw error;
  }
}

/** Reads the rest of a refused upload without keeping it, so the request can finish and be answered. */
async function discardRest(chunks: AsyncIterator<Buffer>) {
  try {
    for (let next = await chunks.next(); !next.done; next = await chunks.next());
  } catch {
    // The client went away: nothing left to read.
  }
}

function tooLarge(rule: UploadRule) {
  return new AppError('payload_too_large', rule.tooLargeMessage ?? messages.files.tooLarge);
}

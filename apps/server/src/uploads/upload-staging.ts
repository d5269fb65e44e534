import { FileStore } from '@tus/file-store';
import type { DataStore, Upload } from '@tus/utils';
import type { Readable } from 'node:stream';

/** Unfinished and unclaimed uploads are dropped after a day. */
export const UPLOAD_EXPIRATION_MS = 24 * 60 * 60 * 1000;

/**
 * Where resumable uploads wait between their chunks and until a course save claims them.
 * It is not the file store: a staged upload is nobody's file yet, and nothing serves it.
 */
export interface UploadStaging {
  /** The tus data store the protocol handler writes chunks into. */
  readonly datastore: DataStore;
  /** The upload's declared size, bytes received so far and metadata, or null when it is gone. */
  info(id: string): Promise<Upload | null>;
  /** The received bytes, streamed. */
  read(id: string): Promise<Readable>;
  /** Forgets the upload; removing one that is already gone is not an error. */
  remove(id: string): Promise<void>;
  /** Drops expired uploads and answers how many. */
  removeExpired(): Promise<number>;
}

/** Embedded mode: staged uploads live on local disk under DATA_DIR. */
export function createLocalUploadStaging(directory: string): UploadStaging {
  const store = new FileStore({ directory, expirationPeriodInMilliseconds: UPLOAD_EXPIRATION_MS });
  return {
    datastore: store,
    async info(id) {
      try {
        return await store.getUpload(id);
      } catch {
        return null;
      }
    },
    async read(id) {
      return store.read(id);
    },
    async remove(id) {
      try {
        await store.remove(id);
      } catch {
        // Already gone: expired, or removed by an earlier request.
      }
    },
    removeExpired: () => store.deleteExpired(),
  };
}

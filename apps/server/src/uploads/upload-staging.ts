import { messages } from '@aula/shared';
import { DataStore, ERRORS, Upload } from '@tus/utils';
import { sql, type Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import type { DB } from '../db/schema';
import type { Storage } from '../storage/storage';
import { refusal } from './upload-errors';

/** Unfinished and unclaimed uploads are dropped after a day. */
export const UPLOAD_EXPIRATION_MS = 24 * 60 * 60 * 1000;

/**
 * A chunk is stored in parts of at most this size, each recorded as soon as it is complete: a
 * connection that breaks halfway through a large chunk keeps what arrived before the break.
 */
export const STAGED_PART_BYTES = 8 * 1024 * 1024;

/** The metadata key the server writes: the uploader, never taken from the client. */
export const OWNER_METADATA = 'owner';

/**
 * What one account may hold staged at once: uploads started and not yet claimed by a course save
 * (finished or not), and their declared sizes together (docs/decisions/0017).
 */
export interface StagingQuota {
  maxUploads: number;
  maxBytes: number;
}

const MB = 1024 * 1024;

/** Upload ids are UUIDs made by the server; anything else in a URL names no upload. */
const UPLOAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Where resumable uploads wait between their chunks and until a course save claims them.
 * It is not the file store's catalogue: a staged upload is nobody's file yet, and nothing serves it.
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

/**
 * Staged uploads in the database (length, metadata, the list of parts) with their bytes in the
 * file store under `staging/` (docs/decisions/0013-shared-upload-staging.md). The same code
 * serves one process on local disk and many processes on S3: whichever process a chunk reaches
 * finds the upload, and a part is accepted only where the previous one ended.
 */
export function createUploadStaging(db: Kysely<DB>, storage: Storage, quota: StagingQuota): UploadStaging {
  const datastore = new StagedUploadStore(db, storage, quota);
  return {
    datastore,
    async info(id) {
      try {
        return await datastore.getUpload(id);
      } catch {
        return null;
      }
    },
    read: async (id) => datastore.read(id),
    remove: (id) => datastore.remove(id),
    removeExpired: () => datastore.deleteExpired(),
  };
}

class StagedUploadStore extends DataStore {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly storage: Storage,
    private readonly quota: StagingQuota,
  ) {
    super();
    // Deferred length is understood so that onUploadCreate can refuse it in Spanish (every kind
    // has a size limit, checked against the declared length).
    this.extensions = [
      'creation',
      'creation-with-upload',
      'creation-defer-length',
      'termination',
      'expiration',
    ];
  }

  /**
   * Records a new upload, unless its owner would hold more than the quota allows. The owner's
   * uploads are counted under a lock of that owner, so that uploads started at the same moment
   * (on one process or several) cannot pass the quota together.
   */
  override async create(upload: Upload): Promise<Upload> {
    const owner = upload.metadata?.[OWNER_METADATA];
    if (!owner) throw refusal(401, 'unauthorized', messages.common.unauthorized);
    await this.db.transaction().execute(async (trx) => {
      await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`staged-uploads:${owner}`}, 0))`.execute(trx);
      const held = await trx
        .selectFrom('Staged_Uploads')
        .select((eb) => [
          eb.fn.countAll<string>().as('uploads'),
          sql<string>`coalesce(sum(size), 0)`.as('bytes'),
        ])
        .where(sql`metadata ->> ${OWNER_METADATA}`, '=', owner)
        // Expired uploads no longer count, even before they are swept away.
        .where('created_at', '>=', new Date(Date.now() - UPLOAD_EXPIRATION_MS))
        .executeTakeFirstOrThrow();
      const { maxUploads, maxBytes } = this.quota;
      if (Number(held.uploads) >= maxUploads) {
        throw refusal(403, 'forbidden', messages.uploads.tooManyStaged(maxUploads));
      }
      if (Number(held.bytes) + (upload.size ?? 0) > maxBytes) {
        throw refusal(403, 'forbidden', messages.uploads.stagedBytesExceeded(Math.floor(maxBytes / MB)));
      }
      await trx
        .insertInto('Staged_Uploads')
        .values({
          id_staged_upload: upload.id,
          size: upload.size ?? null,
          metadata: JSON.stringify(upload.metadata ?? {}),
          created_at: upload.creation_date ?? new Date(),
        })
        .execute();
    });
    return upload;
  }

  override async getUpload(id: string): Promise<Upload> {
    if (!UPLOAD_ID.test(id)) throw ERRORS.FILE_NOT_FOUND;
    const row = await this.db
      .selectFrom('Staged_Uploads as u')
      .select((eb) => [
        'u.size',
        'u.metadata',
        'u.created_at',
        eb
          .selectFrom('Staged_Upload_Parts as p')
          .whereRef('p.id_staged_upload', '=', 'u.id_staged_upload')
          .select(sql<number>`coalesce(sum(p.size), 0)`.as('received'))
          .as('received'),
      ])
      .where('u.id_staged_upload', '=', id)
      .executeTakeFirst();
    if (!row) throw ERRORS.FILE_NOT_FOUND;
    return new Upload({
      id,
      size: row.size ?? undefined,
      offset: Number(row.received ?? 0),
      metadata: row.metadata,
      creation_date: row.created_at.toISOString(),
    });
  }

  /**
   * Streams the chunk into the file store part by part and records each part once stored.
   * When the request ends early, what arrived is still stored, so the client resumes from there.
   */
  override async write(chunk: Readable, id: string, offset: number): Promise<number> {
    let end = offset;
    let part: { key: string; start: number; size: number; body: PassThrough; stored: Promise<void> } | null =
      null;

    const closePart = async () => {
      if (!part) return;
      const { key, start, size, body, stored } = part;
      part = null;
      body.end();
      await stored;
      if (size === 0) return this.storage.delete(key);
      await this.recordPart(id, start, size, key);
      end = start + size;
    };

    try {
      for await (const data of chunk as AsyncIterable<Buffer>) {
        let rest = data;
        while (rest.length > 0) {
          if (!part) {
            const start = end;
            // Unique per write: a competing request for the same bytes must not touch this object.
            const key = `staging/${id}.${String(start).padStart(13, '0')}.${randomUUID().slice(0, 8)}`;
            const body = new PassThrough();
            part = {
              key,
              start,
              size: 0,
              body,
              stored: this.storage.put(key, body, 'application/octet-stream'),
            };
          }
          const piece = rest.subarray(0, STAGED_PART_BYTES - part.size);
          rest = rest.subarray(piece.length);
          part.size += piece.length;
          if (!part.body.write(piece)) {
            // The store is slower than the client: wait for it, and stop if it fails meanwhile.
            await Promise.race([once(part.body, 'drain'), part.stored]);
          }
          if (part.size === STAGED_PART_BYTES) await closePart();
        }
      }
    } catch (error) {
      // The request broke off: keep the bytes that did arrive, then let the protocol answer.
      await closePart().catch(() => {});
      throw error;
    }
    await closePart();
    return end;
  }

  override async declareUploadLength(id: string, length: number): Promise<void> {
    await this.db
      .updateTable('Staged_Uploads')
      .set({ size: length })
      .where('id_staged_upload', '=', id)
      .where('size', 'is', null)
      .execute();
  }

  /** Records a stored part if it starts where the upload's bytes end; otherwise drops it. */
  private async recordPart(id: string, start: number, size: number, key: string) {
    const recorded = await this.db.transaction().execute(async (trx) => {
      const upload = await trx
        .selectFrom('Staged_Uploads')
        .select('id_staged_upload')
        .where('id_staged_upload', '=', id)
        .forUpdate()
        .executeTakeFirst();
      if (!upload) return false;
      const { received } = await trx
        .selectFrom('Staged_Upload_Parts')
        .select(sql<number>`coalesce(sum(size), 0)`.as('received'))
        .where('id_staged_upload', '=', id)
        .executeTakeFirstOrThrow();
      if (Number(received) !== start) return false;
      await trx
        .insertInto('Staged_Upload_Parts')
        .values({ id_staged_upload: id, start_offset: start, size, storage_key: key })
        .execute();
      return true;
    });
    if (!recorded) {
      // Another request wrote these bytes first, or the upload was removed meanwhile.
      await this.storage.delete(key);
      throw ERRORS.INVALID_OFFSET;
    }
  }

  /** The received bytes in order, part after part. */
  async read(id: string): Promise<Readable> {
    const parts = await this.db
      .selectFrom('Staged_Upload_Parts')
      .select('storage_key')
      .where('id_staged_upload', '=', id)
      .orderBy('start_offset')
      .execute();
    const storage = this.storage;
    return Readable.from(
      (async function* () {
        for (const part of parts) yield* await storage.read(part.storage_key);
      })(),
    );
  }

  override async remove(id: string): Promise<void> {
    if (!UPLOAD_ID.test(id)) return;
    // Under the upload's row lock, so that no part is recorded between listing and deleting.
    const parts = await this.db.transaction().execute(async (trx) => {
      await trx
        .selectFrom('Staged_Uploads')
        .select('id_staged_upload')
        .where('id_staged_upload', '=', id)
        .forUpdate()
        .execute();
      const removed = await trx
        .deleteFrom('Staged_Upload_Parts')
        .where('id_staged_upload', '=', id)
        .returning('storage_key')
        .execute();
      await trx.deleteFrom('Staged_Uploads').where('id_staged_upload', '=', id).execute();
      return removed;
    });
    await Promise.all(parts.map((part) => this.storage.delete(part.storage_key)));
  }

  override async deleteExpired(): Promise<number> {
    const expired = await this.db
      .selectFrom('Staged_Uploads')
      .select('id_staged_upload')
      .where('created_at', '<', new Date(Date.now() - UPLOAD_EXPIRATION_MS))
      .execute();
    for (const { id_staged_upload: id } of expired) await this.remove(id);
    return expired.length;
  }

  override getExpiration(): number {
    return UPLOAD_EXPIRATION_MS;
  }
}

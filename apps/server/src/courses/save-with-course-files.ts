import type { Transaction } from 'kysely';
import type { DB } from '../db/schema';
import { AppError } from '../core/app-error';
import type { AppDeps } from '../deps';
import { storedMp4Duration } from '../storage/mp4-duration';
import { discardUploads, storeFinishedUpload } from '../uploads/store-finished-upload';
import type { VideoSecondsByField } from './check-video-minutes';
import type { FileRequest } from './course-file-fields';

/** Storage keys of a save's new files, by the request field that named their upload. */
export type StoredFiles = ReadonlyMap<string, string>;

/** What a save's transaction answers, so that the work after its commit can be done. */
export interface CommittedSave<T> {
  result: T;
  /** Files the save replaced: removed once the rows that pointed at them are committed. */
  replacedKeys: string[];
  /** Runs after the commit: what must not happen for a rolled-back save (live notifications). */
  afterCommit?: () => Promise<void>;
}

type SaveDeps = Pick<AppDeps, 'db' | 'storage' | 'uploadStaging' | 'logger'>;

/**
 * The shape of every course save (docs/architecture.md#6-one-transaction-per-write): the new files are stored
 * first, one after the other, then one transaction writes the rows. If a file or any statement fails, every
 * file this save stored is removed and the error goes on: no partial course, no orphan file. After the commit
 * the files the save replaced are removed and the staged uploads discarded. Uploads stay staged when the save
 * fails, so that the user can save again without uploading again.
 */
export async function saveWithCourseFiles<T>(
  deps: SaveDeps,
  profileId: string,
  requests: readonly FileRequest[],
  write: (
    trx: Transaction<DB>,
    files: StoredFiles,
    videoSeconds: VideoSecondsByField,
  ) => Promise<CommittedSave<T>>,
): Promise<T> {
  const stored = new Map<string, string>();
  const videoDurations = new Map<string, number>();
  const videoSeconds = new Map<string, number>();
  let committed: CommittedSave<T>;
  try {
    for (const request of requests) {
      const key = await storeRequestedFile(deps, profileId, request);
      stored.set(request.field, key);
      if (request.kind === 'lessonVideo') {
        const seconds = await readVideoDuration(deps, key);
        if (seconds !== null) {
          videoDurations.set(key, seconds);
          videoSeconds.set(request.field, seconds);
        }
      }
    }
    committed = await deps.db.kysely.transaction().execute(async (trx) => {
      const written = await write(trx, stored, videoSeconds);
      await recordVideoDurations(trx, videoDurations);
      return written;
    });
  } catch (error) {
    await removeFiles(deps, [...stored.values()]);
    throw error;
  }
  await removeFiles(deps, committed.replacedKeys);
  await discardUploads(deps, [...new Set(requests.map((request) => request.uploadId))]);
  await committed.afterCommit?.();
  return committed.result;
}

async function storeRequestedFile(deps: SaveDeps, profileId: string, request: FileRequest): Promise<string> {
  try {
    const { key } = await storeFinishedUpload(deps, {
      profileId,
      uploadId: request.uploadId,
      kind: request.kind,
    });
    return key;
  } catch (error) {
    // The form shows an upload's problem under the file field that sent it.
    if (error instanceof AppError && !error.fields) {
      const field = request.shownUnder ?? request.field;
      throw new AppError(error.code, error.message, { [field]: error.message }, error.status);
    }
    throw error;
  }
}

/**
 * A lesson video's duration as its file says, which completing the lesson is measured against
 * (docs/decisions/0015-lesson-completion-evidence.md). A file that does not say, or cannot be
 * read, leaves it unknown: the lesson's estimated minutes stand in.
 */
async function readVideoDuration(deps: SaveDeps, key: string): Promise<number | null> {
  try {
    return await storedMp4Duration(deps.storage, key);
  } catch (error) {
    deps.logger.warn({ err: error, key }, 'video duration not read');
    return null;
  }
}

/** Each new lesson video's key is new and the lesson's alone, so it names the lesson row. */
async function recordVideoDurations(trx: Transaction<DB>, durations: ReadonlyMap<string, number>) {
  for (const [key, seconds] of durations) {
    await trx
      .updateTable('Lessons')
      .set({ duration_seconds: seconds })
      .where('content_url', '=', key)
      .execute();
  }
}

/** Best effort: a file that cannot be removed is logged; the save's own outcome is what matters. */
async function removeFiles(deps: SaveDeps, keys: readonly string[]) {
  await Promise.all(
    keys.map((key) =>
      deps.storage.delete(key).catch((error: unknown) => {
        deps.logger.warn({ err: error, key }, 'course file not removed');
      }),
    ),
  );
}

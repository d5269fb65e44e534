import { messages, UPLOAD_METADATA, UPLOAD_RULES, type UploadKind } from '@aula/shared';
import { AppError } from '../core/app-error';
import type { AppDeps } from '../deps';
import { STORAGE_LOCATIONS, type StorageLocation } from '../storage/storage';
import { storeUpload, type StoredUpload } from '../storage/store-upload';
import { OWNER_METADATA } from './upload-staging';

/**
 * Folders (docs/product/courses.md#storage-folders): course images, videos for video files,
 * documents otherwise.
 */
const LOCATION_OF: Record<UploadKind, StorageLocation> = {
  thumbnail: STORAGE_LOCATIONS.courseImages,
  previewVideo: STORAGE_LOCATIONS.videos,
  lessonVideo: STORAGE_LOCATIONS.videos,
  lessonPdf: STORAGE_LOCATIONS.documents,
  // Lesson content, like its videos and PDFs: read through links signed for a viewer.
  lessonImage: STORAGE_LOCATIONS.lessons,
};

type UploadDeps = Pick<AppDeps, 'storage' | 'uploadStaging'>;

/**
 * Copies a finished upload into the file store under a new server-made key, checking its size
 * and content once more on the way: the staged bytes are the uploader's, not yet the course's.
 * The staged upload stays until the save that uses it commits (see discardUploads), so a
 * failed save can be retried without sending the file again.
 */
export async function storeFinishedUpload(
  deps: UploadDeps,
  input: { profileId: string; uploadId: string; kind: UploadKind },
): Promise<StoredUpload> {
  const upload = await deps.uploadStaging.info(input.uploadId);
  if (!upload || upload.metadata?.[OWNER_METADATA] !== input.profileId) {
    throw new AppError('validation_failed', messages.uploads.notFound);
  }
  if (upload.metadata?.[UPLOAD_METADATA.kind] !== input.kind) {
    throw new AppError('validation_failed', messages.uploads.wrongKind);
  }
  if (upload.size === undefined || upload.offset !== upload.size) {
    throw new AppError('validation_failed', messages.uploads.incomplete);
  }
  const rule = UPLOAD_RULES[input.kind];
  const stored = await storeUpload(deps.storage, await deps.uploadStaging.read(input.uploadId), {
    location: LOCATION_OF[input.kind],
    kinds: rule.kinds,
    maxBytes: rule.maxBytes,
    tooLargeMessage: rule.tooLargeMessage,
    wrongTypeMessage: rule.wrongTypeMessage,
  });
  if (!stored) throw new AppError('unsupported_media_type', rule.wrongTypeMessage);
  return stored;
}

/** Forgets staged uploads once the save that stored them has committed. Never fails the save. */
export async function discardUploads(deps: Pick<AppDeps, 'uploadStaging'>, uploadIds: string[]) {
  await Promise.all(uploadIds.map((id) => deps.uploadStaging.remove(id)));
}

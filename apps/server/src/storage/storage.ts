import type { Readable } from 'node:stream';

/** What the store knows about one object. */
export interface StoredObjectInfo {
  size: number;
  contentType: string;
  etag: string;
  lastModified: Date;
}

/** An inclusive byte range, as HTTP Range counts it. */
export interface ByteRange {
  start: number;
  end: number;
}

/** The headers the store is asked to send with a presigned download (S3's response-* parameters). */
export interface PresignedResponseHeaders {
  contentType: string;
  contentDisposition: string;
  cacheControl: string;
}

/**
 * Where files live: local disk (embedded mode) or an S3-compatible store
 * (docs/architecture.md#8-swappable-database-and-storage).
 * Keys look like `media/videos/1732233600000-3f2a….mp4`: bucket, folder, timestamped name.
 */
export interface Storage {
  readonly driver: 'local' | 's3';
  /** Streams `body` into the object; never holds the whole file in memory. */
  put(key: string, body: Readable, contentType: string): Promise<void>;
  head(key: string): Promise<StoredObjectInfo | null>;
  read(key: string, range?: ByteRange): Promise<Readable>;
  delete(key: string): Promise<void>;
  /**
   * A URL at which the store itself serves the object to a browser, Range and all, until it
   * expires. Only an S3 store configured for it (FILES_PRESIGNED_REDIRECT) has one.
   */
  presignedReadUrl?(
    key: string,
    headers: PresignedResponseHeaders,
    expiresInSeconds: number,
  ): Promise<string>;
  /** Throws when the store cannot be reached (health check). */
  check(): Promise<void>;
}

/** Buckets and folders (docs/product/courses.md#storage-folders). */
export const STORAGE_LOCATIONS = {
  profileImages: { bucket: 'images', folder: 'images_profiles' },
  courseImages: { bucket: 'images', folder: 'images_courses' },
  videos: { bucket: 'media', folder: 'videos' },
  documents: { bucket: 'media', folder: 'documents' },
  lessons: { bucket: 'media', folder: 'lessons' },
} as const;
export type StorageLocation = (typeof STORAGE_LOCATIONS)[keyof typeof STORAGE_LOCATIONS];

/** Keys are made by the server only: a client's file name never reaches the store. */
export function newObjectKey(location: StorageLocation, extension: string, now = Date.now()): string {
  const random = crypto.randomUUID();
  return `${location.bucket}/${location.folder}/${now}-${random}.${extension}`;
}

const KEY_PATTERN = /^(images|media)\/[a-z_]+\/\d{13}-[0-9a-f-]{36}\.[a-z0-9]{2,4}$/;

export function isValidObjectKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

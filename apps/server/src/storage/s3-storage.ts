import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Readable } from 'node:stream';
import type { ByteRange, Storage, StoredObjectInfo } from './storage';

export interface S3StorageOptions {
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
  /**
   * Where browsers reach the store (an origin, e.g. PUBLIC_URL's, whose proxy passes
   * /{bucket}/ to it): given, the driver presigns downloads there.
   */
  publicEndpoint?: string;
}

/** S3 refuses presigned URLs that live longer than a week. */
const PRESIGNED_MAX_SECONDS = 7 * 24 * 3600;

/**
 * An upload holds only the parts in flight (QUEUE_SIZE) and the one being filled, whatever the
 * file's size. S3's minimum part size keeps that small and still allows objects of up to 48 GiB
 * within its 10 000-part limit.
 */
const PART_SIZE = 5 * 1024 * 1024;
const QUEUE_SIZE = 2;

/** Objects in one bucket of any S3-compatible store; our keys (`media/videos/…`) are the object keys. */
export function createS3Storage(options: S3StorageOptions): Storage {
  const { bucket } = options;
  const clientAt = (endpoint: string, forcePathStyle: boolean) =>
    new S3Client({
      endpoint,
      region: options.region,
      forcePathStyle,
      credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
      // The SDK's default CRC32 checksums are refused by many S3-compatible servers.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  const client = clientAt(options.endpoint, options.forcePathStyle);
  // A signature covers the host and path the browser will ask for: the public origin, with the
  // bucket in the path (the proxy routes by path; a bucket subdomain would be another origin).
  const publicClient = options.publicEndpoint ? clientAt(options.publicEndpoint, true) : undefined;

  return {
    driver: 's3',
    async put(key, body, contentType) {
      const upload = new Upload({
        client,
        params: { Bucket: bucket, Key: key, Body: body, ContentType: contentType },
        partSize: PART_SIZE,
        queueSize: QUEUE_SIZE,
        // Aborted below instead, so that a failing abort cannot replace the error that caused it
        // (a refused upload must still reach the caller as its 413).
        leavePartsOnError: true,
      });
      try {
        await upload.done();
      } catch (error) {
        // If the store failed, the body is left half-read: release whoever is producing it.
        body.destroy();
        if (upload.uploadId) {
          // Parts already sent would otherwise be kept (and billed) invisibly; a bucket lifecycle
          // rule for incomplete multipart uploads is the backstop if this call fails too.
          await client
            .send(new AbortMultipartUploadCommand({ Bucket: bucket, Key: key, UploadId: upload.uploadId }))
            .catch(() => {});
        }
        throw error;
      }
    },
    async head(key): Promise<StoredObjectInfo | null> {
      try {
        const object = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return {
          size: object.ContentLength ?? 0,
          contentType: object.ContentType ?? 'application/octet-stream',
          etag: quoted(object.ETag ?? ''),
          lastModified: object.LastModified ?? new Date(0),
        };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async read(key, range?: ByteRange): Promise<Readable> {
      const object = await client.send(
        new GetObjectCommand({
          Bucket: bucket,
          Key: key,
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
      return object.Body as Readable;
    },
    async delete(key) {
      // S3 answers a delete of a missing key with success: deleting twice is fine.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket: bucket }));
    },
    ...(publicClient && {
      presignedReadUrl(key, headers, expiresInSeconds) {
        const command = new GetObjectCommand({
          Bucket: bucket,
          Key: key,
          ResponseContentType: headers.contentType,
          ResponseContentDisposition: headers.contentDisposition,
          ResponseCacheControl: headers.cacheControl,
        });
        return getSignedUrl(publicClient, command, {
          expiresIn: Math.min(Math.max(1, expiresInSeconds), PRESIGNED_MAX_SECONDS),
        });
      },
    }),
  };
}

function isNotFound(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.$metadata.httpStatusCode === 404 || error.name === 'NotFound' || error.name === 'NoSuchKey')
  );
}

/** HTTP wants the entity tag in quotes; some S3-compatible stores answer it bare. */
function quoted(etag: string): string {
  return /^(W\/)?".*"$/.test(etag) ? etag : `"${etag}"`;
}

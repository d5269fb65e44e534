import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// s3rver ships no type declarations; the little of it used here is typed below.
// @ts-expect-error TS7016
import S3rver from 's3rver';
import type { S3StorageOptions } from '../src/storage/s3-storage';

interface S3rverInstance {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
  middleware: Array<(ctx: KoaContext, next: () => Promise<void>) => Promise<void>>;
  store: { getResourcePath(bucket: string, key: string | undefined, resource: string): string };
}
interface KoaContext {
  method: string;
  query: Record<string, string | string[] | undefined>;
  status: number;
}

export interface S3TestServer {
  /** The driver's settings for the server's one bucket. */
  options: S3StorageOptions;
  /** The same, as the app's S3_* environment variables. */
  env: Record<string, string>;
  /** Where the server keeps objects on disk. */
  directory: string;
  close(): Promise<void>;
}

const BUCKET = 'aula-test';

/** An S3-protocol server on loopback with one empty bucket, its objects in a temporary folder. */
export async function startS3TestServer(): Promise<S3TestServer> {
  const directory = await mkdtemp(join(tmpdir(), 'aula-s3rver-'));
  const server: S3rverInstance = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: BUCKET }],
  });
  // s3rver does not implement AbortMultipartUpload; answer it as S3 does (drop the parts, 204)
  // so that the tests can see the driver leave no unfinished upload behind.
  const uploads = server.store.getResourcePath(BUCKET, undefined, 'uploads');
  server.middleware.unshift(async (ctx, next) => {
    const uploadId = ctx.query.uploadId;
    if (ctx.method !== 'DELETE' || typeof uploadId !== 'string') return next();
    await rm(join(uploads, uploadId), { recursive: true, force: true });
    ctx.status = 204;
  });
  const { port } = await server.run();
  const options: S3StorageOptions = {
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    bucket: BUCKET,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  return {
    options,
    env: {
      S3_ENDPOINT: options.endpoint,
      S3_REGION: options.region,
      S3_BUCKET: options.bucket,
      S3_ACCESS_KEY_ID: options.accessKeyId,
      S3_SECRET_ACCESS_KEY: options.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    directory,
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

import { join } from 'node:path';
import type { Config } from '../config/config';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import type { Storage } from './storage';

/** Local disk under DATA_DIR/storage unless the S3 settings are given. */
export function openStorage(config: Config): Storage {
  const { env } = config;
  if (env.S3_ENDPOINT) {
    // The env schema accepts S3_ENDPOINT only together with the bucket and both keys.
    return createS3Storage({
      endpoint: env.S3_ENDPOINT,
      region: env.S3_REGION,
      bucket: env.S3_BUCKET!,
      accessKeyId: env.S3_ACCESS_KEY_ID!,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
      // The env schema accepts FILES_PRESIGNED_REDIRECT only together with PUBLIC_URL.
      publicEndpoint: env.FILES_PRESIGNED_REDIRECT ? new URL(config.publicUrl).origin : undefined,
    });
  }
  return createLocalStorage(join(config.dataDir, 'storage'));
}

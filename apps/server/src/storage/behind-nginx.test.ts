import { messages } from '@aula/shared';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deploySample, startNginx, type Nginx } from '../../../../test-support/nginx';
import { startS3TestServer, type S3TestServer } from '../../test/s3-test-server';
import { createTestApp, listenOnLoopback, type LoopbackServer, type TestApp } from '../../test/test-app';
import { resolveConfig } from '../config/config';
import { parseEnv } from '../config/env';
import { openStorage } from './open-storage';
import { createS3Storage } from './s3-storage';
import { signFileUrl } from './signed-url';
import { newObjectKey, STORAGE_LOCATIONS } from './storage';

/**
 * The file route behind a real nginx (Debian's, /usr/sbin/nginx; CI installs it), configured with
 * the samples of deploy/ with their addresses replaced: the app checks every link and nginx or
 * the object store sends the bytes. Without nginx these tests fail: they are the proof that media
 * bytes leave Node's hands.
 */

const MB = 1024 * 1024;

/** Bytes that differ from position to position, so a wrong offset cannot pass for the right one. */
function patterned(size: number): Buffer {
  const bytes = Buffer.alloc(size);
  for (let i = 0; i < size; i++) bytes[i] = (i * 31 + (i >> 8) + (i >> 16)) & 0xff;
  // An MP4's first bytes (an ftyp box), as every stored video has.
  bytes.set([0, 0, 0, 0x18, ...Buffer.from('ftypisom'), 0, 0, 2, 0, ...Buffer.from('isomiso2')]);
  return bytes;
}

const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());

/** The security headers the app sends on every answer, which must reach the browser with the file. */
function expectSecurityHeaders(response: Response) {
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
  expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
}

/** What the app answers a link it refuses: its JSON message, never the file's bytes. */
async function expectRefusal(response: Response, status: number, message: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  expect(response.headers.get('location')).toBeNull();
  expect(await response.json()).toEqual({ message, code: 'forbidden' });
}

function alteredSignature(path: string): string {
  const url = new URL(path, 'http://aula.test');
  const signature = url.searchParams.get('signature')!;
  url.searchParams.set('signature', `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`);
  return url.pathname + url.search;
}

describe('local disk behind nginx (FILES_ACCEL_REDIRECT, deploy/nginx-local-disk.conf)', () => {
  const size = 3 * MB + 123;
  const video = patterned(size);
  let app: TestApp;
  let upstream: LoopbackServer | undefined;
  let nginx: Nginx;
  let key: string;
  const link = (ttl = 3600, now = Date.now()) => signFileUrl(app.deps.config.fileUrlSecret, key, ttl, now);

  beforeAll(async () => {
    app = await createTestApp({ env: { FILES_ACCEL_REDIRECT: '/_files/', TRUST_PROXY: 'true' } });
    key = newObjectKey(STORAGE_LOCATIONS.videos, 'mp4');
    await app.deps.storage.put(key, Readable.from([video]), 'video/mp4');
    upstream = await listenOnLoopback(app);
    const { host } = upstream;
    const storage = join(app.deps.config.dataDir, 'storage');
    nginx = await startNginx({
      http: async (port) =>
        `default_type application/octet-stream;\n${await deploySample('nginx-local-disk.conf', [
          ['listen 80;', `listen 127.0.0.1:${port};`],
          ['server 127.0.0.1:3000;', `server ${host};`],
          ['/var/lib/aula/data/storage/', `${storage}/`],
        ])}`,
    });
  });
  afterAll(async () => {
    await nginx?.stop();
    await upstream?.close();
    await app?.close();
  });

  it('answers a signed link with the file, sent by nginx with the app’s headers', async () => {
    const response = await fetch(`${nginx.base}${link()}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('server')).toMatch(/^nginx/);
    expect(response.headers.get('content-type')).toBe('video/mp4');
    expect(response.headers.get('content-length')).toBe(String(size));
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    expect(response.headers.get('content-disposition')).toBe(`inline; filename="${key.split('/').pop()}"`);
    expect(response.headers.get('cache-control')).toBe('private, max-age=3600');
    expect(response.headers.get('x-accel-redirect')).toBeNull();
    expectSecurityHeaders(response);
    expect((await bytesOf(response)).equals(video)).toBe(true);
  });

  it('answers a Range request with 206 and exactly those bytes', async () => {
    const response = await fetch(`${nginx.base}${link()}`, { headers: { range: 'bytes=2000000-2099999' } });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe(`bytes 2000000-2099999/${size}`);
    expect(response.headers.get('content-type')).toBe('video/mp4');
    expect(response.headers.get('content-disposition')).toBe(`inline; filename="${key.split('/').pop()}"`);
    expectSecurityHeaders(response);
    expect((await bytesOf(response)).equals(video.subarray(2_000_000, 2_100_000))).toBe(true);

    const suffix = await fetch(`${nginx.base}${link()}`, { headers: { range: 'bytes=-100' } });
    expect(suffix.status).toBe(206);
    expect((await bytesOf(suffix)).equals(video.subarray(size - 100))).toBe(true);
  });

  it('answers a request for the ETag nginx gave with 304', async () => {
    const first = await fetch(`${nginx.base}${link()}`, { method: 'HEAD' });
    const etag = first.headers.get('etag')!;
    expect(etag).toBeTruthy();
    const again = await fetch(`${nginx.base}${link()}`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('leaves the bytes to nginx: the app itself answers with X-Accel-Redirect and no body', async () => {
    const response = await app.request(link(), { headers: { range: 'bytes=0-99' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-accel-redirect')).toBe(`/_files/${key}`);
    expect(response.headers.get('content-type')).toBe('video/mp4');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-range')).toBeNull();
    expect((await bytesOf(response)).length).toBe(0);
  });

  it('refuses an expired or forged link with the app’s message and no bytes', async () => {
    const expired = await fetch(`${nginx.base}${link(3600, Date.now() - 7200 * 1000)}`);
    await expectRefusal(expired, 403, messages.files.linkExpired);

    const forged = await fetch(`${nginx.base}${alteredSignature(link())}`, {
      headers: { range: 'bytes=0-99' },
    });
    await expectRefusal(forged, 403, messages.files.linkInvalid);

    const elsewhere = await fetch(
      `${nginx.base}${link().replace(key, newObjectKey(STORAGE_LOCATIONS.videos, 'mp4'))}`,
    );
    await expectRefusal(elsewhere, 403, messages.files.linkInvalid);
  });

  it('answers 404 when the internal location is asked for directly', async () => {
    for (const path of [`/_files/${key}`, `/_files/${key}.meta.json`, '/_files/']) {
      const response = await fetch(`${nginx.base}${path}`, { headers: { range: 'bytes=0-99' } });
      expect(response.status, path).toBe(404);
      expect((await bytesOf(response)).includes(video.subarray(0, 24)), path).toBe(false);
    }
  });
});

describe('S3 behind the proxy (FILES_PRESIGNED_REDIRECT, deploy/nginx.conf)', () => {
  const size = 2 * MB + 7;
  const video = patterned(size);
  let s3: S3TestServer;
  let app: TestApp;
  let upstream: LoopbackServer | undefined;
  let nginx: Nginx;
  let key: string;
  const link = (ttl = 3600, now = Date.now()) => signFileUrl(app.deps.config.fileUrlSecret, key, ttl, now);

  beforeAll(async () => {
    s3 = await startS3TestServer();
    const bucket = s3.options.bucket;
    // nginx's address is the app's PUBLIC_URL, and the app's address is in nginx's configuration:
    // the app is built once nginx has its port, while that configuration is written.
    nginx = await startNginx({
      http: async (port) => {
        const publicUrl = `http://127.0.0.1:${port}`;
        app = await createTestApp({
          env: { ...s3.env, FILES_PRESIGNED_REDIRECT: 'true', PUBLIC_URL: publicUrl, TRUST_PROXY: 'true' },
          storage: () => createS3Storage({ ...s3.options, publicEndpoint: publicUrl }),
        });
        key = newObjectKey(STORAGE_LOCATIONS.videos, 'mp4');
        await app.deps.storage.put(key, Readable.from([video]), 'video/mp4');
        upstream = await listenOnLoopback(app);
        const { host } = upstream;
        return deploySample('nginx.conf', [
          ['listen 80;', `listen 127.0.0.1:${port};`],
          ['server app-1:3000 max_fails=0;', `server ${host} max_fails=0;`],
          ['server app-2:3000 max_fails=0;', ''],
          ['http://minio:9000', s3.options.endpoint],
          ['location /aula/', `location /${bucket}/`],
        ]);
      },
    });
  });
  afterAll(async () => {
    await nginx?.stop();
    await upstream?.close();
    await app?.close();
    await s3?.close();
  });

  it('redirects a signed link, uncached, to a presigned URL of the store at the public origin', async () => {
    const response = await fetch(`${nginx.base}${link()}`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const location = new URL(response.headers.get('location')!);
    expect(location.origin).toBe(nginx.base);
    expect(location.pathname).toBe(`/${s3.options.bucket}/${key}`);
    expect(location.searchParams.get('X-Amz-Signature')).toBeTruthy();
    expect(location.searchParams.get('response-content-type')).toBe('video/mp4');
    // It lives as long as the link it came from still does.
    expect(Number(location.searchParams.get('X-Amz-Expires'))).toBeGreaterThan(3500);
    expect(Number(location.searchParams.get('X-Amz-Expires'))).toBeLessThanOrEqual(3600);
  });

  it('serves the file from the store at the redirect’s target, with the app’s headers', async () => {
    const response = await fetch(`${nginx.base}${link()}`);
    expect(response.redirected).toBe(true);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('video/mp4');
    expect(response.headers.get('content-disposition')).toBe(`inline; filename="${key.split('/').pop()}"`);
    expect(response.headers.get('cache-control')).toMatch(/^private, max-age=/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await bytesOf(response)).equals(video)).toBe(true);
  });

  it('honours Range at the redirect’s target', async () => {
    const response = await fetch(`${nginx.base}${link()}`, { headers: { range: 'bytes=1048576-1049599' } });
    expect(response.redirected).toBe(true);
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe(`bytes 1048576-1049599/${size}`);
    expect((await bytesOf(response)).equals(video.subarray(1_048_576, 1_049_600))).toBe(true);
  });

  it('refuses an expired or forged link with the app’s message and no redirect', async () => {
    const expired = await fetch(`${nginx.base}${link(3600, Date.now() - 7200 * 1000)}`, {
      redirect: 'manual',
    });
    await expectRefusal(expired, 403, messages.files.linkExpired);
    const forged = await fetch(`${nginx.base}${alteredSignature(link())}`, { redirect: 'manual' });
    await expectRefusal(forged, 403, messages.files.linkInvalid);
  });

  it('answers HEAD itself, with the headers and no redirect', async () => {
    const response = await fetch(`${nginx.base}${link()}`, { method: 'HEAD', redirect: 'manual' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-length')).toBe(String(size));
    expect(response.headers.get('location')).toBeNull();
  });

  it('accepts no write through the store’s location', async () => {
    const response = await fetch(`${nginx.base}/${s3.options.bucket}/${key}`, { method: 'DELETE' });
    expect(response.status).toBe(403);
    expect((await app.deps.storage.head(key))?.size).toBe(size);
  });
});

describe('which driver presigns', () => {
  const s3Env = {
    S3_ENDPOINT: 'http://127.0.0.1:9',
    S3_BUCKET: 'aula',
    S3_ACCESS_KEY_ID: 'k',
    S3_SECRET_ACCESS_KEY: 's',
  };
  const storageFor = (env: Record<string, string>) =>
    openStorage(
      resolveConfig(
        parseEnv({
          DATA_DIR: '/nonexistent',
          ...env,
          JWT_SECRET: 'j'.repeat(32),
          FILE_URL_SECRET: 'f'.repeat(32),
        }),
      ),
    );

  it('presigns only on S3 with FILES_PRESIGNED_REDIRECT, at PUBLIC_URL’s origin', async () => {
    expect(storageFor({}).presignedReadUrl).toBeUndefined();
    expect(storageFor(s3Env).presignedReadUrl).toBeUndefined();
    const presigning = storageFor({
      ...s3Env,
      FILES_PRESIGNED_REDIRECT: 'true',
      PUBLIC_URL: 'https://aula.example.org/campus',
    });
    const url = new URL(
      await presigning.presignedReadUrl!(
        'media/videos/1732233600000-3f2a0000-0000-4000-8000-000000000000.mp4',
        { contentType: 'video/mp4', contentDisposition: 'inline; filename="x.mp4"', cacheControl: 'private' },
        60,
      ),
    );
    expect(url.origin).toBe('https://aula.example.org');
    expect(url.pathname).toBe('/aula/media/videos/1732233600000-3f2a0000-0000-4000-8000-000000000000.mp4');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('60');
    expect(url.searchParams.get('response-content-disposition')).toBe('inline; filename="x.mp4"');
  });
});

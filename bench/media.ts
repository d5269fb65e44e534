import { LESSON_VIDEO_MAX_BYTES, UPLOAD_METADATA, UPLOADS_PATH } from '@aula/shared';
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createLocalStorage } from '../apps/server/src/storage/local-storage';
import { signFileUrl } from '../apps/server/src/storage/signed-url';
import { newObjectKey, STORAGE_LOCATIONS } from '../apps/server/src/storage/storage';
import { signIn } from './academy';
import { measureProcess, warmUp, type NextRequest, type ProcessLoad } from './load';
import { startNginx } from './nginx';
import type { ServerProcess } from './server-process';

export const MiB = 1024 * 1024;
export const MEDIA_FILE_BYTES = 100 * MiB;
/** What a player asks for when it seeks: here, one mebibyte from a spread of offsets. */
export const RANGE_BYTES = MiB;
/** The largest lesson video the app accepts, 200 MB. */
export const UPLOAD_BYTES = LESSON_VIDEO_MAX_BYTES;
/** The web app's tus client sends 5 MiB a request (apps/web/src/features/courses/form/upload-helpers.ts). */
const WEB_CHUNK_BYTES = 5 * MiB;
const SAMPLE_EVERY_MS = 50;

/**
 * `bytes` bytes that pass for an MP4 by their first bytes (an `ftyp` box of brand isom, which
 * the upload check looks for), the rest random: nothing on the way can compress them.
 */
function videoBytes(bytes: number): Readable {
  const block = randomBytes(MiB);
  block.set([0, 0, 0, 0x18, ...Buffer.from('ftypisom'), 0, 0, 2, 0, ...Buffer.from('isomiso2')]);
  return Readable.from(
    (function* () {
      for (let sent = 0; sent < bytes; sent += block.length)
        yield block.subarray(0, Math.min(block.length, bytes - sent));
    })(),
  );
}

export interface RangeResult {
  app: ProcessLoad;
  nginx: ProcessLoad;
  nginxVersion: string;
  nginxConfig: string;
}

/**
 * Range requests on a 100 MB video stored by the app's local-disk driver in the server's own
 * storage, fetched from the real file route with a signed URL, against nginx serving the same
 * file from the same directory. Both get the same sequence of ranges.
 */
export async function measureRanges(server: ServerProcess): Promise<RangeResult> {
  const storageRoot = join(server.dataDir, 'storage');
  const key = newObjectKey(STORAGE_LOCATIONS.videos, 'mp4');
  await createLocalStorage(storageRoot).put(key, videoBytes(MEDIA_FILE_BYTES), 'video/mp4');
  const signedPath = signFileUrl(server.fileUrlSecret, key, 3600);
  const nginx = await startNginx(storageRoot, '/api/files/', signedPath);
  try {
    const ranges =
      (base: string): NextRequest =>
      (connection, sent) => {
        const slots = MEDIA_FILE_BYTES / RANGE_BYTES;
        const start = ((connection * 37 + sent * 13) % slots) * RANGE_BYTES;
        return {
          url: `${base}${signedPath}`,
          headers: { range: `bytes=${start}-${start + RANGE_BYTES - 1}` },
        };
      };
    const options = { statuses: [206] };
    await warmUp(ranges(server.base), options);
    await warmUp(ranges(nginx.base), options);
    const result = {
      app: await measureProcess(server.pid, ranges(server.base), options),
      nginx: await measureProcess(nginx.pid, ranges(nginx.base), options),
      nginxVersion: nginx.version,
      nginxConfig: nginx.config,
    };
    console.log(
      `ranges: app ${(result.app.bytesPerSecond / MiB).toFixed(0)} MB/s, nginx ${(result.nginx.bytesPerSecond / MiB).toFixed(0)} MB/s`,
    );
    return result;
  } finally {
    await nginx.stop();
  }
}

export interface UploadMemory {
  /** How the file was sent: as the web app sends it, or in one request. */
  way: string;
  seconds: number;
  /** The server's RSS before the upload, at its highest during it, and once it was done. */
  before: number;
  peak: number;
  after: number;
}

/** One tus request to the server as `token`'s owner; answers the status and headers. */
function tusRequest(
  url: string,
  method: string,
  token: string,
  headers: Record<string, string>,
  body?: Readable,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined> }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      { method, headers: { ...headers, authorization: `Bearer ${token}`, 'tus-resumable': '1.0.0' } },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers }));
        response.on('error', reject);
      },
    );
    req.on('error', reject);
    if (body) pipeline(body, req).catch(reject);
    else req.end();
  });
}

/** Uploads `file` through the real resumable endpoint (tus), `chunk` bytes a PATCH. */
async function upload(base: string, token: string, file: string, chunk: number) {
  const b64 = (text: string) => Buffer.from(text).toString('base64');
  const created = await tusRequest(`${base}${UPLOADS_PATH}`, 'POST', token, {
    'upload-length': String(UPLOAD_BYTES),
    'upload-metadata': `${UPLOAD_METADATA.kind} ${b64('lessonVideo')},${UPLOAD_METADATA.filename} ${b64('clase.mp4')}`,
  });
  if (created.status !== 201) throw new Error(`creating the upload answered ${created.status}`);
  const location = new URL(String(created.headers.location), base).href;
  for (let offset = 0; offset < UPLOAD_BYTES; offset += chunk) {
    const end = Math.min(offset + chunk, UPLOAD_BYTES);
    const sent = await tusRequest(
      location,
      'PATCH',
      token,
      {
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
        'content-length': String(end - offset),
      },
      createReadStream(file, { start: offset, end: end - 1 }),
    );
    if (sent.status !== 204) throw new Error(`PATCH at ${offset} answered ${sent.status}`);
  }
  // The staged upload is nobody's yet: dropped, so the next one starts from the same state.
  await tusRequest(location, 'DELETE', token, {});
}

/**
 * The server's memory (RSS, sampled every 50 ms) while a 200 MB video arrives through the
 * resumable upload endpoint, the way the web app sends it (5 MiB a request) and in a single
 * request (a tus client without chunking). Uploads must stream to storage, never be held whole.
 */
export async function measureUploadMemory(server: ServerProcess, tempDir: string): Promise<UploadMemory[]> {
  const file = join(tempDir, 'clase.mp4');
  await pipeline(videoBytes(UPLOAD_BYTES), createWriteStream(file));
  const token = await signIn(server.base, 'instructor@aula.test');
  const results: UploadMemory[] = [];
  for (const [way, chunk] of [
    ['as the web app sends it (5 MiB a request)', WEB_CHUNK_BYTES],
    ['in one request', UPLOAD_BYTES],
  ] as const) {
    const before = await server.rss();
    let peak = before;
    const sampler = setInterval(() => {
      server.rss().then(
        (rss) => (peak = Math.max(peak, rss)),
        () => {},
      );
    }, SAMPLE_EVERY_MS);
    const started = performance.now();
    try {
      await upload(server.base, token, file, chunk);
    } finally {
      clearInterval(sampler);
    }
    const seconds = (performance.now() - started) / 1000;
    const after = await server.rss();
    results.push({ way, seconds, before, peak: Math.max(peak, after), after });
    console.log(
      `upload ${way}: RSS ${(before / MiB).toFixed(0)} → peak ${(peak / MiB).toFixed(0)} MB in ${seconds.toFixed(1)} s`,
    );
  }
  return results;
}

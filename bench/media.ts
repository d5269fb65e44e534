import { LESSON_VIDEO_MAX_BYTES, UPLOAD_METADATA, UPLOADS_PATH } from '@aula/shared';
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { link, mkdir, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createLocalStorage } from '../apps/server/src/storage/local-storage';
import { signFileUrl } from '../apps/server/src/storage/signed-url';
import { newObjectKey, STORAGE_LOCATIONS } from '../apps/server/src/storage/storage';
import { signIn } from './academy';
import {
  cpuSeconds,
  measure,
  measureProcess,
  warmUp,
  type Load,
  type LoadOptions,
  type NextRequest,
  type ProcessLoad,
} from './load';
import { ACCEL_PREFIX, startNginx, startNginxInFrontOfApp } from './nginx';
import { startServerProcess, type ServerProcess } from './server-process';

export const MiB = 1024 * 1024;
export const MEDIA_FILE_BYTES = 100 * MiB;
/** What a player asks for when it seeks: here, one mebibyte from a spread of offsets. */
export const RANGE_BYTES = MiB;
/** The largest lesson video the app accepts, 200 MB. */
export const UPLOAD_BYTES = LESSON_VIDEO_MAX_BYTES;
/** The web app's tus client sends 5 MiB a request (apps/web/src/features/courses/form/lib/upload-helpers.ts). */
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

/** The app behind nginx: the two processes' CPU together, and each one's. */
export interface ProxiedLoad extends ProcessLoad {
  appCpuPerRequestUs: number;
  nginxCpuPerRequestUs: number;
}

export interface RangeResult {
  /** The app alone, copying the bytes itself. */
  app: ProcessLoad;
  /** nginx alone, serving the file from the storage directory. */
  nginx: ProcessLoad;
  /** The app behind nginx with FILES_ACCEL_REDIRECT: the app checks, nginx sends. */
  appBehindNginx: ProxiedLoad;
  nginxVersion: string;
  nginxConfig: string;
  proxyConfig: string;
}

/** `measure`, counting the CPU that the app (`appPid`) and nginx (`nginxPid`) each spent. */
async function measureBehindNginx(
  appPid: number,
  nginxPid: number,
  next: NextRequest,
  options: LoadOptions,
): Promise<ProxiedLoad> {
  const before = await Promise.all([cpuSeconds(appPid), cpuSeconds(nginxPid)]);
  const load = await measure(next, options);
  const after = await Promise.all([cpuSeconds(appPid), cpuSeconds(nginxPid)]);
  const perRequest = (i: 0 | 1) => ((after[i] - before[i]) * 1e6) / load.requests;
  return {
    ...load,
    cpuPerRequestUs: perRequest(0) + perRequest(1),
    appCpuPerRequestUs: perRequest(0),
    nginxCpuPerRequestUs: perRequest(1),
  };
}

/**
 * Range requests on a 100 MB video stored by the app's local-disk driver in the server's own
 * storage, fetched from the real file route with a signed URL; against nginx serving the same
 * file from the same directory; and through nginx in front of a second app process started with
 * FILES_ACCEL_REDIRECT (deploy/nginx-local-disk.conf), which checks the link and lets nginx send
 * the same file (hard-linked into its storage). All three get the same sequence of ranges.
 */
export async function measureRanges(server: ServerProcess): Promise<RangeResult> {
  const storageRoot = join(server.dataDir, 'storage');
  const key = newObjectKey(STORAGE_LOCATIONS.videos, 'mp4');
  await createLocalStorage(storageRoot).put(key, videoBytes(MEDIA_FILE_BYTES), 'video/mp4');
  const signedPath = signFileUrl(server.fileUrlSecret, key, 3600, Date.now());

  // A database is one process's (PGlite): the second app has a DATA_DIR of its own.
  const proxiedDataDir = join(dirname(server.dataDir), 'data-behind-nginx');
  const proxiedStorage = join(proxiedDataDir, 'storage');
  await mkdir(dirname(join(proxiedStorage, key)), { recursive: true });
  for (const suffix of ['', '.meta.json'])
    await link(join(storageRoot, key + suffix), join(proxiedStorage, key + suffix));
  const proxied = await startServerProcess(proxiedDataDir, {
    FILES_ACCEL_REDIRECT: ACCEL_PREFIX,
    TRUST_PROXY: 'true',
    SEED_DEMO: 'false',
  });
  const proxiedPath = signFileUrl(proxied.fileUrlSecret, key, 3600, Date.now());
  const stops: Array<() => Promise<void>> = [() => proxied.stop()];
  try {
    const nginx = await startNginx(storageRoot, '/api/files/', signedPath);
    stops.push(nginx.stop);
    const proxy = await startNginxInFrontOfApp(proxied.base, proxiedStorage, proxiedPath);
    stops.push(proxy.stop);
    const ranges =
      (base: string, path: string): NextRequest =>
      (connection, sent) => {
        const slots = MEDIA_FILE_BYTES / RANGE_BYTES;
        const start = ((connection * 37 + sent * 13) % slots) * RANGE_BYTES;
        return {
          url: `${base}${path}`,
          headers: { range: `bytes=${start}-${start + RANGE_BYTES - 1}` },
        };
      };
    const options = { statuses: [206] };
    await warmUp(ranges(server.base, signedPath), options);
    await warmUp(ranges(nginx.base, signedPath), options);
    await warmUp(ranges(proxy.base, proxiedPath), options);
    const result: RangeResult = {
      app: await measureProcess(server.pid, ranges(server.base, signedPath), options),
      nginx: await measureProcess(nginx.pid, ranges(nginx.base, signedPath), options),
      appBehindNginx: await measureBehindNginx(
        proxied.pid,
        proxy.pid,
        ranges(proxy.base, proxiedPath),
        options,
      ),
      nginxVersion: nginx.version,
      nginxConfig: nginx.config,
      proxyConfig: proxy.config,
    };
    const rate = (load: Load) => `${(load.bytesPerSecond / MiB).toFixed(0)} MB/s`;
    console.log(
      `ranges: app ${rate(result.app)}, app behind nginx ${rate(result.appBehindNginx)}, nginx ${rate(result.nginx)}`,
    );
    return result;
  } finally {
    for (const stop of stops.reverse()) await stop();
    await rm(proxiedDataDir, { recursive: true, force: true });
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

import { messages } from '@aula/shared';
import { Readable } from 'node:stream';
import { z } from 'zod';
import { AppError } from '../core/app-error';
import { createRouter, errorResponse } from '../http/router';
import { parseRange } from '../storage/http-range';
import { viewerMayRead } from './media-access';
import { checkFileSignature } from '../storage/signed-url';
import { isValidObjectKey } from '../storage/storage';

/**
 * Media downloads: only through a signed, unexpired link; Range and conditional requests supported.
 * Where a proxy or the store can send the bytes (FILES_ACCEL_REDIRECT, FILES_PRESIGNED_REDIRECT),
 * the route checks the link and hands the sending over: copying bytes through Node costs about
 * eight times nginx's CPU (bench/REPORT.md).
 */
export const fileRoutes = createRouter();

/** How long a file reached through a viewer's link may be reused without asking again. */
export const VIEWER_LINK_CACHE_SECONDS = 60;

fileRoutes.openAPIRegistry.registerPath({
  method: 'get',
  path: '/{key}',
  tags: ['Archivos'],
  summary: 'Descargar un archivo con un enlace firmado',
  description:
    'Admite Range (206) y peticiones condicionales (If-None-Match, If-Modified-Since). ' +
    'Detrás de nginx (FILES_ACCEL_REDIRECT), nginx envía el archivo; con FILES_PRESIGNED_REDIRECT, ' +
    'redirige (302) a una URL prefirmada del almacén S3, que atiende Range igual.',
  request: {
    params: z.object({ key: z.string().describe('Clave del objeto, p. ej. media/videos/…mp4') }),
    query: z.object({
      expires: z.string(),
      viewer: z
        .string()
        .optional()
        .describe('Perfil al que se emitió el enlace: su acceso se comprueba en cada petición'),
      signature: z.string(),
    }),
  },
  responses: {
    200: { description: 'El archivo completo' },
    206: { description: 'Una parte del archivo' },
    302: { description: 'El archivo, en una URL prefirmada del almacén (FILES_PRESIGNED_REDIRECT)' },
    304: { description: 'Sin cambios' },
    403: errorResponse('Enlace caducado o no válido'),
    404: errorResponse('El archivo no existe'),
    416: errorResponse('Rango no válido'),
  },
});

fileRoutes.get('/*', async (c) => {
  const { storage, config, clock } = c.var.deps;
  const key = objectKeyOf(c.req.path);
  if (!isValidObjectKey(key)) throw AppError.notFound(messages.files.notFound);
  const expires = c.req.query('expires');
  const viewer = c.req.query('viewer');
  const check = checkFileSignature(
    config.fileUrlSecret,
    key,
    expires,
    c.req.query('signature'),
    clock.now().getTime(),
    viewer,
  );
  if (check === 'expired') throw AppError.forbidden(messages.files.linkExpired);
  if (check === 'invalid') throw AppError.forbidden(messages.files.linkInvalid);
  if (viewer && !(await viewerMayRead(c.var.deps.db.kysely, viewer, key))) {
    throw AppError.forbidden(messages.files.accessEnded);
  }

  const info = await storage.head(key);
  if (!info) throw AppError.notFound(messages.files.notFound);

  // A viewer's link is checked again on every request: a browser may keep the answer for a
  // minute at most, the time within which access ends with the right to it.
  const maxAge = viewer
    ? Math.min(VIEWER_LINK_CACHE_SECONDS, config.env.SIGNED_URL_TTL_SECONDS)
    : config.env.SIGNED_URL_TTL_SECONDS;
  const cacheControl = `private, max-age=${maxAge}`;
  const contentDisposition = `inline; filename="${key.split('/').pop()}"`;

  // nginx sends the file from its internal location with sendfile, and answers Range and
  // conditional requests itself (with its own ETag): the bytes never pass through Node. nginx
  // keeps Content-Type, Content-Disposition and Cache-Control from this answer; the internal
  // location copies the security headers (deploy/nginx-local-disk.conf).
  const accelPrefix = config.env.FILES_ACCEL_REDIRECT;
  if (accelPrefix) {
    return c.body(null, 200, {
      // The key passed isValidObjectKey: only [a-z0-9_./-], nothing to escape.
      'X-Accel-Redirect': `${accelPrefix}${key}`,
      'Content-Type': info.contentType,
      'Content-Disposition': contentDisposition,
      'Cache-Control': cacheControl,
      'X-Content-Type-Options': 'nosniff',
    });
  }

  // The store serves the bytes (Range included) at a presigned URL. It lives as long as the
  // checked link still does, no longer (a minute at most for a viewer's link, whose right is
  // checked on each request): a player may keep asking that URL for later ranges.
  // HEAD is answered below from the metadata: a URL presigned for GET would refuse it.
  if (storage.presignedReadUrl && c.req.method !== 'HEAD') {
    const location = await storage.presignedReadUrl(
      key,
      { contentType: info.contentType, contentDisposition, cacheControl },
      Math.min(
        Number(expires) - Math.floor(clock.now().getTime() / 1000),
        viewer ? VIEWER_LINK_CACHE_SECONDS : Infinity,
      ),
    );
    // Not cached: the next request must be checked again.
    return c.body(null, 302, { Location: location, 'Cache-Control': 'no-store' });
  }

  const headers: Record<string, string> = {
    'Content-Type': info.contentType,
    ETag: info.etag,
    'Last-Modified': info.lastModified.toUTCString(),
    'Accept-Ranges': 'bytes',
    'Cache-Control': cacheControl,
    'X-Content-Type-Options': 'nosniff',
    'Content-Disposition': contentDisposition,
  };

  const ifNoneMatch = c.req.header('if-none-match');
  const ifModifiedSince = c.req.header('if-modified-since');
  const notModified = ifNoneMatch
    ? ifNoneMatch.split(',').some((tag) => tag.trim() === info.etag || tag.trim() === '*')
    : ifModifiedSince !== undefined &&
      Math.floor(info.lastModified.getTime() / 1000) <= Date.parse(ifModifiedSince) / 1000;
  if (notModified) return c.body(null, 304, headers);

  // If-Range: a range only applies while the file is still the one the client saw.
  const ifRange = c.req.header('if-range');
  const rangeHeader =
    ifRange && ifRange !== info.etag && ifRange !== headers['Last-Modified']
      ? undefined
      : c.req.header('range');
  const range = parseRange(rangeHeader, info.size);
  if (range === 'unsatisfiable') {
    return c.json({ message: messages.files.rangeNotSatisfiable, code: 'range_not_satisfiable' }, 416, {
      'Content-Range': `bytes */${info.size}`,
    });
  }

  const rangeHeaders: Record<string, string> = range
    ? {
        'Content-Range': `bytes ${range.start}-${range.end}/${info.size}`,
        'Content-Length': String(range.end - range.start + 1),
      }
    : { 'Content-Length': String(info.size) };
  const status = range ? 206 : 200;
  // Hono answers HEAD with this GET handler: no need to open the file for it.
  if (c.req.method === 'HEAD') return c.body(null, status, { ...headers, ...rangeHeaders });
  const stream = await storage.read(key, range ?? undefined);
  return c.body(Readable.toWeb(stream) as ReadableStream, status, { ...headers, ...rangeHeaders });
});

/** The key named by the path; a malformed escape (which no key has) names none. */
function objectKeyOf(path: string): string {
  try {
    return decodeURIComponent(path.replace(/^\/api\/files\//, ''));
  } catch {
    return '';
  }
}

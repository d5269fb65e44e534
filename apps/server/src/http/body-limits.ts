import {
  messages,
  STAFF_IMPORT_MAX_BYTES,
  STAFF_IMPORT_MAX_MEGABYTES,
  staffImportMessages,
} from '@aula/shared';
import { createMiddleware } from 'hono/factory';
import { AppError } from '../core/app-error';
import type { AppEnv } from './app-env';

/** What a JSON request body may weigh: every form of the app fits many times over. */
export const JSON_BODY_MAX_BYTES = 1024 * 1024;

/**
 * A course is saved whole, with the text of every text lesson (up to 100,000 characters each, in
 * UTF-8 up to 4 bytes a character): a long course of text lessons needs more than the default.
 * Its routes authenticate before reading the body, so only a signed-in instructor or admin gets
 * this far.
 */
export const COURSE_BODY_MAX_BYTES = 16 * 1024 * 1024;

type Rule = readonly [method: string, path: RegExp, maxBytes: number | 'streamed', tooLarge?: string];

/**
 * Bodies that are read as a stream with limits of their own (multipart forms: a photo of 200 KB
 * and 64 KB per field; resumable upload chunks: the upload's declared length), and routes whose
 * bodies may be larger than the default. Every other route gets JSON_BODY_MAX_BYTES.
 */
const RULES: readonly Rule[] = [
  ['POST', /^\/api\/auth\/sign-up$/, 'streamed'],
  ['PATCH', /^\/api\/account\/profile$/, 'streamed'],
  ['PATCH', /^\/api\/uploads\/[^/]+$/, 'streamed'],
  ['POST', /^\/api\/courses$/, COURSE_BODY_MAX_BYTES],
  ['PUT', /^\/api\/courses\/[^/]+$/, COURSE_BODY_MAX_BYTES],
  // A staff file (docs/product/staff-import.md), read whole: its route authenticates first.
  [
    'POST',
    /^\/api\/staff-imports$/,
    STAFF_IMPORT_MAX_BYTES,
    staffImportMessages.fileTooLarge(STAFF_IMPORT_MAX_MEGABYTES),
  ],
];

export function bodyLimitFor(method: string, path: string): number | 'streamed' {
  return ruleFor(method, path)?.[2] ?? JSON_BODY_MAX_BYTES;
}

const ruleFor = (method: string, path: string) =>
  RULES.find(([m, pattern]) => m === method && pattern.test(path));

/** The refusal, in the words of the route's own limit when it has some (a staff file's size). */
const tooLarge = (message: string = messages.common.bodyTooLarge) =>
  new AppError('payload_too_large', message);

/**
 * Limits every request body while it is read, so that no request can make the server hold more
 * than its route's limit: a declared Content-Length over the limit is refused before anything is
 * read; a body without one (chunked) is counted as it streams in, and reading stops at the limit.
 * Nothing is read here: a route that refuses the caller first (no session) never reads the body.
 * The body's reader (a JSON validator) reports the failure as malformed input, so the flag set
 * here lets the error handler answer 413 instead.
 */
export const limitRequestBodies = createMiddleware<AppEnv>(async (c, next) => {
  const raw = c.req.raw;
  if (!raw.body) return next();
  const max = bodyLimitFor(c.req.method, c.req.path);
  if (max === 'streamed') return next();
  const message = ruleFor(c.req.method, c.req.path)?.[3];
  const declared = raw.headers.get('content-length');
  if (declared !== null && !raw.headers.has('transfer-encoding')) {
    if (Number(declared) > max) throw tooLarge(message);
    return next();
  }
  let received = 0;
  const counted = raw.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        received += chunk.byteLength;
        if (received > max) {
          c.set('bodyTooLarge', true);
          controller.error(tooLarge(message));
          return;
        }
        controller.enqueue(chunk);
      },
    }),
  );
  c.req.raw = new Request(raw, { body: counted, duplex: 'half' } as RequestInit);
  return next();
});

/** Whether the request failed because its body went past its limit while being read. */
export const bodyWasTooLarge = (c: { var: { bodyTooLarge?: boolean } }) => c.var.bodyTooLarge === true;

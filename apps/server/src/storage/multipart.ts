import { messages } from '@aula/shared';
import busboy from 'busboy';
import { pipeline, Readable } from 'node:stream';
import type { ReadableStream as NodeWebStream } from 'node:stream/web';
import { AppError } from '../core/app-error';
import { nulCharacterError } from '../db/nul-character';
import type { Storage } from './storage';
import { storeUpload, type StoredUpload, type UploadRule } from './store-upload';

export interface MultipartResult {
  fields: Record<string, string>;
  files: Record<string, StoredUpload>;
}

const FIELD_MAX_BYTES = 64 * 1024;
const MAX_FIELDS = 100;
/** Room for the text fields and multipart boundaries on top of the files themselves. */
const ENVELOPE_BYTES = MAX_FIELDS * 1024;

/**
 * Reads a multipart/form-data request as a stream: text fields are collected, each expected
 * file is streamed to storage through `storeUpload`. If anything fails, files already stored
 * by this request are removed again.
 */
export async function receiveMultipart(
  request: Request,
  storage: Storage,
  rules: Record<string, UploadRule>,
): Promise<MultipartResult> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!contentType.toLowerCase().startsWith('multipart/form-data') || !request.body) {
    throw new AppError('validation_failed', messages.common.invalidRequest, undefined, 400);
  }
  const declared = Number(request.headers.get('content-length') ?? 0);
  const allowed = Object.values(rules).reduce((total, rule) => total + rule.maxBytes, ENVELOPE_BYTES);
  if (declared > allowed) {
    const only = Object.values(rules).length === 1 ? Object.values(rules)[0] : undefined;
    throw new AppError('payload_too_large', only?.tooLargeMessage ?? messages.files.tooLarge);
  }

  const fields: Record<string, string> = {};
  // Settled as they finish, so a refused file is never an unhandled rejection while parsing goes on.
  const pending: Array<Promise<PromiseSettledResult<[string, StoredUpload | null]>>> = [];
  const started = new Set<string>();
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      limits: { fieldSize: FIELD_MAX_BYTES, fields: MAX_FIELDS, files: Object.keys(rules).length },
    });
  } catch {
    throw new AppError('validation_failed', messages.common.invalidRequest, undefined, 400);
  }

  const parsed = new Promise<void>((resolve, reject) => {
    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    parser.on('file', (name, stream) => {
      const rule = rules[name];
      // A repeated file field is skipped: storing it too would orphan one of the two files.
      if (!rule || name in fields || started.has(name)) {
        stream.resume();
        return;
      }
      started.add(name);
      pending.push(
        storeUpload(storage, stream, rule).then(
          (stored) => ({ status: 'fulfilled', value: [name, stored] }),
          (reason: unknown) => ({ status: 'rejected', reason }),
        ),
      );
    });
    parser.on('error', () =>
      reject(new AppError('validation_failed', messages.common.invalidRequest, undefined, 400)),
    );
    parser.on('close', resolve);
  });

  // pipeline, not pipe: when the client goes away mid-upload the parser (and the file being
  // stored) must fail too, instead of waiting forever on an unhandled stream error.
  pipeline(Readable.fromWeb(request.body as unknown as NodeWebStream<Uint8Array>), parser, () => {
    // Any failure also reaches the parser's 'error' handler above.
  });
  const [parsing] = await Promise.allSettled([parsed]);
  // Every file part has started by the time parsing ends; wait for each to be stored or refused.
  const results = await Promise.all(pending);
  const stored = results.flatMap((r) => (r.status === 'fulfilled' && r.value[1] ? [r.value[1]] : []));
  const failure = [parsing!, ...results].find((r) => r.status === 'rejected');
  // A text field the database could not store refuses the whole form, like a refused file.
  const problem = failure ? (failure as PromiseRejectedResult).reason : nulCharacterError(fields);
  if (problem) {
    await Promise.all(stored.map((file) => storage.delete(file.key).catch(() => {})));
    throw problem;
  }
  const files: Record<string, StoredUpload> = {};
  for (const r of results) if (r.status === 'fulfilled' && r.value[1]) files[r.value[0]] = r.value[1];
  return { fields, files };
}

import {
  checkUploadFile,
  checkUploadSize,
  isUploadKind,
  messages,
  SNIFF_BYTES,
  UPLOAD_METADATA,
  UPLOAD_RULES,
  UPLOADS_PATH,
} from '@aula/shared';
import { Server } from '@tus/server';
import type { Viewer } from '../auth/viewer';
import { OWNER_METADATA, type UploadStaging } from './upload-staging';
import { refusal, toSpanishRefusal } from './upload-errors';

/** Who sent each request the protocol handler is working on (set by the route after auth). */
export const uploaderOf = new WeakMap<Request, Viewer>();

// C0 control characters and DEL.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

/**
 * The tus 1.0 resumable upload protocol (docs/decisions/0008-resumable-uploads.md): a client
 * declares the file's kind and length, sends it in chunks and, after a dropped connection or a
 * reload, asks how much arrived and continues from there. The kind's size rule is applied when
 * the length is declared and its content rule once the last byte is in; a refused file is dropped.
 */
export function createUploadProtocol(staging: UploadStaging) {
  return new Server({
    path: UPLOADS_PATH,
    datastore: staging.datastore,
    relativeLocation: true,
    // Same-origin app: no cross-origin client may drive uploads with a user's token.
    allowedOrigins: [],
    namingFunction: () => crypto.randomUUID(),
    // No global maximum: each kind's own limit is applied to the declared length below, and
    // the protocol never accepts bytes past the declared length.
    async onUploadCreate(req, upload) {
      const uploader = uploaderOf.get(req as unknown as Request);
      if (!uploader) throw refusal(401, 'unauthorized', messages.common.unauthorized);
      const kind = upload.metadata?.[UPLOAD_METADATA.kind];
      if (!isUploadKind(kind)) throw refusal(422, 'validation_failed', messages.uploads.unknownKind);
      if (upload.size === undefined) throw refusal(422, 'validation_failed', messages.uploads.lengthRequired);
      const tooLarge = checkUploadSize(kind, upload.size);
      if (tooLarge) throw refusal(413, 'payload_too_large', tooLarge);
      // Only ever shown, never part of a key; control characters (a NUL, which the database
      // cannot store) have no place in a name.
      const filename = (upload.metadata?.[UPLOAD_METADATA.filename] ?? '')
        .replace(CONTROL_CHARACTERS, '')
        .slice(0, 255);
      return {
        metadata: {
          [UPLOAD_METADATA.kind]: kind,
          [UPLOAD_METADATA.filename]: filename,
          [OWNER_METADATA]: uploader.profileId,
        },
      };
    },
    async onUploadFinish(_req, upload) {
      const kind = upload.metadata?.[UPLOAD_METADATA.kind];
      const head = isUploadKind(kind) ? await readHead(staging, upload.id) : new Uint8Array();
      const problem = isUploadKind(kind)
        ? checkUploadFile(kind, upload.size ?? 0, head)
        : messages.uploads.unknownKind;
      if (problem) {
        await staging.remove(upload.id);
        const tooLarge = isUploadKind(kind) && problem === UPLOAD_RULES[kind].tooLargeMessage;
        throw tooLarge
          ? refusal(413, 'payload_too_large', problem)
          : refusal(415, 'unsupported_media_type', problem);
      }
      return {};
    },
    onResponseError: (_req, error) => toSpanishRefusal(error),
  });
}

/** The first bytes of a staged upload: enough to recognise its kind. */
async function readHead(staging: UploadStaging, id: string): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  let length = 0;
  const stream = await staging.read(id);
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    chunks.push(chunk);
    length += chunk.length;
    if (length >= SNIFF_BYTES) break;
  }
  stream.destroy();
  return Buffer.concat(chunks).subarray(0, SNIFF_BYTES);
}

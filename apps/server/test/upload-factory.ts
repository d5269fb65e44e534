import { UPLOAD_METADATA, UPLOADS_PATH, type UploadKind } from '@aula/shared';
import type { Requester } from './test-app';

const TUS = { 'tus-resumable': '1.0.0' };
const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

/** The Upload-Metadata header of the tus protocol. */
export function uploadMetadata(kind: string, filename = 'archivo'): string {
  return `${UPLOAD_METADATA.kind} ${b64(kind)},${UPLOAD_METADATA.filename} ${b64(filename)}`;
}

/** Starts a resumable upload and answers the response (Location names the upload). */
export function createUpload(app: Requester, token: string, kind: string, length: number, filename?: string) {
  return app.request(UPLOADS_PATH, {
    method: 'POST',
    headers: {
      ...TUS,
      authorization: `Bearer ${token}`,
      'upload-length': String(length),
      'upload-metadata': uploadMetadata(kind, filename),
    },
  });
}

/** Sends one chunk from `offset`. */
export function sendChunk(app: Requester, token: string, uploadId: string, offset: number, chunk: Buffer) {
  return app.request(`${UPLOADS_PATH}/${uploadId}`, {
    method: 'PATCH',
    headers: {
      ...TUS,
      authorization: `Bearer ${token}`,
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
    },
    body: chunk,
  });
}

export const uploadIdOf = (response: Response) => response.headers.get('location')!.split('/').pop()!;

/**
 * Uploads a file through the real tus endpoint, in chunks, and answers its upload id.
 * Throws with the server's answer when any step is refused.
 */
export async function uploadFile(
  app: Requester,
  token: string,
  kind: UploadKind,
  bytes: Buffer,
  chunkSize = 256 * 1024,
): Promise<string> {
  const created = await createUpload(app, token, kind, bytes.length);
  if (created.status !== 201)
    throw new Error(`upload not created: ${created.status} ${await created.text()}`);
  const id = uploadIdOf(created);
  for (let offset = 0; offset < bytes.length; offset += chunkSize) {
    const sent = await sendChunk(app, token, id, offset, bytes.subarray(offset, offset + chunkSize));
    if (sent.status !== 204) throw new Error(`chunk refused: ${sent.status} ${await sent.text()}`);
  }
  return id;
}

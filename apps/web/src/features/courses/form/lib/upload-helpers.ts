import { checkUploadFile, SNIFF_BYTES, type UploadKind } from '@aula/shared';

/** 5 MB chunks: a dropped connection loses at most one chunk, and each request stays short. */
export const UPLOAD_CHUNK_BYTES = 5 * 1024 * 1024;

/** Waits between retries of a failed request; about a minute in all before giving up. */
export const UPLOAD_RETRY_DELAYS = [0, 1000, 3000, 5000, 10000, 20000, 30000];

/**
 * The size and content rules of the kind, applied in the browser before anything is sent:
 * the same check the server runs on the uploaded bytes. The Spanish message, or null.
 */
export async function checkChosenFile(kind: UploadKind, file: Blob): Promise<string | null> {
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  return checkUploadFile(kind, file.size, head);
}

export interface FingerprintParts {
  kind: UploadKind;
  /** The signed-in account: another account on the same browser never resumes this upload. */
  userId: string | null;
  endpoint: string;
  file: { name: string; type: string; size: number; lastModified: number };
}

/**
 * The key under which the browser remembers an unfinished upload, so that choosing the same
 * file again (after a reload, say) continues it. The kind is part of it: the same file chosen
 * as a thumbnail and as a lesson file must be two uploads, since the server checks each by kind.
 */
export function uploadFingerprint({ kind, userId, endpoint, file }: FingerprintParts): string {
  return JSON.stringify([
    'aula-upload',
    kind,
    userId ?? '',
    endpoint,
    file.name,
    file.type,
    file.size,
    file.lastModified,
  ]);
}

/** The upload's id is the last segment of its URL (`/api/uploads/{id}`); the course form sends it on Save. */
export function uploadIdFromUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  let path: string;
  try {
    path = new URL(url, 'http://localhost').pathname;
  } catch {
    return null;
  }
  const id = path.split('/').filter(Boolean).at(-1);
  return id ? decodeURIComponent(id) : null;
}

/** Whole percent sent, 0 to 100. */
export function uploadPercent(bytesSent: number, bytesTotal: number): number {
  if (bytesTotal <= 0) return 0;
  return Math.min(100, Math.max(0, Math.floor((bytesSent / bytesTotal) * 100)));
}

/**
 * The server's Spanish message from an error answer's body (`{ message, code }`), or null when
 * the body is not the API's shape (a proxy's error page, an empty body).
 */
export function serverMessage(body: string | null | undefined): string | null {
  if (!body) return null;
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const message = (parsed as Record<string, unknown>).message;
    return typeof message === 'string' && message.trim() ? message : null;
  } catch {
    return null;
  }
}

/**
 * What to do after a request of an upload failed (status 0: no answer arrived):
 * - 'renew': the access token expired; renew the session once and send again;
 * - 'retry': a passing problem (no answer, a server error, a conflict over the offset);
 * - 'wait': the browser is offline; continue when the network is back;
 * - 'stop': the server refused the upload (too large, wrong type, not yours): sending again
 *   would get the same answer.
 */
export function retryDecision(status: number, online: boolean): 'renew' | 'retry' | 'wait' | 'stop' {
  if (!online) return 'wait';
  if (status === 401) return 'renew';
  if (status === 0 || status >= 500 || status === 409 || status === 423 || status === 429) return 'retry';
  return 'stop';
}

/**
 * The message to show once an upload has failed for good: the server's own words when it
 * refused the file (4xx with the API's body), the generic failure otherwise.
 */
export function failureMessage(status: number, body: string | null | undefined, fallback: string): string {
  if (status >= 400 && status < 500) return serverMessage(body) ?? fallback;
  return fallback;
}

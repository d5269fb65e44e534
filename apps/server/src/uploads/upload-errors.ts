import { messages, type ApiErrorBody, type ApiErrorCode } from '@aula/shared';

/** What the tus handler throws to refuse a request: its status and our usual JSON error body. */
export interface TusRefusal {
  status_code: number;
  body: string;
}

export function refusal(status: number, code: ApiErrorCode, message: string): TusRefusal {
  const body: ApiErrorBody = { message, code };
  return { status_code: status, body: JSON.stringify(body) };
}

const isRefusal = (error: unknown): error is TusRefusal =>
  typeof error === 'object' && error !== null && 'status_code' in error && 'body' in error;

/**
 * The protocol library answers its own errors in English plain text; the client shows the
 * server's message, so every error leaves as the API's Spanish JSON body.
 */
export function toSpanishRefusal(error: unknown): TusRefusal {
  if (isRefusal(error) && error.body.startsWith('{')) return error;
  const status = isRefusal(error) ? error.status_code : 500;
  if (status === 404 || status === 410) return refusal(404, 'not_found', messages.uploads.notFound);
  if (status === 413) return refusal(413, 'payload_too_large', messages.files.tooLarge);
  if (status === 409) return refusal(409, 'conflict', messages.uploads.failed);
  if (status >= 400 && status < 500) return refusal(status, 'validation_failed', messages.uploads.failed);
  return refusal(500, 'internal', messages.common.unexpectedError);
}

/**
 * The protocol library refuses some requests before any hook runs (no Tus-Resumable header, an
 * Upload-Length or Upload-Offset it cannot read), in English plain text; and it sends even the
 * hooks' JSON refusals without a content type. Every refusal leaves as the API's Spanish JSON.
 */
export async function inSpanish(response: Response): Promise<Response> {
  if (response.status < 400) return response;
  const { status_code, body } = toSpanishRefusal({
    status_code: response.status,
    body: await response.text(),
  });
  const headers = new Headers(response.headers);
  headers.set('Content-Type', 'application/json; charset=utf-8');
  headers.delete('Content-Length');
  return new Response(body, { status: status_code, headers });
}

import { messages, type ApiErrorBody, type ApiErrorCode } from '@aula/shared';

/** The one error the web app sees from the API: the server's Spanish message, ready to show. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    message: string,
    /** the server's stable code, or 'network_error' when no answer arrived */
    readonly code: ApiErrorCode | 'network_error',
    /** the HTTP status, 0 when no answer arrived */
    readonly status: number,
    /** per-field messages of a rejected form, keyed by field name */
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }

  static network() {
    return new ApiError(messages.common.networkError, 'network_error', 0);
  }

  /** Builds the error from an answer's body, tolerating bodies that are not the API's shape (a proxy's 502 page). */
  static fromResponse(status: number, body: unknown) {
    if (isApiErrorBody(body)) return new ApiError(body.message, body.code, status, body.fields);
    const fallback = status >= 500 ? messages.common.serviceUnavailable : messages.common.unexpectedError;
    const code = status === 401 ? 'unauthorized' : status >= 500 ? 'service_unavailable' : 'internal';
    return new ApiError(fallback, code, status);
  }
}

/** What to tell the user about a failure: the server's message, or a generic one for an error that is not the API's. */
export function userMessageOf(error: unknown): string {
  return error instanceof ApiError ? error.message : messages.common.unexpectedError;
}

function isApiErrorBody(body: unknown): body is ApiErrorBody {
  if (typeof body !== 'object' || body === null) return false;
  const candidate = body as Record<string, unknown>;
  return typeof candidate.message === 'string' && typeof candidate.code === 'string';
}

import { messages, type ApiErrorBody, type ApiErrorCode } from '@aula/shared';

/** What a failure is, as the web tells it: one of the API's stable codes, or no answer at all. */
export type ErrorCode = ApiErrorCode | 'network_error';

/** The one error the web app sees from the API: the server's Spanish message, ready to show. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    message: string,
    /** the server's stable code, or 'network_error' when no answer arrived */
    readonly code: ErrorCode,
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

/**
 * True for an ApiError with one of these codes. Screens branch on the code, which names the case
 * (docs/product/interface.md#error-catalogue); the status only says how it travelled, and one
 * status carries several cases (403: forbidden, or a password or second factor still due).
 */
export function hasErrorCode(error: unknown, ...codes: ErrorCode[]): error is ApiError {
  return error instanceof ApiError && codes.includes(error.code);
}

/**
 * Codes of a failure that is nobody's refusal: no answer, a server that could not do its part.
 * Their message only says to try again, so a screen may say it in its own words instead.
 */
const FAILURE_CODES: readonly ErrorCode[] = ['network_error', 'service_unavailable', 'internal'];

/**
 * True when the server refused with a reason of its own (already deleted, not allowed, too many
 * attempts): its message is the one to show.
 */
export function isExplainedRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && !FAILURE_CODES.includes(error.code);
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

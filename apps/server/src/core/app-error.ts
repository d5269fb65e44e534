import type { ApiErrorBody, ApiErrorCode } from '@aula/shared';
import { messages } from '@aula/shared';

const STATUS_BY_CODE = {
  validation_failed: 422,
  unauthorized: 401,
  forbidden: 403,
  password_change_required: 403,
  mfa_enrollment_required: 403,
  not_found: 404,
  conflict: 409,
  link_invalid: 410,
  payload_too_large: 413,
  unsupported_media_type: 415,
  range_not_satisfiable: 416,
  rate_limited: 429,
  service_unavailable: 503,
  internal: 500,
} as const satisfies Record<ApiErrorCode, number>;

export type ErrorStatus = (typeof STATUS_BY_CODE)[ApiErrorCode] | 400;

/**
 * The one error type of the server (docs/architecture.md#4-one-error-type): a stable code, an HTTP status, a
 * Spanish message.
 */
export class AppError extends Error {
  readonly status: ErrorStatus;

  constructor(
    readonly code: ApiErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    status?: ErrorStatus,
  ) {
    super(message);
    this.status = status ?? STATUS_BY_CODE[code];
  }

  toBody(): ApiErrorBody {
    return this.fields
      ? { message: this.message, code: this.code, fields: this.fields }
      : { message: this.message, code: this.code };
  }

  static unauthorized(message: string = messages.common.unauthorized) {
    return new AppError('unauthorized', message);
  }
  static forbidden(message: string = messages.common.forbidden) {
    return new AppError('forbidden', message);
  }
  static notFound(message: string = messages.common.notFound) {
    return new AppError('not_found', message);
  }
  static conflict(message: string) {
    return new AppError('conflict', message);
  }
  /** A field-level rule broken: the message also shows under the field in the form. */
  static invalidField(field: string, message: string) {
    return new AppError('validation_failed', message, { [field]: message });
  }
}

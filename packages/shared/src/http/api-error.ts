/** The body of every error answer of the API (docs/architecture.md#4-one-error-type). */
export type ApiErrorCode =
  | 'validation_failed'
  | 'unauthorized'
  | 'forbidden'
  /** An account with a temporary password may do nothing else until it chooses its own. */
  | 'password_change_required'
  /** An account whose role requires a second factor may do nothing else until it sets one up. */
  | 'mfa_enrollment_required'
  | 'not_found'
  | 'conflict'
  /** A single-use or expiring link (a password reset, an invitation) that no longer works. */
  | 'link_invalid'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'range_not_satisfiable'
  | 'rate_limited'
  | 'service_unavailable'
  | 'internal';

export interface ApiErrorBody {
  message: string;
  code: ApiErrorCode;
  /** Per-field messages for form errors, keyed by the form field name. */
  fields?: Record<string, string>;
}

import { messages } from '@aula/shared';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from './app-env';
import { AppError } from '../core/app-error';
import { bodyWasTooLarge } from './body-limits';

/** Told of every refusal of a right (a 403), wherever it was decided: the app writes it to the security log. */
export type OnForbidden = (c: Context<AppEnv>, error: AppError) => Promise<void>;

/**
 * The one place errors become responses: known ones with their Spanish message, the rest as a
 * generic 500. What a 403 leaves behind is the app's to say (`onForbidden`), so the web layer
 * imports no feature.
 */
export const createErrorHandler = (onForbidden: OnForbidden) => async (error: Error, c: Context<AppEnv>) => {
  // Whoever read the body (a validator, a parser) reports the cut-off in its own words; the
  // limit's own refusal, reaching here as it is, keeps the route's message.
  if (bodyWasTooLarge(c) && !(error instanceof AppError && error.status === 413)) {
    return c.json({ message: messages.common.bodyTooLarge, code: 'payload_too_large' }, 413);
  }
  if (error instanceof AppError) {
    // Every refusal of a right is on the security log, wherever it was decided.
    if (error.status === 403) await onForbidden(c, error);
    return c.json(error.toBody(), error.status);
  }
  if (error instanceof HTTPException) {
    // Hono's own refusals (malformed JSON, body limits) carry English text: answer in Spanish.
    const status = error.status;
    const code = status === 413 ? 'payload_too_large' : status === 401 ? 'unauthorized' : 'validation_failed';
    const message =
      status === 413
        ? messages.files.tooLarge
        : status === 401
          ? messages.common.unauthorized
          : messages.common.invalidRequest;
    return c.json({ message, code }, status);
  }
  if (isDatabaseUnavailable(error)) {
    c.var.log?.error({ err: error }, 'database unavailable');
    return c.json({ message: messages.common.serviceUnavailable, code: 'service_unavailable' }, 503);
  }
  c.var.log?.error({ err: error }, 'unexpected error');
  return c.json(
    { message: messages.common.unexpectedError, code: 'internal', requestId: c.var.requestId },
    500,
  );
};

/** Socket errors and PostgreSQL's own codes for a server that is going or gone. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EPIPE',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, shutting down)
]);

/**
 * The database cannot be reached: the request may succeed later (503), it is not a bug (500).
 * The pool drops broken connections and opens new ones, so service resumes by itself.
 */
function isDatabaseUnavailable(error: Error): boolean {
  const code = (error as { code?: string }).code;
  return (
    (code !== undefined && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) ||
    /Connection terminated|timeout exceeded when trying to connect/.test(error.message)
  );
}

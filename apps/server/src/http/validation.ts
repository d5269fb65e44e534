import { messages } from '@aula/shared';
import type { z } from 'zod';
import { AppError } from './app-error';

/** Turns zod issues into the API's error: the first message, plus one message per field. */
export function validationError(error: z.ZodError, status: 400 | 422 = 422): AppError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || '_';
    fields[field] ??= issue.message;
  }
  const first = error.issues[0]?.message ?? messages.common.invalidRequest;
  return new AppError('validation_failed', first, fields, status);
}

import { messages } from '@aula/shared';
import { z } from 'zod';
import { AppError } from '../core/app-error';

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

/**
 * A rule written without a message of its own (a body that is not an object, a field of the
 * wrong type: nothing the forms ever send) would answer in zod's English. The API answers in
 * Spanish only, so those get the catalogue's generic message; every rule with its own keeps it.
 * zod holds this setting for the whole process.
 */
export function answerUnwrittenRulesInSpanish() {
  z.config({ customError: () => messages.common.invalidRequest });
}

import { messages } from '@aula/shared';
import { AppError } from '../core/app-error';

/**
 * PostgreSQL text cannot hold the NUL character, so a value carrying one would fail in the
 * database as a 500. Such a value is refused before anything is written, on its field: this
 * answers that refusal, or nothing when every text is fine.
 */
export function nulCharacterError(value: unknown, status: 400 | 422 = 422): AppError | undefined {
  const field = pathOfNul(value);
  if (field === undefined) return undefined;
  const message = messages.common.invalidCharacters;
  return new AppError('validation_failed', message, { [field]: message }, status);
}

function pathOfNul(value: unknown, path: string[] = []): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') || '_' : undefined;
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = pathOfNul(item, [...path, key]);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

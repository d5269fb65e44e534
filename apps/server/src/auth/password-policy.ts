import { isCommonPassword, messages, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@aula/shared';
import { AppError } from '../core/app-error';
import { isBreachedPassword } from './breached-passwords';

/**
 * The rule every password someone chooses follows (docs/decisions/0019): the shared schema checks
 * its length and the short list of common passwords (in the form too); the server adds the list
 * of breached passwords. Refused on the field that carried it.
 */
export function assertNotBreached(field: string, password: string): void {
  if (isBreachedPassword(password)) throw AppError.invalidField(field, messages.signUp.passwordBreached);
}

/** Whether a password that was right at sign-in would still be accepted today. */
export function meetsPasswordPolicy(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN_LENGTH &&
    password.length <= PASSWORD_MAX_LENGTH &&
    !isCommonPassword(password) &&
    !isBreachedPassword(password)
  );
}

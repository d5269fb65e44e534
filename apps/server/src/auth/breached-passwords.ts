import { PASSWORD_MIN_LENGTH } from '@aula/shared';
import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * Passwords known from data breaches: the list zxcvbn-ts ships (about 49,000 passwords ranked by
 * how often they appeared in leaked password dumps), bundled with the app through npm and never
 * fetched. Only those long enough to be chosen at all are kept; compared without case. Server
 * side only: the list would weigh on every phone that opens the registration form.
 */
let breached: Set<string> | undefined;

export function isBreachedPassword(password: string): boolean {
  breached ??= new Set(
    dictionary['passwords-common']
      .filter((entry) => entry.length >= PASSWORD_MIN_LENGTH)
      .map((entry) => entry.toLowerCase()),
  );
  return breached.has(password.toLowerCase());
}

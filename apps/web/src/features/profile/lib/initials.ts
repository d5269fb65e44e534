import { messages } from '@aula/shared';

const firstLetter = (words: string) => Array.from(words.trim())[0]?.toLocaleUpperCase('es') ?? '';

/**
 * The profile avatar's fallback: the first letters of the names and of the last names ('LF'
 * for Lucía Fernández). With neither, the shell's fallback text, so both avatars agree.
 */
export function profileInitials(names: string, lastNames: string): string {
  return firstLetter(names) + firstLetter(lastNames) || messages.shell.userAvatarFallback;
}

import { messages } from '@aula/shared';

/** SPEC.md §2: the uppercased first letter of the user's names, or 'User' when there are none. */
export function avatarFallbackText(names: string): string {
  const first = Array.from(names.trim())[0];
  return first ? first.toLocaleUpperCase('es') : messages.shell.userAvatarFallback;
}

import { messages } from '@aula/shared';

/** The uppercased first letter of the user's names, or 'Usuario' when there are none (docs/product/copy.md). */
export function avatarFallbackText(names: string): string {
  const first = Array.from(names.trim())[0];
  return first ? first.toLocaleUpperCase('es') : messages.shell.userAvatarFallback;
}

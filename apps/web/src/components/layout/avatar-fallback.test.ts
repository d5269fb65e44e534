import { messages } from '@aula/shared';
import { describe, expect, it } from 'vitest';
import { avatarFallbackText } from './avatar-fallback';

describe('avatarFallbackText', () => {
  it('is the first letter of the names, uppercased', () => {
    expect(avatarFallbackText('lucía')).toBe('L');
    expect(avatarFallbackText('  ángel')).toBe('Á');
  });

  it("is 'Usuario' when there are no names", () => {
    expect(avatarFallbackText('')).toBe(messages.shell.userAvatarFallback);
    expect(avatarFallbackText('   ')).toBe(messages.shell.userAvatarFallback);
  });
});

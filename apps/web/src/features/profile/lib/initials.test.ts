import { describe, expect, it } from 'vitest';
import { profileInitials } from './initials';

describe('profileInitials', () => {
  it('takes the first letter of the names and of the last names', () => {
    expect(profileInitials('Lucía Ana', 'Fernández Quispe')).toBe('LF');
    expect(profileInitials(' élida', 'ñaupa')).toBe('ÉÑ');
  });

  it('makes do with what there is', () => {
    expect(profileInitials('Lucía', '')).toBe('L');
    expect(profileInitials('', '')).toBe('Usuario');
  });
});

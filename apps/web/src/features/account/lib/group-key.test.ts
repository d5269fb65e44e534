import { describe, expect, it } from 'vitest';
import { groupKey } from './group-key';

describe('groupKey', () => {
  it('splits a key into blocks of four', () => {
    expect(groupKey('JBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP');
  });

  it('leaves a shorter last block as it is', () => {
    expect(groupKey('JBSWY3DPEH')).toBe('JBSW Y3DP EH');
  });

  it('answers nothing for an empty key', () => {
    expect(groupKey('')).toBe('');
  });
});

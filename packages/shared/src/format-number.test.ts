import { describe, expect, it } from 'vitest';
import { formatDecimal } from './format-number';

describe('formatDecimal', () => {
  it('writes a decimal point, no trailing zeros and at most two decimals', () => {
    expect(formatDecimal(1.5)).toBe('1.5');
    expect(formatDecimal(2)).toBe('2');
    expect(formatDecimal(0.75)).toBe('0.75');
    expect(formatDecimal(1.256)).toBe('1.26');
  });
});

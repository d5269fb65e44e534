import { describe, expect, it } from 'vitest';
import { formatOneDecimal } from './format-average';
import { formatDecimal } from './format-number';

describe('formatDecimal', () => {
  it('writes a decimal point, no trailing zeros and at most two decimals', () => {
    expect(formatDecimal(1.5)).toBe('1.5');
    expect(formatDecimal(2)).toBe('2');
    expect(formatDecimal(0.75)).toBe('0.75');
    expect(formatDecimal(1.256)).toBe('1.26');
  });
});

describe('formatOneDecimal', () => {
  it('writes exactly one decimal, with a decimal point, rounding half up', () => {
    expect(formatOneDecimal(4)).toBe('4.0');
    expect(formatOneDecimal(4.25)).toBe('4.3');
    expect(formatOneDecimal(4.44)).toBe('4.4');
    expect(formatOneDecimal(5)).toBe('5.0');
  });
});

import { describe, expect, it } from 'vitest';
import { formatPrice } from './format-price';

describe('formatPrice', () => {
  it('says Gratis for a free course and shows the currency code otherwise', () => {
    expect(formatPrice(0, 'PEN')).toBe('Gratis');
    expect(formatPrice(120, 'PEN')).toBe('PEN 120.00');
    expect(formatPrice(49.9, 'USD')).toBe('USD 49.90');
  });
});

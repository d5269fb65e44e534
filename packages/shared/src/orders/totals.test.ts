import { describe, expect, it } from 'vitest';
import { totalsPerCurrency } from './totals';

const pen = { code: 'PEN', name: 'Sol' };
const usd = { code: 'USD', name: 'Dólar' };

describe('totalsPerCurrency', () => {
  it('adds each currency on its own and never across them', () => {
    expect(
      totalsPerCurrency([
        { price: 120, currency: usd },
        { price: 99.9, currency: pen },
        { price: 30.5, currency: usd },
      ]),
    ).toEqual([
      { currency: pen, amount: 99.9 },
      { currency: usd, amount: 150.5 },
    ]);
  });

  it('adds in cents, so that decimals do not drift', () => {
    expect(totalsPerCurrency([0.1, 0.2, 0.7].map((price) => ({ price, currency: pen })))).toEqual([
      { currency: pen, amount: 1 },
    ]);
  });

  it('has no line for an empty list', () => {
    expect(totalsPerCurrency([])).toEqual([]);
  });
});

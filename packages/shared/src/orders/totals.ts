import type { CurrencyAmount } from '../dashboard/schemas';

/**
 * Money is added per currency and never across them (docs/product/orders.md#totals-per-currency),
 * in cents so that 0.10 + 0.20 is 0.30. Currencies come out by code.
 */
export function totalsPerCurrency(
  lines: readonly { price: number; currency: { code: string; name: string } }[],
): CurrencyAmount[] {
  const totals = new Map<string, { currency: { code: string; name: string }; cents: number }>();
  for (const line of lines) {
    const total = totals.get(line.currency.code) ?? { currency: line.currency, cents: 0 };
    total.cents += Math.round(line.price * 100);
    totals.set(line.currency.code, total);
  }
  return [...totals.values()]
    .sort((a, b) => a.currency.code.localeCompare(b.currency.code))
    .map(({ currency, cents }) => ({ currency, amount: cents / 100 }));
}

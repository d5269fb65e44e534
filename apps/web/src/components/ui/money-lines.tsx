import type { CurrencyAmount } from '@aula/shared';
import { formatAmount } from '@/lib/format-price';

/**
 * Revenue, one line per currency: amounts in different currencies are never added up
 * (docs/product/orders.md#totals-per-currency). With no currency at all (no course yet) it is a
 * bare zero (docs/product/people.md#revenue).
 */
export function MoneyLines({ amounts }: { amounts: readonly CurrencyAmount[] }) {
  if (amounts.length === 0) return <span>{formatAmount(0)}</span>;
  return (
    <ul className="flex flex-col gap-0.5">
      {amounts.map(({ currency, amount }) => (
        <li key={currency.code}>
          <abbr title={currency.name} className="no-underline">
            {currency.code}
          </abbr>{' '}
          {formatAmount(amount)}
        </li>
      ))}
    </ul>
  );
}

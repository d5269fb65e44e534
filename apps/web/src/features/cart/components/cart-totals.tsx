import { messages, type CurrencyAmount } from '@aula/shared';
import { formatAmount } from '@/lib/format-price';

/**
 * One line per currency: amounts in different currencies are never added up
 * (docs/product/orders.md#totals-per-currency).
 */
export function CartTotals({ totals }: { totals: readonly CurrencyAmount[] }) {
  return (
    <dl className="flex flex-col gap-1">
      {totals.map(({ currency, amount }) => (
        <div key={currency.code} className="flex items-baseline justify-between gap-3">
          <dt className="text-muted-foreground">{messages.cart.totalIn(currency.code)}</dt>
          <dd className="text-lg font-semibold whitespace-nowrap">
            {currency.code} {formatAmount(amount)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

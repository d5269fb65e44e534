import { messages, NUMBER_LOCALE } from '@aula/shared';

const money = new Intl.NumberFormat(NUMBER_LOCALE, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** An amount of money, always with two decimals ('1,234.50'). */
export const formatAmount = (amount: number) => money.format(amount);

/** A price with its currency code (docs/product/orders.md#money-formatting); 0 is 'Gratis'. */
export function formatPrice(price: number, currencyCode: string): string {
  if (price === 0) return messages.courses.list.free;
  return `${currencyCode} ${formatAmount(price)}`;
}

import { messages } from '@aula/shared';

/** A price with its currency code (DECISIONS.md §0); 0 is 'Gratis'. */
export function formatPrice(price: number, currencyCode: string): string {
  if (price === 0) return messages.courses.list.free;
  return `${currencyCode} ${price.toLocaleString('es-PE', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

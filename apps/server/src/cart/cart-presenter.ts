import { totalsPerCurrency, type Cart } from '@aula/shared';
import type { FileLinks } from '../storage/file-links';
import { PURCHASE_BLOCK_MESSAGES, type PurchaseCandidate } from './purchase-candidates';

const currencyOf = (row: PurchaseCandidate) => ({ code: row.coin_code, name: row.coin_name });

/** The cart as its page shows it: totals count only the courses that can be bought now. */
export function presentCart(
  cart: { rows: readonly (PurchaseCandidate & { added_at: Date })[]; paymentInstructions: string | null },
  links: FileLinks,
): Cart {
  const items = cart.rows.map((row) => ({
    courseId: row.id_course,
    title: row.title,
    thumbnailUrl: links.signed(row.thumbnail_url),
    instructor: { names: row.instructor_names, lastNames: row.instructor_last_names },
    price: row.price,
    currency: currencyOf(row),
    addedAt: row.added_at.toISOString(),
    unavailable: row.blocked && PURCHASE_BLOCK_MESSAGES[row.blocked],
  }));
  return {
    items,
    totals: totalsPerCurrency(items.filter((item) => !item.unavailable)),
    paymentInstructions: cart.paymentInstructions,
  };
}

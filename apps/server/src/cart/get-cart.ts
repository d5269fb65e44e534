import { totalsPerCurrency, type Cart } from '@aula/shared';
import type { Kysely } from 'kysely';
import type { Config } from '../config/config';
import { signedUrl } from '../courses/course-presenter';
import type { DB } from '../db/schema';
import { readPaymentInstructions } from '../academy-settings/payment-settings';
import { listCartCandidates, PURCHASE_BLOCK_MESSAGES, type PurchaseCandidate } from './purchase-candidates';

const currencyOf = (row: PurchaseCandidate) => ({ code: row.coin_code, name: row.coin_name });

/** The cart as its page shows it: totals count only the courses that can be bought now. */
export async function getCart(db: Kysely<DB>, config: Config, buyerId: string): Promise<Cart> {
  const [rows, paymentInstructions] = await Promise.all([
    listCartCandidates(db, buyerId),
    readPaymentInstructions(db),
  ]);
  const items = rows.map((row) => ({
    courseId: row.id_course,
    title: row.title,
    thumbnailUrl: signedUrl(config, row.thumbnail_url),
    instructor: { names: row.instructor_names, lastNames: row.instructor_last_names },
    price: row.price,
    currency: currencyOf(row),
    addedAt: row.added_at.toISOString(),
    unavailable: row.blocked && PURCHASE_BLOCK_MESSAGES[row.blocked],
  }));
  return {
    items,
    totals: totalsPerCurrency(items.filter((item) => !item.unavailable)),
    paymentInstructions,
  };
}

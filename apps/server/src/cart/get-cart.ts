import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { readPaymentInstructions } from '../academy-settings/payment-settings';
import { listCartCandidates } from './purchase-candidates';

/** The buyer's cart as stored, each course with why it cannot be bought now, and how to pay. */
export async function getCart(db: Kysely<DB>, buyerId: string) {
  const [rows, paymentInstructions] = await Promise.all([
    listCartCandidates(db, buyerId),
    readPaymentInstructions(db),
  ]);
  return { rows, paymentInstructions };
}

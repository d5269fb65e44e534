import { totalsPerCurrency } from '@aula/shared';
import type { Kysely } from 'kysely';
import type { PurchaseCandidate } from '../cart/purchase-candidates';
import type { DB } from '../db/schema';
import type { AppDeps } from '../deps';
import { queueMailToProfiles } from '../mail/queue-mail';
import { orderPlacedAdminMail } from '../mail/templates/order-placed-admin-mail';
import { orderPlacedMail } from '../mail/templates/order-placed-mail';

interface PlacedOrder {
  order: { id_order: string; code: string };
  buyerId: string;
  cart: readonly PurchaseCandidate[];
  /** as copied into the order: what the student was told, whatever the settings say later */
  paymentInstructions: string;
  adminIds: readonly string[];
}

/**
 * The emails of a new order, in its transaction (docs/product/email.md#templates): to the buyer,
 * what to pay and how, with the order's code; to each admin, a transfer to look out for. Each
 * person's 'orders' preference decides.
 */
export async function queueOrderPlacedMails(
  trx: Kysely<DB>,
  deps: Pick<AppDeps, 'jobs' | 'clock'>,
  { order, buyerId, cart, paymentInstructions, adminIds }: PlacedOrder,
): Promise<void> {
  const now = deps.clock.now();
  const totals = totalsPerCurrency(
    cart.map((item) => ({ price: item.price, currency: { code: item.coin_code, name: item.coin_name } })),
  ).map(({ currency, amount }) => ({ code: currency.code, amount }));
  const buyer = await trx
    .selectFrom('Profiles')
    .select(['names', 'last_names'])
    .where('id_profile', '=', buyerId)
    .executeTakeFirstOrThrow();
  await queueMailToProfiles(trx, deps.jobs, now, orderPlacedMail, [buyerId], ({ names }) => ({
    names,
    orderCode: order.code,
    courses: cart.map((item) => item.title),
    totals,
    paymentInstructions,
  }));
  await queueMailToProfiles(trx, deps.jobs, now, orderPlacedAdminMail, adminIds, ({ names }) => ({
    names,
    orderId: order.id_order,
    orderCode: order.code,
    student: `${buyer.names} ${buyer.last_names}`,
    courseCount: cart.length,
    totals,
  }));
}

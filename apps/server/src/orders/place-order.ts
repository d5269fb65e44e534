import { messages, PENDING_ORDERS_MAX, type CheckoutInput, orderMessages } from '@aula/shared';
import type { Viewer } from '../auth/viewer';
import { listCartCandidates, lockBuyer } from '../cart/purchase-candidates';
import type { AppDeps } from '../deps';
import { AppError } from '../core/app-error';
import { publishNotification } from '../notifications/create-notification';
import { readPaymentInstructions } from '../academy-settings/payment-settings';
import { adminOrderNotices } from './admin-order-notices';
import { newOrderCode } from './order-code';
import { queueOrderPlacedMails } from './order-placed-mails';
import { recordOrderEvent } from './record-order-event';
import { authorize } from '../auth/permissions';

const t = messages.cart;

/** The cart matches what the student confirmed: the same courses at the same prices. */
function sameCart(cart: readonly { id_course: string; price: number }[], seen: CheckoutInput['items']) {
  if (cart.length !== seen.length) return false;
  const seenPrices = new Map(seen.map((item) => [item.courseId, item.price]));
  return cart.every((item) => seenPrices.get(item.id_course) === item.price);
}

/**
 * 'Confirmar compra' (docs/product/orders.md#checkout): in one transaction, under the buyer's
 * lock, the cart becomes an order awaiting a manual transfer. Prices, currencies and the
 * academy's payment instructions are copied into it, so that a later change alters neither what
 * was bought nor what the student was told; the cart empties; the trail gets its first line;
 * the student gets the payment instructions by email; and every admin is told there is a payment
 * to look out for. Returns the new order's id.
 *
 * A student holds at most PENDING_ORDERS_MAX orders awaiting payment (docs/decisions/0017):
 * counted under the same lock, so that checkouts sent at once cannot pass the cap together.
 */
export async function placeOrder(deps: AppDeps, auth: Viewer, input: CheckoutInput): Promise<string> {
  authorize(auth, 'cart.use', undefined, t.adminsDoNotBuy);
  const placed = await deps.db.kysely.transaction().execute(async (trx) => {
    await lockBuyer(trx, auth.profileId);
    const { pending } = await trx
      .selectFrom('Orders')
      .select((eb) => eb.fn.countAll<string>().as('pending'))
      .where('id_profile', '=', auth.profileId)
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow();
    if (Number(pending) >= PENDING_ORDERS_MAX) throw AppError.conflict(t.tooManyPending(PENDING_ORDERS_MAX));
    const instructions = await readPaymentInstructions(trx);
    if (!instructions) throw AppError.conflict(t.paymentNotConfigured);
    const cart = await listCartCandidates(trx, auth.profileId);
    if (cart.length === 0) throw new AppError('validation_failed', t.emptyCart);
    if (cart.some((item) => item.blocked)) throw AppError.conflict(t.cartHasUnavailable);
    if (!sameCart(cart, input.items)) throw AppError.conflict(t.cartChanged);

    const order = await trx
      .insertInto('Orders')
      .values({ id_profile: auth.profileId, code: newOrderCode(), payment_instructions: instructions })
      .returning(['id_order', 'code'])
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('Order_Items')
      .values(
        cart.map((item) => ({
          id_order: order.id_order,
          id_course: item.id_course,
          id_coin: item.id_coin,
          price: item.price,
        })),
      )
      .execute();
    await recordOrderEvent(trx, {
      orderId: order.id_order,
      status: 'pending',
      actorId: auth.profileId,
      reason: null,
    });
    await trx.deleteFrom('Cart_Items').where('id_profile', '=', auth.profileId).execute();

    const text = orderMessages.notify.placed;
    const notices = await adminOrderNotices(
      trx,
      { id_order: order.id_order, code: order.code, id_profile: auth.profileId },
      { ...text, message: (code, student) => text.message(code, student, cart.length) },
    );
    await queueOrderPlacedMails(trx, deps, {
      order,
      buyerId: auth.profileId,
      cart,
      paymentInstructions: instructions,
      adminIds: notices.map((notice) => notice.profileId),
    });
    return { orderId: order.id_order, notices };
  });
  deps.jobs.nudge();
  for (const notice of placed.notices) await publishNotification(deps, notice.profileId, notice.notification);
  return placed.orderId;
}

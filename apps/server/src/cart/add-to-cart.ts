import { messages } from '@aula/shared';
import type { Viewer } from '../auth/viewer';
import type { AppDeps } from '../deps';
import { AppError } from '../core/app-error';
import { findPurchaseCandidate, lockBuyer, PURCHASE_BLOCK_MESSAGES } from './purchase-candidates';
import { authorize } from '../auth/permissions';

/**
 * 'Agregar al Carrito' (docs/product/orders.md#adding-a-course). Admins open every course without buying it.
 * A course that can't be bought is refused with the reason; one already in the cart is a conflict, so a
 * double click does not look like an error to the person (the web shows the cart either way).
 */
export async function addToCart(deps: Pick<AppDeps, 'db'>, auth: Viewer, courseId: string): Promise<void> {
  authorize(auth, 'cart.use', undefined, messages.cart.adminsDoNotBuy);
  await deps.db.kysely.transaction().execute(async (trx) => {
    await lockBuyer(trx, auth.profileId);
    const course = await findPurchaseCandidate(trx, auth.profileId, courseId);
    if (!course || course.blocked === 'unavailable') throw AppError.notFound(messages.cart.courseNotFound);
    if (course.blocked) throw new AppError('validation_failed', PURCHASE_BLOCK_MESSAGES[course.blocked]);
    const added = await trx
      .insertInto('Cart_Items')
      .values({ id_profile: auth.profileId, id_course: courseId })
      .onConflict((oc) => oc.columns(['id_profile', 'id_course']).doNothing())
      .returning('id_course')
      .executeTakeFirst();
    if (!added) throw AppError.conflict(messages.cart.alreadyInCart);
  });
}

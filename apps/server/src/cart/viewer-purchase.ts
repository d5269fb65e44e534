import type { ViewerPurchase } from '@aula/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

/** Whether the caller has a course in their cart or in an order awaiting payment, for its page. */
export async function findViewerPurchase(
  db: Kysely<DB>,
  profileId: string,
  courseId: string,
): Promise<ViewerPurchase> {
  const [inCart, pendingOrder] = await Promise.all([
    db
      .selectFrom('Cart_Items')
      .select('id_course')
      .where('id_profile', '=', profileId)
      .where('id_course', '=', courseId)
      .executeTakeFirst(),
    db
      .selectFrom('Orders as o')
      .innerJoin('Order_Items as oi', 'oi.id_order', 'o.id_order')
      .select(['o.id_order', 'o.code'])
      .where('o.id_profile', '=', profileId)
      .where('o.status', '=', 'pending')
      .where('oi.id_course', '=', courseId)
      .executeTakeFirst(),
  ]);
  return {
    inCart: inCart !== undefined,
    pendingOrder: pendingOrder ? { id: pendingOrder.id_order, code: pendingOrder.code } : null,
  };
}

import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

/** 'Quitar': removing a course that is not in the cart changes nothing and is not an error. */
export async function removeFromCart(db: Kysely<DB>, buyerId: string, courseId: string): Promise<void> {
  await db
    .deleteFrom('Cart_Items')
    .where('id_profile', '=', buyerId)
    .where('id_course', '=', courseId)
    .execute();
}

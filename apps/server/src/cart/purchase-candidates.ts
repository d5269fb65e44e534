import { messages } from '@aula/shared';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';

export interface PurchaseCandidate {
  id_course: string;
  title: string;
  price: number;
  thumbnail_url: string | null;
  id_coin: string;
  coin_code: string;
  coin_name: string;
  instructor_names: string;
  instructor_last_names: string;
  /** Why this buyer can't buy this course now, or null when they can. */
  blocked: PurchaseBlock | null;
}

export type PurchaseBlock = 'unavailable' | 'free' | 'own' | 'owned' | 'pending';

/** What the cart says of a course that can't be bought, and what adding it answers. */
export const PURCHASE_BLOCK_MESSAGES: Record<PurchaseBlock, string> = {
  unavailable: messages.cart.courseNotFound,
  free: messages.cart.notForSale,
  own: messages.cart.ownCourse,
  owned: messages.cart.alreadyOwned,
  pending: messages.cart.alreadyPending,
};

interface CandidateRow extends Omit<PurchaseCandidate, 'blocked'> {
  is_publish: boolean;
  deleted_at: Date | null;
  id_instructor: string;
  owned: boolean;
  pending: boolean;
}

/**
 * The one rule of what a person may buy (docs/product/orders.md#what-may-be-bought): a live, published, paid
 * course of someone else, which they are not enrolled in and have not ordered already (an order awaiting
 * payment). The cart, adding to it and checkout all read it from here.
 */
function purchaseBlock(row: CandidateRow, buyerId: string): PurchaseBlock | null {
  if (row.deleted_at || !row.is_publish) return 'unavailable';
  if (row.price <= 0) return 'free';
  if (row.id_instructor === buyerId) return 'own';
  if (row.owned) return 'owned';
  if (row.pending) return 'pending';
  return null;
}

function candidates(db: Kysely<DB>, buyerId: string) {
  return db
    .selectFrom('Courses as c')
    .innerJoin('Coins as co', 'co.id_coin', 'c.id_coin')
    .innerJoin('Profiles as p', 'p.id_profile', 'c.id_instructor')
    .select((eb) => [
      'c.id_course',
      'c.title',
      'c.price',
      'c.thumbnail_url',
      'c.id_coin',
      'co.code as coin_code',
      'co.name as coin_name',
      'p.names as instructor_names',
      'p.last_names as instructor_last_names',
      'c.is_publish',
      'c.deleted_at',
      'c.id_instructor',
      eb
        .exists(
          eb
            .selectFrom('Enrollments as e')
            .select(sql.lit(1).as('one'))
            .whereRef('e.id_course', '=', 'c.id_course')
            .where('e.id_profile', '=', buyerId)
            .where('e.deleted_at', 'is', null),
        )
        .$castTo<boolean>()
        .as('owned'),
      eb
        .exists(
          eb
            .selectFrom('Order_Items as oi')
            .innerJoin('Orders as o', 'o.id_order', 'oi.id_order')
            .select(sql.lit(1).as('one'))
            .whereRef('oi.id_course', '=', 'c.id_course')
            .where('o.id_profile', '=', buyerId)
            .where('o.status', '=', 'pending'),
        )
        .$castTo<boolean>()
        .as('pending'),
    ]);
}

const withBlock =
  (buyerId: string) =>
  <Row extends CandidateRow>(row: Row) => {
    const { is_publish: _p, deleted_at: _d, id_instructor: _i, owned: _o, pending: _pe, ...rest } = row;
    return { ...rest, blocked: purchaseBlock(row, buyerId) };
  };

/** One course as this buyer would buy it; undefined when there is no such course at all. */
export async function findPurchaseCandidate(
  db: Kysely<DB>,
  buyerId: string,
  courseId: string,
): Promise<PurchaseCandidate | undefined> {
  const row = await candidates(db, buyerId).where('c.id_course', '=', courseId).executeTakeFirst();
  return row && withBlock(buyerId)(row);
}

/** The buyer's cart, oldest first, each course with whether it can still be bought. */
export async function listCartCandidates(
  db: Kysely<DB>,
  buyerId: string,
): Promise<(PurchaseCandidate & { added_at: Date })[]> {
  const rows = await candidates(db, buyerId)
    .innerJoin('Cart_Items as ci', 'ci.id_course', 'c.id_course')
    .select('ci.created_at as added_at')
    .where('ci.id_profile', '=', buyerId)
    .orderBy('ci.created_at')
    .orderBy('c.id_course')
    .execute();
  return rows.map(withBlock(buyerId));
}

/**
 * Makes one buyer's cart and checkout writes run one at a time (two tabs, a double click): the
 * rule above is read and acted on under this lock, so it cannot change in between.
 */
export async function lockBuyer(trx: Kysely<DB>, buyerId: string): Promise<void> {
  await trx
    .selectFrom('Profiles')
    .select('id_profile')
    .where('id_profile', '=', buyerId)
    .forUpdate()
    .execute();
}

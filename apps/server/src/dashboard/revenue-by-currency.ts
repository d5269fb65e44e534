import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { CALENDAR_TIME_ZONE } from './calendar';

export interface RevenueScope {
  /** Only this instructor's courses; every course when absent. */
  instructorId?: string;
  /** Only orders approved in the current calendar month. */
  thisMonth?: boolean;
}

export interface RevenueRow {
  code: string;
  name: string;
  amount: number;
}

/**
 * Revenue per currency, as the course list computes it (docs/product/people.md#revenue): the items of
 * approved orders of the live courses in scope, summed per currency and never across them, and a
 * 0 for each currency of those courses without sales, so that before the first order the home
 * shows 0 in the courses' currency.
 */
export async function revenueByCurrency(db: Kysely<DB>, scope: RevenueScope): Promise<RevenueRow[]> {
  let courses = db.selectFrom('Courses as c').where('c.deleted_at', 'is', null);
  if (scope.instructorId) courses = courses.where('c.id_instructor', '=', scope.instructorId);
  const approvedSince = scope.thisMonth
    ? sql`AND o.approved_at >= date_trunc('month', now() AT TIME ZONE ${CALENDAR_TIME_ZONE}) AT TIME ZONE ${CALENDAR_TIME_ZONE}`
    : sql``;
  const { rows } = await sql<RevenueRow>`
    SELECT co.code, co.name, coalesce(sold.amount, 0)::float8 AS amount
    FROM "Coins" co
    LEFT JOIN (
      SELECT oi.id_coin, sum(oi.price) AS amount FROM "Order_Items" oi
        JOIN "Orders" o ON o.id_order = oi.id_order AND o.status = 'approved' ${approvedSince}
        WHERE oi.id_course IN (${courses.select('c.id_course')})
        GROUP BY oi.id_coin
    ) sold ON sold.id_coin = co.id_coin
    WHERE co.id_coin IN (${courses.select('c.id_coin')}) OR sold.id_coin IS NOT NULL
    ORDER BY co.code`.execute(db);
  return rows;
}

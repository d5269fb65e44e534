import type { OrderExportQuery, OrderListQuery } from '@aula/shared';
import { sql, type Kysely, type SqlBool } from 'kysely';
import type { Viewer } from '../auth/viewer';
import { onePage, pageAndTotal } from '../db/paging';
import type { DB } from '../db/schema';
import { anyOf, containsWord, emailContains, everyWord, nameContains, searchWords } from '../db/text-search';
import { loadOrders, type LoadedOrder } from './order-queries';
import { authorize } from '../auth/permissions';

/** The next day of a yyyy-MM-dd day, for "up to and including" `to`. */
const dayAfter = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The orders the filters select (docs/product/orders.md#list-filters), as a query to page or count. */
function filteredOrders(db: Kysely<DB>, query: OrderExportQuery) {
  let orders = db
    .selectFrom('Orders as o')
    .innerJoin('Profiles as p', 'p.id_profile', 'o.id_profile')
    .innerJoin('Users as u', 'u.id_user', 'p.id_user');
  if (query.status !== 'all') orders = orders.where('o.status', '=', query.status);
  // Days are calendar days in UTC, as every calendar figure of the app (dashboard/calendar.ts).
  if (query.from) orders = orders.where('o.created_at', '>=', sql<Date>`${query.from}::timestamptz`);
  if (query.to) orders = orders.where('o.created_at', '<', sql<Date>`${dayAfter(query.to)}::timestamptz`);
  // The student box finds an order by its code or its student's names or email; the course box
  // by a title of its courses. Every word must be found. The orders of deleted accounts are listed
  // too, so their people are matched on the joined rows rather than through peopleMatching.
  orders = orders.where(
    everyWord(searchWords(query.student), (word) =>
      anyOf(containsWord(sql.ref('o.code'), word), nameContains('p', word), emailContains('u', word)),
    ),
  );
  orders = orders.where(
    everyWord(
      searchWords(query.course),
      (
        word,
      ) => sql<SqlBool>`EXISTS (SELECT 1 FROM "Order_Items" oi JOIN "Courses" c ON c.id_course = oi.id_course
        WHERE oi.id_order = o.id_order AND ${containsWord(sql.ref('c.title'), word)})`,
    ),
  );
  return orders;
}

/** The order ids the filters select, newest first, to page. */
const orderIds = (db: Kysely<DB>, query: OrderExportQuery) =>
  filteredOrders(db, query)
    .select('o.id_order')
    .orderBy('o.created_at', 'desc')
    .orderBy('o.id_order', 'desc');

/** One page of order ids, newest first. */
export function orderIdPage(db: Kysely<DB>, query: OrderExportQuery, page: number, pageSize: number) {
  return onePage(orderIds(db, query), { page, pageSize }).execute();
}

/** The admin's list: a page of orders and how many the filters select. */
export async function listOrders(
  db: Kysely<DB>,
  auth: Viewer,
  query: OrderListQuery,
): Promise<{ orders: LoadedOrder[]; total: number }> {
  authorize(auth, 'orders.decide');
  const { rows, total } = await pageAndTotal(orderIds(db, query), filteredOrders(db, query), query);
  const orders = await loadOrders(
    db,
    rows.map((row) => row.id_order),
  );
  return { orders, total };
}

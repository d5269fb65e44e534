import { formatDay, type Order, type OrderExportQuery, orderMessages } from '@aula/shared';
import type { Kysely } from 'kysely';
import type { Viewer } from '../auth/viewer';
import type { DB } from '../db/schema';
import { csvChunks } from '../http/csv';
import { orderIdPage } from './list-orders';
import { presentOrder } from './order-presenter';
import { loadOrders } from './order-queries';
import { authorize } from '../auth/permissions';

/** One line per order and currency: an order's money is never summed across currencies. */
function lines(order: Order): string[][] {
  const day = (iso: string | null) => (iso ? formatDay(new Date(iso)) : '-');
  return order.totals.map((total) => [
    order.code,
    day(order.createdAt),
    `${order.student.names} ${order.student.lastNames}`,
    order.student.email,
    order.items
      .filter((item) => item.currency.code === total.currency.code)
      .map((item) => item.title)
      .join('; '),
    total.currency.code,
    total.amount.toFixed(2),
    orderMessages.status[order.status],
    day(order.approvedAt),
  ]);
}

/** The filtered order list as CSV text, in chunks, for the academy's accounts. */
export function orderCsvChunks(db: Kysely<DB>, auth: Viewer, query: OrderExportQuery) {
  authorize(auth, 'orders.decide');
  return csvChunks(
    orderMessages.admin.exportColumns,
    async (page, pageSize) => {
      const ids = await orderIdPage(db, query, page, pageSize);
      const orders = await loadOrders(
        db,
        ids.map((row) => row.id_order),
      );
      // The lines are written from the order as the screens show it, so both agree on its totals.
      return orders.map((order) => presentOrder(order, { withActors: false }));
    },
    lines,
  );
}

import { MY_ORDERS_PAGE_SIZE } from '@aula/shared';
import type { Kysely } from 'kysely';
import type { Viewer } from '../auth/viewer';
import { pageAndTotal } from '../db/paging';
import type { DB } from '../db/schema';
import { loadOrders, type LoadedOrder } from './order-queries';

/** 'Mis Compras': the caller's own orders, newest first, with their courses and history. */
export async function listMyOrders(
  db: Kysely<DB>,
  auth: Viewer,
  page: number,
): Promise<{ orders: LoadedOrder[]; total: number }> {
  const mine = db.selectFrom('Orders').where('id_profile', '=', auth.profileId);
  const { rows, total } = await pageAndTotal(
    mine.select('id_order').orderBy('created_at', 'desc').orderBy('id_order', 'desc'),
    mine,
    { page, pageSize: MY_ORDERS_PAGE_SIZE },
  );
  const orders = await loadOrders(
    db,
    rows.map((row) => row.id_order),
  );
  return { orders, total };
}

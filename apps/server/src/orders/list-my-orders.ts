import { MY_ORDERS_PAGE_SIZE, type MyOrders } from '@aula/shared';
import type { Kysely } from 'kysely';
import type { Viewer } from '../auth/viewer';
import { pageAndTotal } from '../db/paging';
import type { DB } from '../db/schema';
import { loadOrders } from './order-queries';

/** 'Mis Compras': the caller's own orders, newest first, with their courses and history. */
export async function listMyOrders(db: Kysely<DB>, auth: Viewer, page: number): Promise<MyOrders> {
  const mine = db.selectFrom('Orders').where('id_profile', '=', auth.profileId);
  const { rows, total } = await pageAndTotal(
    mine.select('id_order').orderBy('created_at', 'desc').orderBy('id_order', 'desc'),
    mine,
    { page, pageSize: MY_ORDERS_PAGE_SIZE },
  );
  const items = await loadOrders(
    db,
    rows.map((row) => row.id_order),
    { withActors: false },
  );
  return { items, page, pageSize: MY_ORDERS_PAGE_SIZE, total };
}

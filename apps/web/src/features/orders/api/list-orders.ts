import type { OrderList, OrderListQuery } from '@aula/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { orderKeys } from '@/lib/query-keys/order-keys';

export function listOrders(query: OrderListQuery): Promise<OrderList> {
  return unwrap(api.GET('/api/orders', { params: { query } }));
}

/**
 * One page of the admin's order list; the previous page stays on screen while the next loads.
 * `enabled: false` holds the request back while the filters are ones the server would refuse.
 */
export function useOrderList(query: OrderListQuery, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: orderKeys.list(query),
    queryFn: () => listOrders(query),
    placeholderData: keepPreviousData,
    enabled,
  });
}

import type { MyOrders } from '@aula/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { orderKeys } from '@/lib/query-keys/order-keys';

export function listMyOrders(page: number): Promise<MyOrders> {
  return unwrap(api.GET('/api/orders/mine', { params: { query: { page } } }));
}

/** One page of 'Mis Compras'; the page shown stays on screen while the next one loads. */
export function useMyOrders(page: number) {
  return useQuery({
    queryKey: orderKeys.minePage(page),
    queryFn: () => listMyOrders(page),
    placeholderData: keepPreviousData,
  });
}

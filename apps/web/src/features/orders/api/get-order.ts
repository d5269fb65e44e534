import type { Order } from '@aula/shared';
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { orderKeys } from '@/lib/query-keys/order-keys';

export function getOrder(orderId: string): Promise<Order> {
  return unwrap(api.GET('/api/orders/{id}', { params: { path: { id: orderId } } }));
}

/** One order with its trail; an admin sees who made each change. */
export function useOrder(orderId: string) {
  return useQuery({ queryKey: orderKeys.detail(orderId), queryFn: () => getOrder(orderId) });
}

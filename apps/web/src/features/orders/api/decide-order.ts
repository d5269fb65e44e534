import type { Order } from '@aula/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { orderKeys } from '@/lib/query-keys/order-keys';

export function approveOrder(orderId: string, note: string | null): Promise<Order> {
  return unwrap(
    api.POST('/api/orders/{id}/approve', { params: { path: { id: orderId } }, body: note ? { note } : {} }),
  );
}

export function rejectOrder(orderId: string, reason: string): Promise<Order> {
  return unwrap(api.POST('/api/orders/{id}/reject', { params: { path: { id: orderId } }, body: { reason } }));
}

export function refundOrder(orderId: string, reason: string): Promise<Order> {
  return unwrap(api.POST('/api/orders/{id}/refund', { params: { path: { id: orderId } }, body: { reason } }));
}

/**
 * What an admin decides on an order (docs/product/orders.md#admin-decisions): approval may carry a
 * note, the others a reason.
 */
export type OrderDecision =
  { action: 'approve'; note: string | null } | { action: 'reject' | 'refund'; reason: string };

function send(orderId: string, decision: OrderDecision): Promise<Order> {
  switch (decision.action) {
    case 'approve':
      return approveOrder(orderId, decision.note);
    case 'reject':
      return rejectOrder(orderId, decision.reason);
    case 'refund':
      return refundOrder(orderId, decision.reason);
  }
}

/**
 * 'Aprobar', 'Rechazar' and 'Reembolsar'. The answer is the order in its new state, shown at once;
 * the lists are read again. A refusal (409: another admin decided first; 422: the refund window
 * closed) means the order shown is out of date, so it is read again too.
 */
export function useDecideOrder(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: OrderDecision) => send(orderId, decision),
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.detail(orderId), order);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.lists }),
        queryClient.invalidateQueries({ queryKey: orderKeys.mine }),
      ]);
    },
    onError: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}

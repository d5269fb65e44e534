import { type Order, orderMessages } from '@aula/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { userMessageOf } from '@/lib/api/api-error';
import { api, unwrap } from '@/lib/api/client';
import { courseKeys } from '@/lib/query-keys/course-keys';
import { orderKeys } from '@/lib/query-keys/order-keys';

export function cancelOrder(orderId: string): Promise<Order> {
  return unwrap(api.POST('/api/orders/{id}/cancel', { params: { path: { id: orderId } } }));
}

/**
 * 'Cancelar pedido' on one's own order awaiting payment. Either way 'Mis Compras' is read again:
 * after a refusal (409: the academy decided first) it shows the order's real state. On success the
 * course pages are read again too, since their courses may go in the cart once more. The toasts
 * live here, not with the button: the button leaves the page as soon as the order is no longer
 * pending.
 */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: () => {
      toast.success(orderMessages.mine.cancelled);
      return queryClient.invalidateQueries({ queryKey: courseKeys.all });
    },
    onError: (error) => toast.error(userMessageOf(error)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.mine }),
  });
}

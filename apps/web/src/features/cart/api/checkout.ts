import type { CheckoutInput, Order } from '@aula/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { userMessageOf } from '@/lib/api/api-error';
import { api, unwrap } from '@/lib/api/client';
import { cartKeys } from '@/lib/query-keys/cart-keys';

export function checkout(input: CheckoutInput): Promise<Order> {
  return unwrap(api.POST('/api/cart/checkout', { body: input }));
}

/**
 * 'Confirmar compra' with the courses and prices the student saw. The order empties the cart on
 * the server; a refusal (the cart or a price changed, a course is no longer for sale, payment is
 * not set up yet) is shown as the server says it, and the cart is read again so that the page
 * shows what changed.
 */
export function useCheckout() {
  const queryClient = useQueryClient();
  const readCartAgain = () => queryClient.invalidateQueries({ queryKey: cartKeys.cart });
  return useMutation({
    mutationFn: checkout,
    onSuccess: () => void readCartAgain(),
    onError: (error) => {
      toast.error(userMessageOf(error));
      return readCartAgain();
    },
  });
}

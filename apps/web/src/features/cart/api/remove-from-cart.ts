import { messages, type Cart } from '@aula/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { userMessageOf } from '@/lib/api/api-error';
import { api, unwrap } from '@/lib/api/client';
import { cartKeys } from '@/lib/query-keys/cart-keys';

export function removeFromCart(courseId: string): Promise<Cart> {
  return unwrap(api.DELETE('/api/cart/items/{courseId}', { params: { path: { courseId } } }));
}

/**
 * 'Quitar': the page and the header's count show the cart the server answers. `onRemoved` lets
 * the page place the focus, which would otherwise be lost with the row's button.
 */
export function useRemoveFromCart(onRemoved: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFromCart,
    onSuccess: (cart) => {
      queryClient.setQueryData(cartKeys.cart, cart);
      toast.success(messages.cart.removed);
      onRemoved();
    },
    onError: (error) => {
      toast.error(userMessageOf(error));
      return queryClient.invalidateQueries({ queryKey: cartKeys.cart });
    },
  });
}

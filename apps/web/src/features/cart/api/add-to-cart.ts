import { messages, type Cart } from '@aula/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { userMessageOf } from '@/lib/api/api-error';
import { api, unwrap } from '@/lib/api/client';
import { cartKeys } from '@/lib/query-keys/cart-keys';

export function addToCart(courseId: string): Promise<Cart> {
  return unwrap(api.POST('/api/cart/items', { body: { courseId } }));
}

/**
 * 'Agregar al Carrito' on a course's page. The header's count follows at once from the cart the
 * server answers. Either way `onSettled` reads the course again, and the button stays pending
 * until it has: after a refusal the course may already be in the cart (another tab) or in a
 * pending order, and the page then says so instead of offering the button again.
 */
export function useAddToCart(courseId: string, onSettled: () => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => addToCart(courseId),
    onSuccess: (cart) => {
      queryClient.setQueryData(cartKeys.cart, cart);
      toast.success(messages.cart.added);
    },
    onError: (error) => {
      toast.error(userMessageOf(error));
      void queryClient.invalidateQueries({ queryKey: cartKeys.cart });
    },
    onSettled,
  });
}

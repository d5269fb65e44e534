import type { Cart } from '@aula/shared';
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { cartKeys } from '@/lib/query-keys/cart-keys';

export function getCart(): Promise<Cart> {
  return unwrap(api.GET('/api/cart'));
}

/** The caller's cart: its courses at their current prices, a total per currency and how to pay. */
export function useCart() {
  return useQuery({ queryKey: cartKeys.cart, queryFn: getCart });
}

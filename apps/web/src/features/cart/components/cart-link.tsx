import { messages } from '@aula/shared';
import { ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import { useCart } from '../api/get-cart';
import { CART_PATH } from '../lib/cart-path';

/** Like the bell's: a badge of two digits at most keeps the header within a 375 px screen. */
const BADGE_MAX = 9;

/**
 * The header's cart (docs/product/orders.md#the-header-cart): a link to the cart page with the
 * number of courses in it. Until the cart has loaded the link says only 'Carrito', never a count it
 * does not know.
 */
export function CartLink() {
  const { data } = useCart();
  const count = data?.items.length;
  return (
    <Link
      to={CART_PATH}
      aria-label={count === undefined ? messages.cart.title : messages.cart.iconLabel(count)}
      className="relative inline-flex size-10 items-center justify-center rounded-md text-foreground transition-colors hover:bg-background focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      <ShoppingCart aria-hidden className="size-5" />
      {count ? (
        <span
          aria-hidden
          className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1 text-xs leading-none font-semibold text-primary-foreground"
        >
          {count > BADGE_MAX ? `${BADGE_MAX}+` : count}
        </span>
      ) : null}
    </Link>
  );
}

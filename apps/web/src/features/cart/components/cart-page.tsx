import { messages, reaches, type AppRole, type Cart } from '@aula/shared';
import { useRef } from 'react';
import { LoadError } from '@/components/ui/load-error';
import { NoAccess } from '@/components/ui/no-access';
import { hasErrorCode } from '@/lib/api/api-error';
import { useCheckout } from '../api/checkout';
import { useCart } from '../api/get-cart';
import { CartItemRow } from './cart-item-row';
import { CartSkeleton } from './cart-skeleton';
import { CartSummary } from './cart-summary';
import { EmptyCart } from './empty-cart';
import { OrderPlaced } from './order-placed';

const t = messages.cart;

/** Admins open every course without buying it (docs/product/orders.md#who-buys): they have no cart. */
function CartNoAccess() {
  return (
    <NoAccess
      title={t.noAccessTitle}
      text={t.adminsDoNotBuy}
      backLabel={messages.shell.backToDashboard}
      backTo="/dashboard"
    />
  );
}

interface CartWithItemsProps {
  cart: Cart;
  isCheckingOut: boolean;
  onCheckout: () => void;
  onRemoved: () => void;
}

function CartWithItems({ cart, isCheckingOut, onCheckout, onRemoved }: CartWithItemsProps) {
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <section
        aria-labelledby="cart-items-title"
        className="min-w-0 rounded-xl border border-border bg-card shadow-sm"
      >
        <h2 id="cart-items-title" className="sr-only">
          {t.itemsLabel}
        </h2>
        <ul className="divide-y divide-border">
          {cart.items.map((item) => (
            <CartItemRow key={item.courseId} item={item} onRemoved={onRemoved} />
          ))}
        </ul>
      </section>
      <CartSummary cart={cart} isCheckingOut={isCheckingOut} onCheckout={onCheckout} />
    </div>
  );
}

function CartContents() {
  const cart = useCart();
  const checkout = useCheckout();
  const titleRef = useRef<HTMLHeadingElement>(null);

  if (hasErrorCode(cart.error, 'forbidden')) return <CartNoAccess />;

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <header>
        <h1
          ref={titleRef}
          tabIndex={-1}
          className="text-2xl font-bold tracking-tight focus:outline-none sm:text-3xl"
        >
          {t.title}
        </h1>
        <p className="text-muted-foreground">{t.subtitle}</p>
      </header>
      {checkout.data ? (
        <OrderPlaced order={checkout.data} />
      ) : cart.isPending ? (
        <CartSkeleton />
      ) : cart.isError ? (
        <LoadError
          message={t.loadError}
          retryLabel={messages.common.retry}
          onRetry={() => void cart.refetch()}
        />
      ) : cart.data.items.length === 0 ? (
        <EmptyCart />
      ) : (
        <CartWithItems
          cart={cart.data}
          isCheckingOut={checkout.isPending}
          // The courses and prices on screen: if the cart changed since, the server refuses.
          onCheckout={() =>
            checkout.mutate({
              items: cart.data.items.map(({ courseId, price }) => ({ courseId, price })),
            })
          }
          // A removed course takes its 'Quitar' button with it: the focus goes back to the title.
          onRemoved={() => titleRef.current?.focus()}
        />
      )}
    </div>
  );
}

/**
 * /dashboard/cart (docs/product/orders.md#the-cart-page): the courses to buy, the totals, how to
 * pay and 'Confirmar compra'.
 */
export function CartPage({ role }: { role: AppRole }) {
  if (!reaches({ role }, 'cart.use')) return <CartNoAccess />;
  return <CartContents />;
}

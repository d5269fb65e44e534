import { messages, MY_PURCHASES_PATH, type ViewerPurchase } from '@aula/shared';
import { CircleCheck, Clock } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { useAddToCart } from '../api/add-to-cart';
import { CART_PATH } from '../lib/cart-path';

const t = messages.cart;

interface PurchaseActionsProps {
  courseId: string;
  /** where the viewer stands with buying the course, as its page last read it */
  purchase: ViewerPurchase;
  /** reads the course's page again; its answer says whether the course is now in the cart */
  onChanged: () => Promise<unknown>;
}

/**
 * What a paid course's card offers (docs/product/orders.md#the-course-page): 'Agregar al Carrito';
 * once added, 'En el carrito' and the way to it; once ordered, 'Pago pendiente' until the academy
 * confirms the payment.
 */
export function PurchaseActions({ courseId, purchase, onChanged }: PurchaseActionsProps) {
  const add = useAddToCart(courseId, onChanged);
  const linkRef = useRef<HTMLAnchorElement>(null);
  // The button pressed gives way to a link: the focus follows, instead of falling to the page's top.
  const replacedAfterAdding =
    (add.isSuccess || add.isError) && (purchase.inCart || purchase.pendingOrder !== null);
  useEffect(() => {
    if (replacedAfterAdding) linkRef.current?.focus();
  }, [replacedAfterAdding]);

  if (purchase.pendingOrder) {
    return (
      <div className="flex flex-col gap-2">
        <p className="inline-flex items-center gap-2 font-semibold">
          <Clock aria-hidden className="size-5 shrink-0 text-primary" />
          {t.pendingPayment}
        </p>
        <p className="text-sm text-muted-foreground">{t.pendingPaymentNote(purchase.pendingOrder.code)}</p>
        <ButtonLink ref={linkRef} to={MY_PURCHASES_PATH} variant="outline" className="w-full">
          {t.viewPurchases}
        </ButtonLink>
      </div>
    );
  }
  if (purchase.inCart) {
    return (
      <div className="flex flex-col gap-2">
        <p className="inline-flex items-center gap-2 font-semibold">
          <CircleCheck aria-hidden className="size-5 shrink-0 text-primary" />
          {t.inCart}
        </p>
        <ButtonLink ref={linkRef} to={CART_PATH} className="w-full">
          {t.goToCart}
        </ButtonLink>
      </div>
    );
  }
  return (
    <Button className="w-full" disabled={add.isPending} onClick={() => add.mutate()}>
      {add.isPending ? t.adding : t.addToCart}
    </Button>
  );
}

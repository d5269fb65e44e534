import { messages, MY_PURCHASES_PATH, type Order } from '@aula/shared';
import { CircleCheck } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { ButtonLink } from '@/components/ui/button-link';
import { CartTotals } from './cart-totals';
import { PaymentInstructions } from './payment-instructions';

const t = messages.cart;

/**
 * After 'Confirmar compra': the order's code, what to transfer and how, as copied into the
 * order, and the way to follow it. The focus moves here, since the button pressed is gone.
 */
export function OrderPlaced({ order }: { order: Order }) {
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => titleRef.current?.focus(), []);

  return (
    <section
      aria-labelledby={titleId}
      className="mx-auto flex w-full max-w-2xl flex-col gap-4 rounded-xl border border-border bg-card p-6 shadow-sm"
    >
      <div className="flex items-center gap-3">
        <CircleCheck aria-hidden className="size-8 shrink-0 text-primary" />
        <h2 id={titleId} ref={titleRef} tabIndex={-1} className="text-xl font-semibold focus:outline-none">
          {t.orderPlacedTitle}
        </h2>
      </div>
      <p>{t.orderPlaced(order.code)}</p>
      <CartTotals totals={order.totals} />
      <div className="flex flex-col gap-2 border-t border-border pt-4">
        <h3 className="font-semibold">{t.howToPay}</h3>
        <PaymentInstructions text={order.paymentInstructions} />
      </div>
      <ButtonLink to={MY_PURCHASES_PATH} className="self-start">
        {t.viewPurchases}
      </ButtonLink>
    </section>
  );
}

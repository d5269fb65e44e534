import { messages, type Cart } from '@aula/shared';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { CartTotals } from './cart-totals';
import { PaymentInstructions } from './payment-instructions';

const t = messages.cart;

interface CartSummaryProps {
  cart: Cart;
  isCheckingOut: boolean;
  onCheckout: () => void;
}

/**
 * The totals, how to pay and 'Confirmar compra'. The button is off while a course can't be
 * bought or the academy has not said how to pay yet, and the reason sits next to it.
 */
export function CartSummary({ cart, isCheckingOut, onCheckout }: CartSummaryProps) {
  const titleId = useId();
  const unavailableId = useId();
  const noInstructionsId = useId();
  const hasUnavailable = cart.items.some((item) => item.unavailable);
  const instructions = cart.paymentInstructions;
  // Why the button is off, if it is.
  const blockedBy = hasUnavailable ? unavailableId : instructions ? undefined : noInstructionsId;

  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-xl border border-border bg-card p-5 shadow-sm"
    >
      <h2 id={titleId} className="text-lg font-semibold">
        {t.summary}
      </h2>
      <CartTotals totals={cart.totals} />

      <div className="flex flex-col gap-2 border-t border-border pt-4">
        <h3 className="font-semibold">{t.howToPay}</h3>
        {instructions ? (
          <>
            <PaymentInstructions text={instructions} />
            <p className="text-xs text-muted-foreground">{t.howToPayHint}</p>
          </>
        ) : (
          <p id={noInstructionsId} className="text-sm text-muted-foreground">
            {t.paymentNotConfigured}
          </p>
        )}
      </div>

      {hasUnavailable && (
        <p id={unavailableId} className="text-sm text-destructive">
          {t.cartHasUnavailable}
        </p>
      )}
      <Button
        className="w-full"
        disabled={blockedBy !== undefined || isCheckingOut}
        aria-describedby={blockedBy}
        onClick={onCheckout}
      >
        {isCheckingOut ? t.checkingOut : t.checkout}
      </Button>
    </section>
  );
}

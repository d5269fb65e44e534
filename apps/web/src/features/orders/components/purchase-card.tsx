import { type Order, orderMessages } from '@aula/shared';
import { ShieldCheck } from 'lucide-react';
import { useId } from 'react';
import { formatDate } from '@/lib/format-date';
import { refundWindow } from '../lib/refund-window';
import { CancelOrderButton } from './cancel-order-button';
import { OrderHistory } from './order-history';
import { OrderItems } from './order-items';
import { OrderStatusBadge } from './order-status-badge';
import { PaymentInstructions } from './payment-instructions';

const m = orderMessages;
const t = m.mine;

/**
 * One order in 'Mis Compras': its courses and totals, what to do while it waits for the payment
 * (or how to withdraw it), the guarantee once approved, and its history with each change's reason.
 */
export function PurchaseCard({ order }: { order: Order }) {
  const id = useId();
  const approved = order.status === 'approved';
  const refund = refundWindow(order);
  return (
    <article
      aria-labelledby={`${id}-code`}
      className="min-w-0 rounded-xl border border-border bg-card text-card-foreground shadow-sm"
    >
      <header className="flex flex-wrap items-start justify-between gap-3 border-b border-border p-4 sm:px-6">
        <div className="flex min-w-0 flex-col gap-0.5">
          <span className="text-xs text-muted-foreground">{m.code}</span>
          <h2 id={`${id}-code`} className="font-mono text-lg font-semibold break-all">
            {order.code}
          </h2>
          <span className="text-sm text-muted-foreground">
            {m.date}:{' '}
            <time dateTime={order.createdAt} className="tabular-nums">
              {formatDate(order.createdAt)}
            </time>
          </span>
        </div>
        <OrderStatusBadge status={order.status} />
      </header>

      <div className="grid gap-6 p-4 sm:p-6 lg:grid-cols-2">
        <section aria-labelledby={`${id}-items`} className="flex min-w-0 flex-col gap-3">
          <h3 id={`${id}-items`} className="font-semibold">
            {m.items}
          </h3>
          <OrderItems order={order} linkToCourses={approved} />
          {refund && (
            <p className="inline-flex items-center gap-2 text-sm text-muted-foreground">
              <ShieldCheck aria-hidden className="size-4 shrink-0 text-green-700" />
              {t.refundUntil(refund.day)}
            </p>
          )}
        </section>

        <div className="flex min-w-0 flex-col gap-6">
          {order.status === 'pending' && (
            <section
              aria-labelledby={`${id}-pay`}
              className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50/60 p-4"
            >
              <h3 id={`${id}-pay`} className="font-semibold">
                {t.howToPay}
              </h3>
              <PaymentInstructions text={order.paymentInstructions} className="bg-card" />
              <p className="text-sm font-medium">{t.quoteCode(order.code)}</p>
              <CancelOrderButton order={order} />
            </section>
          )}
          <section aria-labelledby={`${id}-history`} className="flex flex-col gap-3">
            <h3 id={`${id}-history`} className="font-semibold">
              {t.history}
            </h3>
            <OrderHistory events={order.events} />
          </section>
        </div>
      </div>
    </article>
  );
}

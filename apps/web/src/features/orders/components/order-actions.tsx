import { type Order, orderMessages } from '@aula/shared';
import type { DecisionCallbacks } from '../hooks/use-decision-dialog';
import { refundWindow } from '../lib/refund-window';
import { ApproveOrderDialog } from './approve-order-dialog';
import { ReasonDialog } from './reason-dialog';

const t = orderMessages.admin;

/** Whether an order has anything for the admin to decide or to know about its guarantee. */
export const hasOrderActions = (order: Order) => order.status === 'pending' || refundWindow(order) !== null;

/**
 * What an admin may do with the order in its state (docs/product/orders.md#admin-decisions):
 * approve or reject a pending one; refund an approved one while its 30-day guarantee lasts, and
 * after that, only read until when it lasted (docs/product/orders.md#the-refund-window).
 */
export function OrderActions({ order, ...callbacks }: { order: Order } & DecisionCallbacks) {
  if (order.status === 'pending') {
    return (
      <div className="flex flex-wrap gap-3">
        <ApproveOrderDialog order={order} {...callbacks} />
        <ReasonDialog action="reject" order={order} {...callbacks} />
      </div>
    );
  }
  const refund = refundWindow(order);
  if (!refund) return null;
  return (
    <div className="flex flex-col items-start gap-3">
      <p className="text-sm text-muted-foreground">
        {refund.open ? t.refundUntil(refund.day) : t.refundClosed(refund.day)}
      </p>
      {refund.open && <ReasonDialog action="refund" order={order} {...callbacks} />}
    </div>
  );
}

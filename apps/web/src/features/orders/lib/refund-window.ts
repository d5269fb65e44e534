import type { Order } from '@aula/shared';
import { formatDate } from '@/lib/format-date';

export interface RefundWindow {
  /** the last day of the guarantee, dd/MM/yyyy */
  day: string;
  /** whether a refund may still be registered */
  open: boolean;
}

/**
 * The 30-day guarantee of an approved order (docs/product/orders.md#the-refund-window), or null for
 * any other state. `refundDeadline` is the very moment the server stops accepting a refund, so the
 * window closes then and not at the end of that day.
 */
export function refundWindow(
  order: Pick<Order, 'status' | 'refundDeadline'>,
  now: Date = new Date(),
): RefundWindow | null {
  if (order.status !== 'approved' || !order.refundDeadline) return null;
  return {
    day: formatDate(order.refundDeadline),
    open: Date.parse(order.refundDeadline) > now.getTime(),
  };
}

import { totalsPerCurrency, type Order, type OrderStatus, type OrderSummary } from '@aula/shared';
import { refundDeadline, type LoadedOrder } from './order-queries';

/**
 * An order as both screens show it: courses at the prices copied when placed, totals per currency
 * (never summed across currencies) and the trail. `withActors` names who made each change: admins
 * see it, the student sees what changed and why.
 */
export function presentOrder(order: LoadedOrder, options: { withActors: boolean }): Order {
  const items = order.items.map((item) => ({
    courseId: item.id_course,
    title: item.title,
    price: item.price,
    currency: { code: item.code, name: item.name },
  }));
  return {
    id: order.id_order,
    code: order.code,
    status: order.status,
    paymentMethod: order.payment_method,
    paymentInstructions: order.payment_instructions,
    createdAt: order.created_at.toISOString(),
    approvedAt: order.approved_at?.toISOString() ?? null,
    refundDeadline:
      order.status === 'approved' && order.approved_at
        ? refundDeadline(order.approved_at).toISOString()
        : null,
    student: { id: order.id_profile, names: order.names, lastNames: order.last_names, email: order.email },
    items,
    totals: totalsPerCurrency(items),
    events: order.events.map((event) => ({
      status: event.status as OrderStatus,
      at: event.created_at.toISOString(),
      reason: event.reason,
      actor: options.withActors
        ? { id: event.id_profile, names: event.names, lastNames: event.last_names }
        : null,
    })),
  };
}

/** A line of the admins' list: the order without its courses and trail, with how many courses. */
export function presentOrderSummary(order: LoadedOrder): OrderSummary {
  const { id, code, status, createdAt, student, items, totals } = presentOrder(order, { withActors: false });
  return { id, code, status, createdAt, student, itemCount: items.length, totals };
}

import { type Order, orderMessages } from '@aula/shared';
import { PlayCircle } from 'lucide-react';
import { useId } from 'react';
import { ButtonLink } from '@/components/ui/button-link';
import { MoneyLines } from '@/components/ui/money-lines';
import { formatPrice } from '@/lib/format-price';

const m = orderMessages;

interface OrderItemsProps {
  order: Pick<Order, 'items' | 'totals'>;
  /** the student's own approved order: each course opens in the player */
  linkToCourses?: boolean;
}

/**
 * The courses of an order at the prices copied when it was placed, and its total in each currency
 * (amounts in different currencies are never added up: docs/product/orders.md#totals-per-currency).
 */
export function OrderItems({ order, linkToCourses = false }: OrderItemsProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col divide-y divide-border">
        {order.items.map((item, index) => (
          <li
            key={item.courseId}
            className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-2"
          >
            <span id={`${id}-${index}`} className="min-w-0 flex-1 break-words">
              {item.title}
            </span>
            <span className="font-medium whitespace-nowrap tabular-nums">
              {formatPrice(item.price, item.currency.code)}
            </span>
            {linkToCourses && (
              <ButtonLink
                to={`/dashboard/courses/watch/${item.courseId}`}
                variant="outline"
                aria-describedby={`${id}-${index}`}
                className="w-full sm:w-auto"
              >
                <PlayCircle aria-hidden className="size-4" />
                {m.mine.openCourse}
              </ButtonLink>
            )}
          </li>
        ))}
      </ul>
      <div className="flex items-start justify-between gap-4 border-t border-border pt-3 font-semibold">
        <span>{m.total}</span>
        <div className="text-right tabular-nums">
          <MoneyLines amounts={order.totals} />
        </div>
      </div>
    </div>
  );
}

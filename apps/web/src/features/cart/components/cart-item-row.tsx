import { messages, type CartItem } from '@aula/shared';
import { TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { CourseThumbnail } from '@/components/ui/course-thumbnail';
import { formatPrice } from '@/lib/format-price';
import { useRemoveFromCart } from '../api/remove-from-cart';

const t = messages.cart;

/**
 * A course in the cart: what it is, its current price and 'Quitar'. A course that can no longer
 * be bought says why, and that it has to go before the purchase can be confirmed.
 */
export function CartItemRow({ item, onRemoved }: { item: CartItem; onRemoved: () => void }) {
  const remove = useRemoveFromCart(onRemoved);
  return (
    <li className="grid grid-cols-[6rem_minmax(0,1fr)] gap-3 p-4 sm:grid-cols-[8rem_minmax(0,1fr)_auto] sm:gap-4">
      {/* The title beside it names the course: the picture adds nothing for a screen reader. */}
      <CourseThumbnail
        src={item.thumbnailUrl}
        alt=""
        loading="lazy"
        className="rounded-md"
        iconClassName="size-8"
      />
      <div className="flex min-w-0 flex-col gap-1">
        <h3 className="leading-snug font-semibold break-words">
          <Link
            to={`/dashboard/courses/details/${item.courseId}`}
            className="rounded-sm hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            {item.title}
          </Link>
        </h3>
        <p className="text-sm text-muted-foreground">
          {t.instructor(`${item.instructor.names} ${item.instructor.lastNames}`)}
        </p>
        {item.unavailable && (
          <div className="mt-1 flex gap-2 text-sm text-destructive">
            <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
            <div>
              <p className="font-medium">{item.unavailable}</p>
              <p>{t.unavailableNote}</p>
            </div>
          </div>
        )}
      </div>
      <div className="col-span-2 flex items-center justify-between gap-3 sm:col-span-1 sm:flex-col sm:items-end sm:justify-start">
        <p className={item.unavailable ? 'font-semibold text-muted-foreground' : 'font-semibold'}>
          {formatPrice(item.price, item.currency.code)}
        </p>
        <Button
          variant="outline"
          aria-label={t.removeLabel(item.title)}
          disabled={remove.isPending}
          onClick={() => remove.mutate(item.courseId)}
        >
          {remove.isPending ? t.removing : t.remove}
        </Button>
      </div>
    </li>
  );
}

import { messages } from '@aula/shared';
import { Skeleton } from '@/components/ui/skeleton';

/** The cart's shape while it loads, so that nothing jumps when it arrives. */
export function CartSkeleton() {
  return (
    <div role="status">
      <span className="sr-only">{messages.cart.loading}</span>
      <div aria-hidden className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex flex-col gap-3">
          {[0, 1].map((row) => (
            <div key={row} className="flex gap-3 rounded-xl border border-border bg-card p-4">
              <Skeleton className="aspect-video w-24 shrink-0 sm:w-32" />
              <div className="flex flex-1 flex-col gap-2">
                <Skeleton className="h-5 w-3/4" />
                <Skeleton className="h-4 w-1/2" />
              </div>
            </div>
          ))}
        </div>
        <Skeleton className="h-64 w-full rounded-xl" />
      </div>
    </div>
  );
}

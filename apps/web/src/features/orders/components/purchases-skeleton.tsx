import { orderMessages } from '@aula/shared';
import { Skeleton } from '@/components/ui/skeleton';

/** Two cards' worth of placeholders while the first page loads; screen readers hear the status instead. */
export function PurchasesSkeleton() {
  return (
    <>
      <p role="status" className="sr-only">
        {orderMessages.mine.loading}
      </p>
      <div aria-hidden className="flex flex-col gap-4">
        {[0, 1].map((card) => (
          <div key={card} className="flex flex-col gap-4 rounded-xl border border-border bg-card p-4 sm:p-6">
            <div className="flex items-start justify-between gap-3">
              <div className="flex flex-col gap-2">
                <Skeleton className="h-3 w-24" />
                <Skeleton className="h-5 w-40" />
                <Skeleton className="h-3 w-28" />
              </div>
              <Skeleton className="h-6 w-28 rounded-full" />
            </div>
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-2/3" />
          </div>
        ))}
      </div>
    </>
  );
}

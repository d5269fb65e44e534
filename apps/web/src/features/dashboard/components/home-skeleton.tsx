import { messages } from '@aula/shared';
import { Skeleton } from '@/components/ui/skeleton';

/** A home's shape while its figures load, so that nothing jumps when they arrive. */
export function HomeSkeleton() {
  return (
    <div role="status" className="flex flex-col gap-6">
      <span className="sr-only">{messages.dashboard.loading}</span>
      <div aria-hidden className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {[0, 1, 2, 3].map((card) => (
          <Skeleton key={card} className="h-24 rounded-xl" />
        ))}
      </div>
      <div aria-hidden className="grid gap-6 lg:grid-cols-2">
        <Skeleton className="h-64 rounded-xl" />
        <Skeleton className="h-64 rounded-xl" />
      </div>
    </div>
  );
}

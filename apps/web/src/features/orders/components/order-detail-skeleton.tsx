import { orderMessages } from '@aula/shared';
import { Skeleton } from '@/components/ui/skeleton';

/** The detail's shape while the order loads; screen readers hear the status instead. */
export function OrderDetailSkeleton() {
  return (
    <>
      <p role="status" className="sr-only">
        {orderMessages.admin.detailLoading}
      </p>
      <div aria-hidden className="flex flex-col gap-6">
        <Skeleton className="h-4 w-32" />
        <div className="flex flex-col gap-2">
          <Skeleton className="h-3 w-24" />
          <Skeleton className="h-8 w-56" />
        </div>
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <Skeleton className="h-64 rounded-xl" />
          <Skeleton className="h-40 rounded-xl" />
        </div>
      </div>
    </>
  );
}

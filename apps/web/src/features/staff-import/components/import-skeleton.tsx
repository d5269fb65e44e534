import { staffImportMessages as m } from '@aula/shared';
import { Skeleton } from '@/components/ui/skeleton';

/** An import's page while it loads; screen readers hear the status instead. */
export function ImportSkeleton() {
  return (
    <>
      <p role="status" className="sr-only">
        {m.loading}
      </p>
      <div aria-hidden className="flex flex-col gap-6">
        <Skeleton className="h-4 w-36" />
        <div className="flex flex-col gap-2">
          <Skeleton className="h-8 w-64" />
          <Skeleton className="h-4 w-48" />
        </div>
        <Skeleton className="h-96 rounded-xl" />
      </div>
    </>
  );
}

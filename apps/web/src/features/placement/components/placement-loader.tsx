import { placementMessages as t, type Placement } from '@aula/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';

/** A person's place once loaded; until then a placeholder, and a retry if it could not be. */
export function PlacementLoader({
  query,
  children,
}: {
  query: UseQueryResult<Placement>;
  children: (place: Placement) => ReactNode;
}) {
  if (query.isError) {
    return <LoadError message={t.loadError} retryLabel={t.retry} onRetry={() => void query.refetch()} />;
  }
  if (!query.data) {
    return (
      <div className="flex flex-col gap-3" aria-busy>
        <p role="status" className="sr-only">
          {t.loading}
        </p>
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
      </div>
    );
  }
  return children(query.data);
}

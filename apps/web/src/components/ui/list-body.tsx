import type { ReactNode } from 'react';
import { LoadError } from './load-error';

/**
 * The body of a server-paged list card: the error with a retry when the page could not be
 * loaded; otherwise the table (which draws its own placeholder rows) and, while the first page
 * loads, a status for screen readers.
 */
export function ListBody({
  isError,
  isPending,
  onRetry,
  labels,
  children,
}: {
  isError: boolean;
  isPending: boolean;
  onRetry: () => void;
  labels: { loadError: string; retry: string; loading: string };
  children: ReactNode;
}) {
  if (isError) {
    return (
      <div className="p-4 pt-0 sm:p-6 sm:pt-0">
        <LoadError message={labels.loadError} retryLabel={labels.retry} onRetry={onRetry} />
      </div>
    );
  }
  return (
    <>
      {isPending && (
        <p role="status" className="sr-only">
          {labels.loading}
        </p>
      )}
      {children}
    </>
  );
}

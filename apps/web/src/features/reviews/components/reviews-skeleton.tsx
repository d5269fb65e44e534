import { reviewMessages } from '@aula/shared';

const block = 'animate-pulse rounded-md bg-slate-200 motion-reduce:animate-none';

/** The summary and two review-shaped rows while the first page loads. */
export function ReviewsSkeleton() {
  return (
    <div role="status" className="flex flex-col gap-4">
      <span className="sr-only">{reviewMessages.loading}</span>
      <div aria-hidden className={`${block} h-9 w-48`} />
      {[0, 1].map((row) => (
        <div key={row} aria-hidden className="flex flex-col gap-2">
          <div className={`${block} h-4 w-40 max-w-full`} />
          <div className={`${block} h-4 w-full`} />
        </div>
      ))}
    </div>
  );
}

import { messages } from '@aula/shared';

const block = 'animate-pulse rounded-md bg-slate-200 motion-reduce:animate-none';

/** Three comment-shaped rows while the first page loads. */
export function CommentsSkeleton() {
  return (
    <div role="status" className="flex flex-col gap-4">
      <span className="sr-only">{messages.comments.loading}</span>
      {[0, 1, 2].map((row) => (
        <div key={row} aria-hidden className="flex gap-3">
          <div className={`${block} size-9 shrink-0 rounded-full`} />
          <div className="flex flex-1 flex-col gap-2">
            <div className={`${block} h-4 w-40 max-w-full`} />
            <div className={`${block} h-4 w-full`} />
            <div className={`${block} h-4 w-2/3`} />
          </div>
        </div>
      ))}
    </div>
  );
}

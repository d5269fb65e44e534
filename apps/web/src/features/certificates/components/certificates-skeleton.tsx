import { messages } from '@aula/shared';

const block = 'animate-pulse rounded-md bg-slate-200 motion-reduce:animate-none';

/** The list's shape while it loads, so that nothing jumps when it arrives. */
export function CertificatesSkeleton() {
  return (
    <div role="status" className="flex flex-col gap-3">
      <span className="sr-only">{messages.certificates.loading}</span>
      {[0, 1].map((row) => (
        <div
          key={row}
          aria-hidden
          className="flex items-center gap-4 rounded-xl border border-border bg-card p-4"
        >
          <div className={`${block} size-10 rounded-full`} />
          <div className="flex flex-1 flex-col gap-2">
            <div className={`${block} h-5 w-2/3`} />
            <div className={`${block} h-4 w-1/2`} />
          </div>
          <div className={`${block} hidden h-10 w-48 sm:block`} />
        </div>
      ))}
    </div>
  );
}

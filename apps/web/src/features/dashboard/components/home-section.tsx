import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/utils/cn';

/** A block of a home with its heading (a list, the chart): a region named by the heading. */
export function HomeSection({
  title,
  description,
  action,
  className,
  children,
}: {
  title: string;
  description?: string;
  /** a link beside the heading, such as 'Ver todos' */
  action?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={cn(
        'flex min-w-0 flex-col gap-4 rounded-xl border border-border bg-card p-4 shadow-sm sm:p-6',
        className,
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex flex-col gap-1">
          <h2 id={id} className="text-lg font-semibold">
            {title}
          </h2>
          {description && <p className="text-sm text-muted-foreground">{description}</p>}
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}

/** What a list says when it has nothing yet. */
export function EmptyNote({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-border p-6 text-center text-sm text-muted-foreground">
      {children}
    </div>
  );
}

import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/utils/cn';

interface SectionCardProps {
  title: string;
  /** a line under the title, saying what the section is for */
  description?: string;
  /** the heading's id, when something else points to it; a generated one otherwise */
  id?: string;
  className?: string;
  children: ReactNode;
}

/** A card that is a page region named by its heading (settings, an order's detail). */
export function SectionCard({ title, description, id, className, children }: SectionCardProps) {
  const generatedId = useId();
  const headingId = id ?? generatedId;
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'flex min-w-0 flex-col gap-5 rounded-xl border border-border bg-card p-6 text-card-foreground shadow-sm',
        className,
      )}
    >
      <div className="flex flex-col gap-1.5">
        <h2 id={headingId} className="text-lg font-semibold">
          {title}
        </h2>
        {description && <p className="text-sm text-muted-foreground">{description}</p>}
      </div>
      {children}
    </section>
  );
}

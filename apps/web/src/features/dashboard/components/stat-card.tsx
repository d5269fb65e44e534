import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';

/**
 * One figure of a home (docs/product/people.md#dashboards): a card named by its label, so it can be
 * found by it.
 */
export function StatCard({
  label,
  icon: Icon,
  children,
}: {
  label: string;
  icon: LucideIcon;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="flex min-w-0 flex-col gap-2 rounded-xl border border-border bg-card p-4 shadow-sm"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id={id} className="text-sm font-medium text-muted-foreground">
          {label}
        </h2>
        <Icon aria-hidden className="size-5 shrink-0 text-primary" />
      </div>
      <div className="text-2xl font-semibold break-words">{children}</div>
    </section>
  );
}

/** The four figures of a home: one column on a phone, two on a tablet, four on a wide screen. */
export function StatGrid({ children }: { children: ReactNode }) {
  return <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">{children}</div>;
}

import type { ReactNode } from 'react';

/** The title of a dashboard home with the line under it. */
export function HomeHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
      {children && <p className="text-muted-foreground">{children}</p>}
    </div>
  );
}

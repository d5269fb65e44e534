import { Archive } from 'lucide-react';

/** 'Archivada' or 'Archivado' beside a name: in words, never by its dimmed colour alone. */
export function ArchivedBadge({ label }: { label: string }) {
  return (
    <span className="inline-flex items-center gap-1 rounded-full border border-border bg-background px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-muted-foreground">
      <Archive aria-hidden className="size-3.5" />
      {label}
    </span>
  );
}

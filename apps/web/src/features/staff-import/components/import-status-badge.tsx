import { type StaffImportStatus, staffImportMessages as m } from '@aula/shared';
import { CircleCheck, CircleX, Clock, Eye, FileUp, LoaderCircle, type LucideIcon } from 'lucide-react';
import { cn } from '@/lib/utils/cn';

/**
 * Each status has its colour and icon, and always its name: colour is never the only cue. Text
 * colours keep a contrast of at least 4.5:1 on their background (WCAG 1.4.3).
 */
const LOOKS: Record<StaffImportStatus, { className: string; icon: LucideIcon }> = {
  uploaded: { className: 'border-slate-300 bg-slate-50 text-slate-800', icon: FileUp },
  previewed: { className: 'border-teal-300 bg-teal-50 text-teal-900', icon: Eye },
  queued: { className: 'border-amber-300 bg-amber-50 text-amber-900', icon: Clock },
  running: { className: 'border-blue-300 bg-blue-50 text-blue-800', icon: LoaderCircle },
  done: { className: 'border-green-300 bg-green-50 text-green-800', icon: CircleCheck },
  failed: { className: 'border-red-300 bg-red-50 text-red-800', icon: CircleX },
};

/** An import's status as the history and its page name it (docs/product/staff-import.md#history). */
export function ImportStatusBadge({ status }: { status: StaffImportStatus }) {
  const { className, icon: Icon } = LOOKS[status];
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        className,
      )}
    >
      <Icon aria-hidden className="size-3.5" />
      {m.statuses[status]}
    </span>
  );
}

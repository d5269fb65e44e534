import { type StaffImport, staffImportMessages as m } from '@aula/shared';
import { useEffect, useRef } from 'react';
import { ProgressBar } from '@/components/ui/progress-bar';
import { progressPercent } from '../lib/import-progress';

const t = m.progress;
const STATE_TEXT: Partial<Record<StaffImport['status'], string>> = {
  queued: t.queued,
  running: t.running,
  done: t.done,
};

interface ImportProgressProps {
  staffImport: StaffImport;
  /** the import was started on this page: the focus follows it here */
  focus: boolean;
}

/**
 * 'Importación': the rows and deactivations done of all there are, as the server last said
 * (docs/product/staff-import.md#running-it). Its state is a live region, so a screen reader hears
 * the import start and end without the bar's every step.
 */
export function ImportProgress({ staffImport, focus }: ImportProgressProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  const percent = progressPercent(staffImport);
  const { done, total } = staffImport.progress;
  return (
    <section
      aria-labelledby="staff-import-progress"
      className="flex min-w-0 flex-col gap-4 rounded-xl border border-border bg-card p-6 text-card-foreground shadow-sm"
    >
      <h2
        ref={heading}
        id="staff-import-progress"
        tabIndex={-1}
        className="text-lg font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        {t.heading}
      </h2>
      <p role="status" className="text-sm font-medium">
        {STATE_TEXT[staffImport.status]}
      </p>
      {staffImport.status === 'failed' && (
        <p
          role="alert"
          className="rounded-md border border-destructive/30 bg-destructive/5 p-3 text-sm text-destructive"
        >
          {t.failed}
        </p>
      )}
      <ProgressBar value={percent} label={t.label} className="h-3" />
      <div className="flex flex-wrap justify-between gap-2 text-sm text-muted-foreground tabular-nums">
        <span>{t.rows(done, total)}</span>
        <span className="whitespace-nowrap">{t.percent(percent)}</span>
      </div>
    </section>
  );
}

import { cn } from '../../../lib/utils/cn';

/** A course's progress, 0 to 100 (SPEC.md §9), read out by screen readers with its label. */
export function ProgressBar({
  value,
  label,
  className,
  barClassName = 'bg-primary',
}: {
  value: number;
  label: string;
  className?: string;
  barClassName?: string;
}) {
  const percent = Math.min(100, Math.max(0, Math.round(value)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className={cn('h-2 w-full overflow-hidden rounded-full bg-slate-200', className)}
    >
      <div
        className={cn('h-full rounded-full transition-[width]', barClassName)}
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}

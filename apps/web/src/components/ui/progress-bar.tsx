import { cn } from '@/lib/utils/cn';

/**
 * A share done, 0 to 100 (a course's progress, an upload), read out by screen readers with its
 * label. Values outside the range are clamped and rounded, so a bar never overflows its track.
 */
export function ProgressBar({
  value,
  label,
  className,
  barClassName = 'bg-primary',
}: {
  value: number;
  label: string;
  /** the track's classes, such as its height or colour */
  className?: string;
  /** the filled part's classes, such as its colour */
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

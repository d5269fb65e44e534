import { Star, StarHalf } from 'lucide-react';
import { cn } from '@/lib/utils/cn';

const STARS = [1, 2, 3, 4, 5] as const;

/**
 * Five stars filled up to `value` (to the nearest half), read out by their `label` ('4.5 de 5'):
 * the icons themselves say nothing to a screen reader.
 */
export function Stars({ value, label, className }: { value: number; label: string; className?: string }) {
  const halves = Math.round(value * 2);
  return (
    <span role="img" aria-label={label} className={cn('inline-flex items-center gap-0.5', className)}>
      {STARS.map((star) => {
        const full = halves >= star * 2;
        const half = !full && halves === star * 2 - 1;
        return (
          <span key={star} aria-hidden className="relative inline-flex size-[1em]">
            <Star className={cn('size-[1em]', full ? 'fill-amber-400 text-amber-500' : 'text-slate-300')} />
            {half && <StarHalf className="absolute inset-0 size-[1em] fill-amber-400 text-amber-500" />}
          </span>
        );
      })}
    </span>
  );
}

import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/utils/cn';

/** A decorative icon on a soft brand-coloured tile, as the cards of the public site show it. */
export function IconBadge({ icon: Icon, className }: { icon: LucideIcon; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex size-12 items-center justify-center rounded-xl bg-teal-50 text-primary',
        className,
      )}
    >
      <Icon aria-hidden className="size-6" />
    </span>
  );
}

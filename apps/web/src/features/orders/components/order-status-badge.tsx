import { type OrderStatus, orderMessages } from '@aula/shared';
import { Ban, CircleCheck, CircleX, Clock, Undo2, type LucideIcon } from 'lucide-react';
import { cn } from '@/lib/utils/cn';

/**
 * Each state has its own colour and icon, and always its name: colour is never the only cue.
 * Every text colour keeps a contrast of at least 4.5:1 on its background (WCAG 1.4.3).
 */
const LOOKS: Record<OrderStatus, { className: string; icon: LucideIcon }> = {
  pending: { className: 'border-amber-300 bg-amber-50 text-amber-900', icon: Clock },
  approved: { className: 'border-green-300 bg-green-50 text-green-800', icon: CircleCheck },
  rejected: { className: 'border-red-300 bg-red-50 text-red-800', icon: CircleX },
  refunded: { className: 'border-violet-300 bg-violet-50 text-violet-800', icon: Undo2 },
  cancelled: { className: 'border-slate-300 bg-slate-100 text-slate-700', icon: Ban },
};

export function OrderStatusBadge({ status, className }: { status: OrderStatus; className?: string }) {
  const { className: look, icon: Icon } = LOOKS[status];
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        look,
        className,
      )}
    >
      <Icon aria-hidden className="size-3.5" />
      {orderMessages.status[status]}
    </span>
  );
}

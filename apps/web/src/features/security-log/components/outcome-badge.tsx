import { type SecurityEventOutcome, securityLogMessages } from '@aula/shared';
import { CircleCheck, CircleX, type LucideIcon } from 'lucide-react';

/**
 * Each outcome has its colour and icon, and always its name: colour is never the only cue. Text
 * colours keep a contrast of at least 4.5:1 on their background (WCAG 1.4.3).
 */
const LOOKS: Record<SecurityEventOutcome, { className: string; icon: LucideIcon }> = {
  success: { className: 'border-green-300 bg-green-50 text-green-800', icon: CircleCheck },
  failure: { className: 'border-red-300 bg-red-50 text-red-800', icon: CircleX },
};

export function OutcomeBadge({ outcome }: { outcome: SecurityEventOutcome }) {
  const { className, icon: Icon } = LOOKS[outcome];
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${className}`}
    >
      <Icon aria-hidden className="size-3.5" />
      {securityLogMessages.outcomes[outcome]}
    </span>
  );
}

import { type MailState, sentMailMessages } from '@aula/shared';
import { CircleCheck, CircleX, Clock, LoaderCircle, type LucideIcon } from 'lucide-react';

/**
 * Each state has its colour and icon, and always its name: colour is never the only cue. Text
 * colours keep a contrast of at least 4.5:1 on their background (WCAG 1.4.3).
 */
const LOOKS: Record<MailState, { className: string; icon: LucideIcon }> = {
  queued: { className: 'border-amber-300 bg-amber-50 text-amber-900', icon: Clock },
  sending: { className: 'border-blue-300 bg-blue-50 text-blue-800', icon: LoaderCircle },
  sent: { className: 'border-green-300 bg-green-50 text-green-800', icon: CircleCheck },
  failed: { className: 'border-red-300 bg-red-50 text-red-800', icon: CircleX },
};

export function MailStateBadge({ state }: { state: MailState }) {
  const { className, icon: Icon } = LOOKS[state];
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${className}`}
    >
      <Icon aria-hidden className="size-3.5" />
      {sentMailMessages.states[state]}
    </span>
  );
}

import { formatDecimal } from '@aula/shared';
import { cn } from '@/lib/utils/cn';

export interface CountCard {
  label: string;
  value: number;
  /** a count that needs the admin's eye (rows with errors, people deactivated) */
  tone?: 'warning';
}

/** The counts of a preview or a result, one card each, read as label and number. */
export function ImportCounts({ label, cards }: { label: string; cards: CountCard[] }) {
  return (
    <dl aria-label={label} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {cards.map((card) => (
        <div
          key={card.label}
          className={cn(
            'flex flex-col-reverse gap-1 rounded-lg border p-4',
            card.tone === 'warning' && card.value > 0
              ? 'border-amber-300 bg-amber-50 text-amber-900'
              : 'border-border bg-background',
          )}
        >
          <dt className="text-sm">{card.label}</dt>
          <dd className="text-2xl font-semibold tabular-nums">{formatDecimal(card.value)}</dd>
        </div>
      ))}
    </dl>
  );
}

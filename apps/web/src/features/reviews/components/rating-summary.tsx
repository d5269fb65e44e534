import { formatOneDecimal, reviewMessages, type RatingSummary as Summary } from '@aula/shared';
import { Stars } from '@/components/ui/stars';

const m = reviewMessages;

/** A course's average, to one decimal, with its stars and count; or, honestly, that nobody rated it yet. */
export function RatingSummary({ summary }: { summary: Summary }) {
  if (summary.average === null || summary.count === 0) {
    return <p className="text-muted-foreground">{m.none}</p>;
  }
  const average = formatOneDecimal(summary.average);
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <span className="text-3xl font-bold tabular-nums" aria-hidden>
        {average}
      </span>
      <Stars value={summary.average} label={m.averageLabel(average, summary.count)} className="text-xl" />
      <span className="text-sm text-muted-foreground" aria-hidden>
        {m.count(summary.count)}
      </span>
    </div>
  );
}

import { formatDay, formatTimeOfDay } from '@aula/shared';

/**
 * A moment in a table cell: the day over the time, to the second, in the viewer's time zone, so
 * that two entries of one minute (an event and the next, a job's failure and its retry) do not
 * look simultaneous.
 */
export function Moment({ iso }: { iso: string }) {
  const date = new Date(iso);
  return (
    <time dateTime={iso}>
      <span className="block">{formatDay(date)}</span>{' '}
      <span className="block text-muted-foreground">{formatTimeOfDay(date, { seconds: true })}</span>
    </time>
  );
}

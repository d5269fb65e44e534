import { type OrderEvent, orderMessages } from '@aula/shared';
import { formatDateTime } from '@/lib/format-date';
import { fullName } from '../lib/full-name';

const m = orderMessages;

/**
 * An order's trail, oldest first: what each change did, when, and why. The admin's copy names who
 * made each change; the student's does not carry it (`actor` is null).
 */
export function OrderHistory({ events }: { events: readonly OrderEvent[] }) {
  return (
    <ol className="flex flex-col gap-3 border-l-2 border-border pl-4">
      {events.map((event, index) => (
        <li key={`${event.at}-${index}`} className="flex flex-col gap-0.5 text-sm">
          <span className="font-medium">{m.event[event.status]}</span>
          <span className="text-muted-foreground">
            <time dateTime={event.at} className="tabular-nums">
              {formatDateTime(event.at)}
            </time>
            {event.actor && ` · ${m.by(fullName(event.actor))}`}
          </span>
          {event.reason && (
            <p className="break-words whitespace-pre-wrap">
              {/* An approval carries a note (the transfer's number, say); the other moves a reason. */}
              <span className="font-medium">{event.status === 'approved' ? m.note : m.reason}:</span>{' '}
              {event.reason}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}

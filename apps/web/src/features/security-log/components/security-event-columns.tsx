import { type SecurityEvent, type SecurityEventPerson, securityLogMessages } from '@aula/shared';
import { createColumnHelper } from '@tanstack/react-table';
import { Moment } from '@/components/moment';
import type { DataTableColumnLayout } from '@/components/ui/data-table';
import { eventDetails, eventTypeLabel } from '../lib/describe-security-event';
import { OutcomeBadge } from './outcome-badge';

const t = securityLogMessages.screen;
const c = t.columns;
const helper = createColumnHelper<SecurityEvent>();

function Person({ person, none }: { person: SecurityEventPerson | null; none: string }) {
  if (!person) return <span className="text-muted-foreground">{none}</span>;
  return (
    <div className="flex min-w-0 flex-col">
      <span className="font-medium">{`${person.names} ${person.lastNames}`.trim()}</span>
      <span className="wrap-anywhere text-muted-foreground">{person.email}</span>
    </div>
  );
}

/** The columns of 'Eventos de seguridad': who, whom, when, from where, and what. */
export const securityEventColumns = [
  helper.accessor('occurredAt', {
    id: 'occurredAt',
    header: c.occurredAt,
    cell: ({ getValue }) => <Moment iso={getValue()} />,
  }),
  helper.accessor((event) => eventTypeLabel(event.type), { id: 'type', header: c.type }),
  helper.accessor('outcome', {
    id: 'outcome',
    header: c.outcome,
    cell: ({ getValue }) => <OutcomeBadge outcome={getValue()} />,
  }),
  helper.accessor('actor', {
    id: 'actor',
    header: c.actor,
    cell: ({ getValue }) => <Person person={getValue()} none={t.nobody} />,
  }),
  helper.accessor('target', {
    id: 'target',
    header: c.target,
    cell: ({ getValue }) => <Person person={getValue()} none={t.noTarget} />,
  }),
  helper.display({
    id: 'origin',
    header: c.origin,
    cell: ({ row: { original: event } }) => (
      <div className="flex min-w-0 flex-col">
        <span className="font-mono">{event.ip ?? t.unknownAddress}</span>
        {event.userAgent && (
          <span className="line-clamp-2 text-xs wrap-anywhere text-muted-foreground" title={event.userAgent}>
            {event.userAgent}
          </span>
        )}
        {event.sessionId && (
          <span className="font-mono text-xs text-muted-foreground" title={event.sessionId}>
            {t.session(event.sessionId)}
          </span>
        )}
      </div>
    ),
  }),
  helper.display({
    id: 'details',
    header: c.details,
    cell: ({ row: { original: event } }) => {
      const lines = eventDetails(event);
      if (lines.length === 0) return <span className="text-muted-foreground">{t.noDetails}</span>;
      return (
        <div className="flex min-w-0 flex-col">
          {lines.map((line) => (
            <span key={line} className="wrap-anywhere">
              {line}
            </span>
          ))}
        </div>
      );
    },
  }),
];

const LAYOUT: Partial<Record<string, DataTableColumnLayout>> = {
  occurredAt: { cell: 'tabular-nums whitespace-nowrap font-medium text-foreground', rowHeader: true },
  type: { cell: 'min-w-[8rem]' },
  actor: { cell: 'min-w-[10rem]' },
  target: { cell: 'min-w-[10rem]' },
  origin: { cell: 'min-w-[10rem] max-w-[14rem]' },
  details: { cell: 'min-w-[10rem] max-w-[16rem]' },
};

/** How a column's cells sit in the table: the column definitions say only what they show. */
export const securityEventColumnLayout = (columnId: string): DataTableColumnLayout => LAYOUT[columnId] ?? {};

import { type SecurityEvent, type SecurityEventListQuery, securityLogMessages } from '@aula/shared';
import { DataTable, DataTablePagination } from '@/components/ui/data-table';
import { useServerPagedTable } from '@/lib/list-query/use-server-paged-table';
import type { SecurityEventQueryChange } from '../lib/security-event-list-query';
import { securityEventColumnLayout, securityEventColumns } from './security-event-columns';

const t = securityLogMessages.screen;

interface SecurityEventsTableProps {
  /** null while the first page loads */
  events: SecurityEvent[] | null;
  /** the page the address holds */
  query: Pick<SecurityEventListQuery, 'page' | 'pageSize'>;
  /** how many pages the server's count fills */
  pageCount: number;
  /** more events match than the server counted: the last page is not the end */
  countIsLowerBound: boolean;
  /** writes a page change to the address */
  onChange: (change: SecurityEventQueryChange) => void;
  busy: boolean;
}

/**
 * One page of events with its pages. The server filters and pages, so the table runs in manual
 * mode: it shows the one page it is given, and its pagination state is the address's.
 */
export function SecurityEventsTable({
  events,
  query,
  pageCount,
  countIsLowerBound,
  onChange,
  busy,
}: SecurityEventsTableProps) {
  const table = useServerPagedTable({
    rows: events,
    columns: securityEventColumns,
    getRowId: (event) => event.id,
    pageCount,
    query,
    onChange,
  });

  return (
    <>
      <DataTable
        table={table}
        label={t.listTitle}
        loading={events === null}
        busy={busy}
        emptyText={t.noResults}
        layout={securityEventColumnLayout}
        className="min-w-[64rem]"
      />
      {countIsLowerBound && <p className="px-4 pt-3 text-sm text-muted-foreground">{t.manyResults}</p>}
      <DataTablePagination table={table} labels={{ ...t, page: countIsLowerBound ? t.pageOfMany : t.page }} />
    </>
  );
}

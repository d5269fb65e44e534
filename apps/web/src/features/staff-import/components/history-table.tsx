import { type StaffImportHistory, staffImportMessages as m } from '@aula/shared';
import { DataTable, DataTablePagination } from '@/components/ui/data-table';
import type { PagedQuery } from '@/lib/list-query/list-query';
import { useServerPagedTable } from '@/lib/list-query/use-server-paged-table';
import { historyColumnLayout, historyColumns } from './history-columns';

interface HistoryTableProps {
  /** null while the first page loads */
  imports: StaffImportHistory['items'] | null;
  /** the page the address holds */
  query: PagedQuery;
  pageCount: number;
  onChange: (change: Partial<PagedQuery>) => void;
  busy: boolean;
}

/** One page of past imports with its pages; the server pages, so the table runs in manual mode. */
export function HistoryTable({ imports, query, pageCount, onChange, busy }: HistoryTableProps) {
  const table = useServerPagedTable({
    rows: imports,
    columns: historyColumns,
    getRowId: (past) => past.id,
    pageCount,
    query,
    onChange,
  });
  return (
    <>
      <DataTable
        table={table}
        label={m.history.heading}
        loading={imports === null}
        busy={busy}
        emptyText={m.history.empty}
        layout={historyColumnLayout}
        className="min-w-[52rem]"
      />
      <DataTablePagination table={table} labels={m.history} />
    </>
  );
}

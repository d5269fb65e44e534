import type { UseQueryResult } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { DataTable, DataTablePagination, type DataTableColumnLayout } from '@/components/ui/data-table';
import { ListBody } from '@/components/ui/list-body';
import type { PaginationBarLabels } from '@/components/ui/pagination-bar';
import { pageCount, type PagedQuery } from '@/lib/list-query/list-query';
import { useServerPagedTable } from '@/lib/list-query/use-server-paged-table';

interface Page<Row> {
  items: Row[];
  total: number;
  pageSize: number;
}

interface ImportListTableProps<Row> {
  /** the page asked for, and how to ask for another */
  query: PagedQuery;
  onChange: (change: Partial<PagedQuery>) => void;
  result: UseQueryResult<Page<Row>>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- TanStack's own column type
  columns: ColumnDef<Row, any>[];
  layout: (columnId: string) => DataTableColumnLayout;
  getRowId: (row: Row) => string;
  label: string;
  labels: PaginationBarLabels & { loadError: string; retry: string; loading: string };
  emptyText: string;
  className?: string;
}

/**
 * One of an import's lists (failing rows, absent people), paged by the server. An import's page
 * holds two of them, so their pages live in the component rather than in the address.
 */
export function ImportListTable<Row>({
  query,
  onChange,
  result,
  columns,
  layout,
  getRowId,
  label,
  labels,
  emptyText,
  className,
}: ImportListTableProps<Row>) {
  const pages = result.data ? pageCount(result.data.total, result.data.pageSize) : query.page;
  const table = useServerPagedTable({
    rows: result.data?.items ?? null,
    columns,
    getRowId,
    pageCount: pages,
    query,
    onChange,
  });
  return (
    <div className="min-w-0 rounded-lg border border-border">
      <ListBody
        isError={result.isError}
        isPending={result.isPending}
        onRetry={() => void result.refetch()}
        labels={labels}
      >
        <DataTable
          table={table}
          label={label}
          loading={result.data === undefined}
          busy={result.isPlaceholderData}
          emptyText={emptyText}
          layout={layout}
          className={className}
        />
        <DataTablePagination table={table} labels={labels} />
      </ListBody>
    </div>
  );
}

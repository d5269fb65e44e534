import { getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table';
import type { PagedQuery } from './list-query';
import { tablePagination } from './table-pagination';

interface ServerPagedTableOptions<Row> {
  /** the page the server answered; a constant empty array while the first one loads */
  rows: Row[];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- TanStack's own column type
  columns: ColumnDef<Row, any>[];
  getRowId: (row: Row) => string;
  pageCount: number;
  query: PagedQuery;
  onChange: (change: { page: number } | { pageSize: number }) => void;
}

/**
 * A list the server filters and pages, in the order the server gives: the table runs in manual
 * mode, shows the one page it is given, and its pagination state is the address's.
 */
export function useServerPagedTable<Row>({
  rows,
  columns,
  getRowId,
  pageCount,
  query,
  onChange,
}: ServerPagedTableOptions<Row>) {
  const { pagination, onPaginationChange } = tablePagination(query, onChange);
  // The app is not built with the React Compiler, and no memoized component receives the table:
  // the rule's warning (the compiler would skip this component) does not apply.
  // eslint-disable-next-line react-hooks/incompatible-library
  return useReactTable({
    data: rows,
    columns,
    getRowId,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualFiltering: true,
    enableSorting: false,
    pageCount,
    state: { pagination },
    onPaginationChange,
  });
}

import { TABLE_PAGE_SIZES } from '@aula/shared';
import { flexRender, type Table } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils/cn';
import { PaginationBar, type PaginationBarLabels } from './pagination-bar';
import { Skeleton } from './skeleton';

/** How a column's cells sit in the table: the column definitions say only what they show. */
export interface DataTableColumnLayout {
  /** classes of the column's header cell, besides the common padding */
  header?: string;
  /** classes of its body cells */
  cell?: string;
  /** the cell names its row for screen readers (a `<th scope="row">`) */
  rowHeader?: boolean;
  /** its placeholder while the first page loads; a line of text's by default */
  skeleton?: ReactNode;
}

interface DataTableProps<TData> {
  /** the TanStack table: its visible columns, header groups, rows and page size */
  table: Table<TData>;
  /** names the table for screen readers */
  label: string;
  /** the first page has not come yet: placeholder rows instead of the empty message */
  loading: boolean;
  /** another page is on its way: the rows shown stay, dimmed */
  busy: boolean;
  /** the one row of a page with no rows */
  emptyText: string;
  layout: (columnId: string) => DataTableColumnLayout;
  /** the table's classes, such as the width below which it scrolls sideways */
  className?: string;
}

const cell = 'px-4 py-3 align-middle';
const ariaSort = { asc: 'ascending', desc: 'descending' } as const;
/** Skeleton rows: enough to fill the card, not a hundred of them. */
const MAX_SKELETON_ROWS = 10;

/**
 * A table as TanStack Table lays it out, in its card: sortable headers say their order
 * (aria-sort), placeholder rows stand in while the first page loads (hidden from screen readers,
 * which hear the page's own status), and on a narrow screen it scrolls sideways.
 */
export function DataTable<TData>({
  table,
  label,
  loading,
  busy,
  emptyText,
  layout,
  className,
}: DataTableProps<TData>) {
  const visibleColumns = table.getVisibleLeafColumns();
  const rows = table.getRowModel().rows;
  const skeletonRows = Math.min(table.getState().pagination.pageSize, MAX_SKELETON_ROWS);

  return (
    // Positioned, so that visually hidden text in a cell stays inside the scroll box instead of
    // widening the page; focusable, so that keyboard users can scroll it too (WCAG 2.1.1).
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="relative overflow-x-auto focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      <table aria-label={label} aria-busy={busy} className={cn('w-full text-left text-sm', className)}>
        <thead className="border-b border-border text-muted-foreground">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted();
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={sorted ? ariaSort[sorted] : undefined}
                    className={cn(cell, layout(header.column.id).header)}
                  >
                    {flexRender(header.column.columnDef.header, header.getContext())}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody className={cn(busy && 'opacity-70 transition-opacity')}>
          {loading ? (
            Array.from({ length: skeletonRows }, (_, row) => (
              <tr key={row} aria-hidden className="border-b border-border last:border-0">
                {visibleColumns.map((column) => (
                  <td key={column.id} className={cell}>
                    {layout(column.id).skeleton ?? <Skeleton className="h-4 w-24" />}
                  </td>
                ))}
              </tr>
            ))
          ) : rows.length === 0 ? (
            <tr>
              <td colSpan={visibleColumns.length} className="h-24 px-4 text-center text-muted-foreground">
                {emptyText}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.id} className="border-b border-border last:border-0 hover:bg-background/60">
                {row.getVisibleCells().map((rowCell) => {
                  const columnLayout = layout(rowCell.column.id);
                  const Cell = columnLayout.rowHeader ? 'th' : 'td';
                  return (
                    <Cell
                      key={rowCell.id}
                      scope={columnLayout.rowHeader ? 'row' : undefined}
                      className={cn(cell, columnLayout.cell)}
                    >
                      {flexRender(rowCell.column.columnDef.cell, rowCell.getContext())}
                    </Cell>
                  );
                })}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The bar under a DataTable: its page size and pages, read from the table and changed through it.
 * Every table offers the same sizes (docs/product/interface.md#page-sizes).
 */
export function DataTablePagination<TData>({
  table,
  labels,
}: {
  table: Table<TData>;
  labels: PaginationBarLabels;
}) {
  const { pageIndex, pageSize } = table.getState().pagination;
  return (
    <PaginationBar
      page={pageIndex + 1}
      pages={table.getPageCount()}
      pageSize={pageSize}
      pageSizes={TABLE_PAGE_SIZES}
      onPageChange={(page) => table.setPageIndex(page - 1)}
      onPageSizeChange={table.setPageSize}
      labels={labels}
    />
  );
}

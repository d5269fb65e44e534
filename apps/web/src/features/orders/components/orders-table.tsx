import { ORDER_PAGE_SIZES, messages, type OrderListQuery, type OrderSummary } from '@aula/shared';
import { getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { DataTable, DataTablePagination } from '../../../components/ui/data-table';
import { tablePagination } from '../../../lib/list-query/table-pagination';
import type { OrderListChange } from '../lib/order-list-query';
import { orderColumnLayout, orderColumns } from './order-columns';

const t = messages.orders.admin;
/** The table's data while the first page loads: one array, so that its rows are not rebuilt on every render. */
const NO_ORDERS: OrderSummary[] = [];

interface OrdersTableProps {
  /** null while the first page loads */
  orders: OrderSummary[] | null;
  /** the page the address holds */
  query: Pick<OrderListQuery, 'page' | 'pageSize'>;
  /** how many pages the server's total fills */
  pageCount: number;
  /** writes a page change to the address */
  onChange: (change: OrderListChange) => void;
  busy: boolean;
}

/**
 * One page of orders with its pages. The server filters and pages, so the table runs in manual
 * mode: it shows the one page it is given, and its pagination state is the address's.
 */
export function OrdersTable({ orders, query, pageCount, onChange, busy }: OrdersTableProps) {
  const { search } = useLocation();
  const columns = useMemo(() => orderColumns(search), [search]);
  const { pagination, onPaginationChange } = tablePagination(query, onChange);

  // The app is not built with the React Compiler, and no memoized component receives the table:
  // the rule's warning (the compiler would skip this component) does not apply.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: orders ?? NO_ORDERS,
    columns,
    getRowId: (order) => order.id,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualFiltering: true,
    enableSorting: false,
    pageCount,
    state: { pagination },
    onPaginationChange,
  });

  return (
    <>
      <DataTable
        table={table}
        label={t.listTitle}
        loading={orders === null}
        busy={busy}
        emptyText={t.noResults}
        layout={orderColumnLayout}
        className="min-w-[56rem]"
      />
      <DataTablePagination table={table} pageSizes={ORDER_PAGE_SIZES} labels={t} />
    </>
  );
}

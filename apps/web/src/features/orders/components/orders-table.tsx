import { type OrderListQuery, type OrderSummary, orderMessages } from '@aula/shared';
import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { DataTable, DataTablePagination } from '@/components/ui/data-table';
import { useServerPagedTable } from '@/lib/list-query/use-server-paged-table';
import type { OrderListChange } from '../lib/order-list-query';
import { orderColumnLayout, orderColumns } from './order-columns';

const t = orderMessages.admin;

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
  const table = useServerPagedTable({
    rows: orders,
    columns,
    getRowId: (order) => order.id,
    pageCount,
    query,
    onChange,
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
      <DataTablePagination table={table} labels={t} />
    </>
  );
}

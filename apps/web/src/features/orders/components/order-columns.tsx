import { orderAdminPath, type OrderSummary, orderMessages } from '@aula/shared';
import { createColumnHelper } from '@tanstack/react-table';
import { Eye } from 'lucide-react';
import { Link } from 'react-router';
import { buttonLinkClassName } from '@/components/ui/button-link';
import type { DataTableColumnLayout } from '@/components/ui/data-table';
import { MoneyLines } from '@/components/ui/money-lines';
import { formatDate } from '@/lib/format-date';
import { orderListLinkState } from '../lib/back-to-list';
import { fullName } from '../lib/full-name';
import { OrderStatusBadge } from './order-status-badge';

const t = orderMessages.admin;
const c = t.columns;
const helper = createColumnHelper<OrderSummary>();

/**
 * The columns of 'Lista de Pedidos'. `listSearch` is the list's address, handed to the detail so
 * that its way back returns to the same filters and page.
 */
export function orderColumns(listSearch: string) {
  return [
    helper.accessor('code', { id: 'code', header: c.code }),
    helper.accessor('createdAt', {
      id: 'date',
      header: c.date,
      cell: ({ getValue }) => <time dateTime={getValue()}>{formatDate(getValue())}</time>,
    }),
    helper.accessor((order) => fullName(order.student), {
      id: 'student',
      header: c.student,
      cell: ({ getValue, row: { original: order } }) => (
        <div className="flex min-w-0 flex-col">
          <span className="font-medium">{getValue()}</span>
          <span className="break-all text-muted-foreground">{order.student.email}</span>
        </div>
      ),
    }),
    helper.accessor('itemCount', {
      id: 'items',
      header: c.items,
      cell: ({ getValue }) => t.coursesCount(getValue()),
    }),
    helper.display({
      id: 'total',
      header: c.total,
      cell: ({ row: { original: order } }) => <MoneyLines amounts={order.totals} />,
    }),
    helper.accessor('status', {
      id: 'status',
      header: c.status,
      cell: ({ getValue }) => <OrderStatusBadge status={getValue()} />,
    }),
    helper.display({
      id: 'actions',
      header: () => <span className="sr-only">{c.actions}</span>,
      cell: ({ row: { original: order } }) => (
        <Link
          to={orderAdminPath(order.id)}
          state={orderListLinkState(listSearch)}
          aria-label={t.viewLabel(order.code)}
          className={buttonLinkClassName({ variant: 'outline' })}
        >
          <Eye aria-hidden className="size-4" />
          {t.view}
        </Link>
      ),
    }),
  ];
}

const LAYOUT: Partial<Record<string, DataTableColumnLayout>> = {
  code: { cell: 'font-mono font-medium whitespace-nowrap text-foreground', rowHeader: true },
  date: { cell: 'tabular-nums whitespace-nowrap' },
  items: { cell: 'whitespace-nowrap' },
  total: { cell: 'tabular-nums whitespace-nowrap' },
  actions: { header: 'text-right', cell: 'text-right' },
};

/** How a column's cells sit in the table: the column definitions say only what they show. */
export const orderColumnLayout = (columnId: string): DataTableColumnLayout => LAYOUT[columnId] ?? {};

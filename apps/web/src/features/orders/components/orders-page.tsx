import { can, messages, type CurrentUser, orderMessages } from '@aula/shared';
import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ListBody } from '@/components/ui/list-body';
import { hasErrorCode } from '@/lib/api/api-error';
import { pageCount } from '@/lib/list-query/list-query';
import { useAddressListQuery } from '@/lib/list-query/use-address-list-query';
import { useKeepPageInRange } from '@/lib/list-query/use-keep-page-in-range';
import { useExportOrders } from '../api/export-orders';
import { useOrderList } from '../api/list-orders';
import {
  exportQueryOf,
  filtersError,
  readOrderListQuery,
  writeOrderListQuery,
} from '../lib/order-list-query';
import { OrderFilters } from './order-filters';
import { OrdersNoAccess } from './orders-no-access';
import { OrdersTable } from './orders-table';
import { viewerOf } from '@/lib/session/use-can';

const t = orderMessages.admin;

/**
 * Every order, newest first, for the admins who confirm the transfers
 * (docs/product/orders.md#the-admin-order-list). Filters and page live in the address; the server
 * does the work.
 */
function OrderManagement() {
  const [query, change] = useAddressListQuery(readOrderListQuery, writeOrderListQuery);
  // Dates the server would refuse are not sent: the message shows under the date instead.
  const rangeError = filtersError(query);
  const orders = useOrderList(query, { enabled: rangeError === null });
  const exporter = useExportOrders();
  // Until the first answer, the page asked for is the last one known: never "Página 2 de 1".
  const pages = orders.data ? pageCount(orders.data.total, orders.data.pageSize) : query.page;
  useKeepPageInRange(query.page, pages, orders.data !== undefined && !orders.isPlaceholderData, change);

  if (hasErrorCode(orders.error, 'forbidden')) return <OrdersNoAccess />;

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t.title}</h1>
        <p className="text-muted-foreground">{t.subtitle}</p>
      </header>

      <section
        aria-labelledby="orders-list-title"
        className="min-w-0 rounded-xl border border-border bg-card text-card-foreground shadow-sm"
      >
        <div className="flex flex-col gap-4 p-4 sm:p-6">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="orders-list-title" className="text-lg font-semibold">
              {t.listTitle}
            </h2>
            <Button
              variant="outline"
              disabled={exporter.isPending || rangeError !== null}
              onClick={() => exporter.mutate(exportQueryOf(query))}
            >
              <Download aria-hidden className="size-4" />
              {exporter.isPending ? messages.common.exporting : messages.common.export}
            </Button>
          </div>
          <OrderFilters query={query} onChange={change} rangeError={rangeError} />
        </div>

        {rangeError === null && (
          <ListBody
            isError={orders.isError}
            isPending={orders.isPending}
            onRetry={() => void orders.refetch()}
            labels={t}
          >
            <OrdersTable
              orders={orders.data?.items ?? null}
              query={query}
              pageCount={pages}
              onChange={change}
              busy={orders.isPlaceholderData}
            />
          </ListBody>
        )}
      </section>
    </div>
  );
}

/** /dashboard/orders: admins only; anyone else gets a clear 'no access' without asking the server. */
export function OrdersPage({ viewer }: { viewer: CurrentUser }) {
  if (!can(viewerOf(viewer), 'orders.decide')) return <OrdersNoAccess />;
  return <OrderManagement />;
}

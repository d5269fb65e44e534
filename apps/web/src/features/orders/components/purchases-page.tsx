import { myOrdersQuerySchema, orderMessages } from '@aula/shared';
import { ShoppingBag } from 'lucide-react';
import { useCallback, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { LoadError } from '@/components/ui/load-error';
import { pageCount, validOr } from '@/lib/list-query/list-query';
import { useKeepPageInRange } from '@/lib/list-query/use-keep-page-in-range';
import { useMyOrders } from '../api/list-my-orders';
import { PurchaseCard } from './purchase-card';
import { PurchasesSkeleton } from './purchases-skeleton';
import { useCataloguePath } from '@/lib/navigation/catalogue-path';

const t = orderMessages.mine;

/** The page of 'Mis Compras' the address holds, so that a reload or Back shows the same orders. */
function useAddressPage() {
  const [params, setParams] = useSearchParams();
  const page = validOr(myOrdersQuerySchema.shape.page.safeParse(params.get('page') ?? undefined), 1);
  const goTo = useCallback(
    ({ page: next }: { page: number }, { replace = false }: { replace?: boolean } = {}) =>
      setParams(next === 1 ? {} : { page: String(next) }, { replace }),
    [setParams],
  );
  return [page, goTo] as const;
}

function NoPurchases() {
  const cataloguePath = useCataloguePath();
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-border p-10 text-center">
      <ShoppingBag aria-hidden className="size-10 text-muted-foreground" />
      <p className="text-lg font-semibold">{t.empty}</p>
      <p className="text-muted-foreground">{t.emptyHint}</p>
      <ButtonLink to={cataloguePath} className="mt-2">
        {t.browse}
      </ButtonLink>
    </div>
  );
}

/**
 * /dashboard/purchases, 'Mis Compras' (docs/product/orders.md#mis-compras): the signed-in person's
 * orders, newest first.
 */
export function PurchasesPage() {
  const [page, goTo] = useAddressPage();
  const orders = useMyOrders(page);
  const list = useRef<HTMLOListElement>(null);
  const pages = orders.data ? pageCount(orders.data.total, orders.data.pageSize) : page;
  useKeepPageInRange(page, pages, orders.data !== undefined && !orders.isPlaceholderData, goTo);

  function turnTo(next: number) {
    goTo({ page: next });
    // The buttons sit under the last card: the reader starts the new page from its top.
    list.current?.focus();
  }

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t.title}</h1>
        <p className="text-muted-foreground">{t.subtitle}</p>
      </header>

      {orders.isPending ? (
        <PurchasesSkeleton />
      ) : orders.isError ? (
        <LoadError message={t.loadError} retryLabel={t.retry} onRetry={() => void orders.refetch()} />
      ) : orders.data.total === 0 ? (
        <NoPurchases />
      ) : (
        <>
          <ol
            ref={list}
            tabIndex={-1}
            aria-label={t.listLabel}
            aria-busy={orders.isPlaceholderData}
            className="flex flex-col gap-4 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring"
          >
            {orders.data.items.map((order) => (
              <li key={order.id}>
                <PurchaseCard order={order} />
              </li>
            ))}
          </ol>
          {pages > 1 && (
            <nav aria-label={t.pagination} className="flex items-center justify-between gap-3">
              <Button variant="outline" disabled={page <= 1} onClick={() => turnTo(page - 1)}>
                {t.previous}
              </Button>
              <span aria-live="polite" className="text-sm text-muted-foreground">
                {t.pageOf(page, pages)}
              </span>
              <Button variant="outline" disabled={page >= pages} onClick={() => turnTo(page + 1)}>
                {t.next}
              </Button>
            </nav>
          )}
        </>
      )}
    </div>
  );
}

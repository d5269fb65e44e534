import { PurchasesPage } from '@/features/orders/components/purchases-page';

/** /dashboard/purchases: 'Mis Compras' (docs/product/orders.md#mis-compras), the signed-in person's orders. */
export function Component() {
  return <PurchasesPage />;
}

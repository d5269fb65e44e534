import { PurchasesPage } from '@/features/orders/components/purchases-page';

/** /dashboard/purchases: 'Mis Compras' (DECISIONS.md §6), the signed-in person's orders. */
export function Component() {
  return <PurchasesPage />;
}

import { OrdersPage } from '@/features/orders/components/orders-page';
import { useDashboardUser } from './dashboard-user';

/** /dashboard/orders: 'Pedidos' (DECISIONS.md §6), where admins confirm the transfers. */
export function Component() {
  return <OrdersPage viewer={useDashboardUser()} />;
}

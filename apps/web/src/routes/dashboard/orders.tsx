import { OrdersPage } from '@/features/orders/components/orders-page';
import { useDashboardUser } from './dashboard-user';

/** /dashboard/orders: 'Pedidos' (docs/product/orders.md#the-admin-order-list), where admins confirm the transfers. */
export function Component() {
  return <OrdersPage viewer={useDashboardUser()} />;
}

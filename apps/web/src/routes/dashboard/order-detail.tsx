import { useParams } from 'react-router';
import { OrderDetailPage } from '@/features/orders/components/order-detail-page';
import { useDashboardUser } from './dashboard-user';

/** /dashboard/orders/{id}: one order, where an admin approves, rejects or refunds it (docs/product/orders.md#admin-decisions). */
export function Component() {
  const viewer = useDashboardUser();
  const { id = '' } = useParams();
  // Keyed by the order: what the page said about one order never shows on the next.
  return <OrderDetailPage key={id} orderId={id} viewer={viewer} />;
}

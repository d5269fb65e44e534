import { appRoleFromCode } from '@aula/shared';
import { CartPage } from '@/features/cart/components/cart-page';
import { useDashboardUser } from './dashboard-user';

/** /dashboard/cart (docs/product/orders.md#who-buys): students and instructors buy courses here; admins have no cart. */
export function Component() {
  return <CartPage role={appRoleFromCode(useDashboardUser().rol.code)} />;
}

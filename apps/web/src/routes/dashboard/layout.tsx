import { appRoleFromCode, can, type CurrentUser } from '@aula/shared';
import { Outlet } from 'react-router';
import { DashboardShell } from '@/components/layout/dashboard-shell';
import { useSignOutAction } from '@/features/auth/hooks/use-sign-out-action';
import { CartLink } from '@/features/cart/components/cart-link';
import { dashboardNavigation } from '@/features/dashboard/lib/navigation';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { NotificationToasts } from '@/features/notifications/components/notification-toasts';
import { RequireSession } from '../session-guards';
import { MfaEnrollmentGate } from './mfa-enrollment-gate';
import { PasswordChangeGate } from './password-change-gate';
import type { DashboardOutletContext } from './dashboard-user';
import { viewerOf } from '@/lib/session/use-can';

function SignedInDashboard({ user }: { user: CurrentUser }) {
  const { signOut, isSigningOut } = useSignOutAction();
  const context: DashboardOutletContext = { user };
  const role = appRoleFromCode(user.rol.code);
  return (
    <DashboardShell
      user={user}
      navigation={dashboardNavigation(role, { supervisor: user.supervisor })}
      onSignOut={signOut}
      isSigningOut={isSigningOut}
      // Admins open every course without buying it (docs/product/orders.md#who-buys): no cart to show them.
      cart={can(viewerOf(user), 'cart.use') ? <CartLink /> : undefined}
      notifications={<NotificationBell />}
      toasts={<NotificationToasts />}
    >
      <Outlet context={context} />
    </DashboardShell>
  );
}

/**
 * Every page under /dashboard: signed-in users only, inside the shell
 * (docs/product/interface.md#dashboard-routes); an account
 * with a temporary password chooses its own first, then one whose role requires a second factor
 * sets it up.
 */
export function Component() {
  return (
    <RequireSession>
      {(user) => (
        <PasswordChangeGate user={user}>
          <MfaEnrollmentGate user={user}>
            <SignedInDashboard user={user} />
          </MfaEnrollmentGate>
        </PasswordChangeGate>
      )}
    </RequireSession>
  );
}

import type { CurrentUser } from '@aula/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Brand } from '../brand';
import { MobileNav } from './mobile-nav';
import type { NavItem } from './nav-item';
import { UserMenu } from './user-menu';

interface AppHeaderProps {
  user: CurrentUser;
  navigation: readonly NavItem[];
  /** the cart link, placed just before the bell; absent for those who do not buy */
  cart?: ReactNode;
  /** the notification bell, placed just before the avatar menu */
  notifications?: ReactNode;
  onSignOut: () => void;
  isSigningOut: boolean;
}

/** The dashboard's top bar: menu button (narrow screens), product name and logo, cart, notifications, avatar menu. */
export function AppHeader({
  user,
  navigation,
  cart,
  notifications,
  onSignOut,
  isSigningOut,
}: AppHeaderProps) {
  return (
    <header className="fixed inset-x-0 top-0 z-30 flex h-16 items-center gap-2 border-b border-border bg-card px-2 sm:px-4">
      <MobileNav items={navigation} />
      <Link
        to="/dashboard"
        className="flex items-center rounded-md px-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <Brand />
      </Link>
      <div className="ml-auto flex items-center gap-2">
        {cart}
        {notifications}
        <UserMenu user={user} onSignOut={onSignOut} isSigningOut={isSigningOut} />
      </div>
    </header>
  );
}

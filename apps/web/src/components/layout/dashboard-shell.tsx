import type { CurrentUser } from '@aula/shared';
import { useRef, type ReactNode } from 'react';
import { useTitleFromHeading } from '@/lib/page-title/use-title-from-heading';
import { cn } from '@/lib/utils/cn';
import { MAIN_CONTENT_ID, SkipLink } from '../ui/skip-link';
import { AppHeader } from './app-header';
import type { NavItem } from './nav-item';
import { Sidebar } from './sidebar';
import { useSidebarCollapsed } from './use-sidebar-collapsed';

interface DashboardShellProps {
  user: CurrentUser;
  navigation: readonly NavItem[];
  onSignOut: () => void;
  isSigningOut: boolean;
  /** the cart link, rendered in the header just before the bell */
  cart?: ReactNode;
  /** the notification bell, rendered in the header just before the avatar menu */
  notifications?: ReactNode;
  /** pop-up notifications, rendered above the page */
  toasts?: ReactNode;
  children: ReactNode;
}

/**
 * The dashboard shell (docs/product/interface.md#app-shell): fixed sidebar, top header and the main
 * content area.
 */
export function DashboardShell({
  user,
  navigation,
  onSignOut,
  isSigningOut,
  cart,
  notifications,
  toasts,
  children,
}: DashboardShellProps) {
  const sidebar = useSidebarCollapsed();
  const main = useRef<HTMLElement>(null);
  useTitleFromHeading(main);
  return (
    <div className="min-h-dvh">
      <SkipLink />
      <AppHeader
        user={user}
        navigation={navigation}
        cart={cart}
        notifications={notifications}
        onSignOut={onSignOut}
        isSigningOut={isSigningOut}
      />
      <Sidebar items={navigation} collapsed={sidebar.collapsed} onToggle={sidebar.toggle} />
      <main
        ref={main}
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        className={cn(
          'pt-16 focus:outline-none',
          'transition-[padding] duration-200 motion-reduce:transition-none',
          sidebar.collapsed ? 'md:pl-16' : 'md:pl-64',
        )}
      >
        <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 md:py-8 lg:px-8">{children}</div>
      </main>
      {toasts}
    </div>
  );
}

import { messages } from '@aula/shared';
import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { useId } from 'react';
import { cn } from '@/lib/utils/cn';
import { NavLinks } from './nav-links';
import type { NavItem } from './nav-item';

interface SidebarProps {
  items: readonly NavItem[];
  collapsed: boolean;
  onToggle: () => void;
}

/**
 * The fixed sidebar of wide screens: 16 units wide collapsed, 64 expanded
 * (docs/product/interface.md#sidebar). Below 768 px it is hidden and the header's menu button opens
 * the same links in a sheet.
 */
export function Sidebar({ items, collapsed, onToggle }: SidebarProps) {
  const navId = useId();
  return (
    <aside
      data-testid="sidebar"
      className={cn(
        'fixed bottom-0 left-0 top-16 z-20 hidden flex-col gap-2 border-r border-border bg-card p-2 md:flex',
        'transition-[width] duration-200 motion-reduce:transition-none',
        collapsed ? 'w-16' : 'w-64',
      )}
    >
      <button
        type="button"
        onClick={onToggle}
        aria-expanded={!collapsed}
        aria-controls={navId}
        aria-label={collapsed ? messages.shell.expandSidebar : messages.shell.collapseSidebar}
        title={collapsed ? messages.shell.expandSidebar : messages.shell.collapseSidebar}
        className={cn(
          'inline-flex size-10 items-center justify-center self-end rounded-md text-muted-foreground',
          'hover:bg-background hover:text-foreground',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
          collapsed && 'self-center',
        )}
      >
        {collapsed ? (
          <PanelLeftOpen aria-hidden className="size-5" />
        ) : (
          <PanelLeftClose aria-hidden className="size-5" />
        )}
      </button>
      <nav id={navId} aria-label={messages.shell.mainNavigation} className="overflow-y-auto">
        <NavLinks items={items} collapsed={collapsed} />
      </nav>
    </aside>
  );
}

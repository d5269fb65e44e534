import { NavLink } from 'react-router';
import { cn } from '@/lib/utils/cn';
import type { NavItem } from './nav-item';

interface NavLinksProps {
  items: readonly NavItem[];
  /** icons only: the label stays for screen readers and shows as a tooltip */
  collapsed?: boolean;
  onNavigate?: () => void;
}

/**
 * The navigation list. A link is active only on its exact path (docs/product/interface.md#sidebar):
 * `end` keeps 'Cursos' from lighting up on 'Crear Curso'. NavLink marks it with
 * aria-current="page".
 */
export function NavLinks({ items, collapsed = false, onNavigate }: NavLinksProps) {
  return (
    <ul className="flex flex-col gap-1">
      {items.map(({ to, label, icon: Icon }) => (
        <li key={to}>
          <NavLink
            to={to}
            end
            title={collapsed ? label : undefined}
            onClick={onNavigate}
            className={({ isActive }) =>
              cn(
                'flex h-10 items-center gap-3 rounded-md px-3 text-sm font-medium transition-colors',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                collapsed && 'justify-center px-0',
                isActive
                  ? 'bg-primary/10 text-primary'
                  : 'text-muted-foreground hover:bg-background hover:text-foreground',
              )
            }
          >
            <Icon aria-hidden className="size-5 shrink-0" />
            <span className={cn('truncate', collapsed && 'sr-only')}>{label}</span>
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

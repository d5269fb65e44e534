import {
  MY_PURCHASES_PATH,
  can,
  messages,
  roleDisplayName,
  type CurrentUser,
  orderMessages,
} from '@aula/shared';
import { LogOut, Settings, ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../ui/dropdown-menu';
import { UserAvatar } from './user-avatar';
import { viewerOf } from '@/lib/session/use-can';

interface UserMenuProps {
  user: CurrentUser;
  onSignOut: () => void;
  isSigningOut: boolean;
}

/**
 * The avatar menu (docs/product/interface.md#avatar-menu): names, 'Rol: {role}', email, then
 * 'Mis Compras' for those who buy courses (everyone but admins, who manage orders from the
 * sidebar; docs/product/orders.md#who-buys), 'Configuración' (a real page,
 * docs/product/accounts.md#settings-page) and 'Cerrar Sesión'.
 */
export function UserMenu({ user, onSignOut, isSigningOut }: UserMenuProps) {
  return (
    // Not modal: a modal menu hides the whole page from assistive technology (aria-hidden) while
    // its links stay focusable, which screen readers handle badly; this menu needs no trap.
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        aria-label={messages.shell.userMenu}
        className="rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <UserAvatar user={user} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel className="flex flex-col gap-1">
          <span className="font-semibold">
            {user.names} {user.lastNames}
          </span>
          <span className="text-muted-foreground">{messages.shell.role(roleDisplayName(user.rol))}</span>
          <span className="break-all text-muted-foreground">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {can(viewerOf(user), 'cart.use') && (
          <DropdownMenuItem asChild>
            <Link to={MY_PURCHASES_PATH}>
              <ShoppingBag aria-hidden className="size-4" />
              {orderMessages.mine.title}
            </Link>
          </DropdownMenuItem>
        )}
        <DropdownMenuItem asChild>
          <Link to="/dashboard/settings">
            <Settings aria-hidden className="size-4" />
            {messages.shell.settings}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem disabled={isSigningOut} onSelect={onSignOut}>
          <LogOut aria-hidden className="size-4" />
          {messages.shell.signOut}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

import { messages, orderMessages } from '@aula/shared';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { testCurrentUser, TEST_ROLES } from '@/test/fixtures/current-user';
import { renderWithProviders } from '@/test/render-with-providers';
import { UserMenu } from './user-menu';

const shell = messages.shell;

function openMenu(role: keyof typeof TEST_ROLES) {
  const user = testCurrentUser({ rol: TEST_ROLES[role] });
  renderWithProviders(<UserMenu user={user} onSignOut={vi.fn()} isSigningOut={false} />, {
    path: '/dashboard',
  });
  // Radix opens the menu from the keyboard as a user would.
  fireEvent.keyDown(screen.getByRole('button', { name: shell.userMenu }), { key: 'Enter' });
  return screen.getAllByRole('menuitem');
}

describe('UserMenu', () => {
  it.each(['STUDENT', 'INSTRUCTOR'] as const)("offers a %s 'Mis Compras' above 'Configuración'", (role) => {
    const items = openMenu(role);
    expect(items.map((item) => item.textContent)).toEqual([
      orderMessages.mine.title,
      shell.settings,
      shell.signOut,
    ]);
    expect(items[0]!.getAttribute('href')).toBe('/dashboard/purchases');
  });

  it("gives admins, who manage every order from 'Pedidos', no 'Mis Compras'", () => {
    expect(openMenu('ADMIN').map((item) => item.textContent)).toEqual([shell.settings, shell.signOut]);
  });
});

import { messages, type CurrentUser, orderMessages } from '@aula/shared';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testSessionResponse } from '@/test/session-response';
import { UserMenu } from './user-menu';

const shell = messages.shell;
const ROLE_CODES = { ADMIN: '02', INSTRUCTOR: '01', STUDENT: '03' } as const;

afterEach(cleanup);

function openMenu(role: keyof typeof ROLE_CODES) {
  const user: CurrentUser = { ...testSessionResponse().user, rol: { code: ROLE_CODES[role], name: role } };
  const router = createMemoryRouter(
    [{ path: '/dashboard', element: <UserMenu user={user} onSignOut={vi.fn()} isSigningOut={false} /> }],
    { initialEntries: ['/dashboard'] },
  );
  render(<RouterProvider router={router} />);
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

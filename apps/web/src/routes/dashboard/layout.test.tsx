import { messages, teamMessages, type AppRole, type CurrentUser } from '@aula/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { answer, apiServer, http, never, recordRequests } from '@/test/api-server';
import { cart, cartItem } from '@/test/fixtures/cart-fixtures';
import { TEST_ROLES } from '@/test/fixtures/current-user';
import { renderWithProviders } from '@/test/render-with-providers';
import { Component as DashboardLayout } from './layout';

let requests: string[];

beforeEach(() => {
  requests = recordRequests();
  apiServer.use(
    http.get('/api/cart', () => answer(200, cart([cartItem(1), cartItem(2)]))),
    http.get('/api/notifications', () =>
      answer(200, { notifications: [], unreadCount: 0, serverTime: new Date().toISOString() }),
    ),
    // The live stream is exercised in the notifications feature; here it never opens.
    http.get('/api/notifications/stream', () => never()),
  );
});

function renderDashboard(user: AppRole | Partial<CurrentUser>) {
  renderWithProviders(<DashboardLayout />, {
    path: '/dashboard',
    user,
    children: [{ index: true, element: <h1>Inicio</h1> }],
  });
}

const header = () => within(screen.getByRole('banner'));

describe('the dashboard header', () => {
  it.each(['STUDENT', 'INSTRUCTOR'] as const)(
    'shows a %s the cart with its count, just before the bell',
    async (role) => {
      renderDashboard(role);
      const link = await header().findByRole('link', { name: 'Carrito: 2 cursos' });
      expect(link.getAttribute('href')).toBe('/dashboard/cart');
      const bell = header().getByRole('button', { name: messages.notifications.bellLabel(0) });
      expect(link.compareDocumentPosition(bell) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    },
  );

  it('shows an admin no cart, and does not ask for one', async () => {
    renderDashboard('ADMIN');
    await waitFor(() => expect(requests).toContain('GET /api/notifications'));
    expect(header().queryByRole('link', { name: /Carrito/ })).toBeNull();
    expect(requests).not.toContain('GET /api/cart');
  });
});

describe('the sidebar', () => {
  const sidebar = () => within(screen.getByRole('navigation', { name: messages.shell.mainNavigation }));

  it("offers 'Mi equipo' to a student who supervises a unit, as the session says", async () => {
    renderDashboard({ rol: TEST_ROLES.STUDENT, supervisor: true });
    const link = await sidebar().findByRole('link', { name: teamMessages.nav });
    expect(link.getAttribute('href')).toBe('/dashboard/team');
  });

  it("offers no 'Mi equipo' to a student who supervises nothing", async () => {
    renderDashboard('STUDENT');
    await sidebar().findByRole('link', { name: messages.shell.nav.dashboard });
    expect(sidebar().queryByRole('link', { name: teamMessages.nav })).toBeNull();
  });
});

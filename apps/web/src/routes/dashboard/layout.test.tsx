import { messages, type AppRole } from '@aula/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { answer, apiServer, http, never, recordRequests } from '@/test/api-server';
import { cart, cartItem } from '@/test/fixtures/cart-fixtures';
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

function renderDashboard(role: AppRole) {
  renderWithProviders(<DashboardLayout />, {
    path: '/dashboard',
    user: role,
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

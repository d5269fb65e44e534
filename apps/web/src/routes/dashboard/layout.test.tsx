import { testSessionResponse } from '@/test/session-response';
import { messages } from '@aula/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cart, cartItem, json } from '@/test/fixtures/cart-fixtures';
import { fakeApiServer as server } from '@/test/fake-api-client';
import { sessionStore } from '@/lib/session/session-store';
import { Component as DashboardLayout } from './layout';

// The real typed client, answering from a fake server at the fetch level.
vi.mock('@/lib/api/client', async () => (await import('@/test/fake-api-client')).clientModule);
// The live stream is exercised in the notifications feature; here it stays closed.
vi.mock('@/features/notifications/api/open-notification-stream', () => ({
  openNotificationStream: (signal: AbortSignal) =>
    new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(new Error('closed')))),
}));

const ROLES = {
  STUDENT: { code: '03', name: 'student' },
  INSTRUCTOR: { code: '01', name: 'instructor' },
  ADMIN: { code: '02', name: 'admin' },
} as const;
const requests: string[] = [];

beforeEach(() => {
  requests.length = 0;
  server.handle.mockImplementation(async (request) => {
    const call = `${request.method} ${new URL(request.url).pathname}`;
    requests.push(call);
    if (call === 'GET /api/cart') return json(200, cart([cartItem(1), cartItem(2)]));
    if (call === 'GET /api/notifications') {
      return json(200, { notifications: [], unreadCount: 0, serverTime: new Date().toISOString() });
    }
    throw new Error(`unexpected ${call}`);
  });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function renderDashboard(role: keyof typeof ROLES) {
  sessionStore.open(testSessionResponse('token', { rol: ROLES[role] }));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '/dashboard',
        Component: DashboardLayout,
        children: [{ index: true, element: <h1>Inicio</h1> }],
      },
    ],
    { initialEntries: ['/dashboard'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
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

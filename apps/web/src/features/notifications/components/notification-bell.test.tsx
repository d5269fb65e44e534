import { testSessionResponse } from '@/test/session-response';
import type { Notification, NotificationList } from '@aula/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/lib/session/session-store';
import { NotificationBell } from './notification-bell';

const fakeApi = vi.hoisted(() => ({ GET: vi.fn(), POST: vi.fn(), DELETE: vi.fn() }));
vi.mock('@/lib/api/client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  api: fakeApi,
}));
// The live stream is exercised in live-notification-updates.test.ts; here it stays closed.
vi.mock('../api/open-notification-stream', () => ({
  openNotificationStream: (signal: AbortSignal) =>
    new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(new Error('closed')))),
}));

const MINUTE = 60_000;

function notification(id: string, overrides: Partial<Notification> = {}): Notification {
  return {
    id,
    type: 'info',
    title: `Aviso ${id}`,
    message: 'Mensaje de prueba',
    timestamp: new Date(Date.now() - 5.5 * MINUTE).toISOString(),
    read: false,
    actionUrl: null,
    actionLabel: null,
    ...overrides,
  };
}

let list: NotificationList;
const ok = (data?: unknown) => ({ data, response: new Response(null, { status: data ? 200 : 204 }) });

beforeAll(() => {
  sessionStore.open(
    testSessionResponse('token', {
      id: 'b9f1c1de-1111-4a4a-8888-000000000001',
      email: 'ana@aula.test',
      names: 'Ana',
      lastNames: 'Prueba',
      joinedDate: new Date().toISOString(),
    }),
  );
});

beforeEach(() => {
  list = { notifications: [], unreadCount: 0, serverTime: new Date().toISOString() };
  fakeApi.GET.mockImplementation(async () => ok({ ...list, serverTime: new Date().toISOString() }));
  // A small stateful server: what the panel changes is what the next list shows.
  fakeApi.POST.mockImplementation(async (_path: string, init?: { params: { path: { id: string } } }) => {
    const id = init?.params.path.id;
    list = {
      ...list,
      notifications: list.notifications.map((n) =>
        id === undefined || n.id === id ? { ...n, read: true } : n,
      ),
    };
    list.unreadCount = list.notifications.filter((n) => !n.read).length;
    return ok();
  });
  fakeApi.DELETE.mockImplementation(async (_path: string, init?: { params: { path: { id: string } } }) => {
    const id = init?.params.path.id;
    list = { ...list, notifications: id === undefined ? [] : list.notifications.filter((n) => n.id !== id) };
    list.unreadCount = list.notifications.filter((n) => !n.read).length;
    return ok();
  });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function renderBell() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/dashboard', element: <NotificationBell /> },
      { path: '/dashboard/courses', element: <p>Página de cursos</p> },
    ],
    { initialEntries: ['/dashboard'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const bell = () => screen.getByRole('button', { name: /Notificaciones/ });
async function openPanel() {
  fireEvent.click(bell());
  return screen.findByRole('dialog', { name: 'Notificaciones' });
}

describe('NotificationBell', () => {
  it('shows 9+ above 9 unread, and the count in its name', async () => {
    list = { ...list, notifications: [notification('a')], unreadCount: 12 };
    renderBell();
    const button = await screen.findByRole('button', { name: 'Notificaciones (12 sin leer)' });
    expect(button.textContent).toBe('9+');
  });

  it('shows no badge when everything is read', async () => {
    list = { ...list, notifications: [notification('a', { read: true })], unreadCount: 0 };
    renderBell();
    await waitFor(() => expect(fakeApi.GET).toHaveBeenCalled());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Notificaciones' }).textContent).toBe(''));
  });

  it('lists notifications with the unread summary and relative time', async () => {
    list = {
      ...list,
      notifications: [
        notification('a'),
        notification('b', { read: true, timestamp: new Date(Date.now() - 3.5 * 60 * MINUTE).toISOString() }),
      ],
      unreadCount: 1,
    };
    renderBell();
    const panel = await openPanel();
    expect(await within(panel).findByText('Tienes 1 notificación(es) sin leer')).toBeTruthy();
    expect(within(panel).getByText('Hace 5 min')).toBeTruthy();
    expect(within(panel).getByText('Hace 3h')).toBeTruthy();
    expect(panel.className).toContain('w-80');
    expect(panel.className).toContain('max-h-96');
  });

  it('shows the empty state', async () => {
    renderBell();
    const panel = await openPanel();
    expect(await within(panel).findByText('No hay notificaciones')).toBeTruthy();
  });

  it('closes with Escape and gives focus back to the bell', async () => {
    renderBell();
    const panel = await openPanel();
    expect(bell().getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(panel);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(bell());
  });

  it('marks a notification read when opened, then follows its link', async () => {
    list = {
      ...list,
      notifications: [notification('a', { actionUrl: '/dashboard/courses' })],
      unreadCount: 1,
    };
    renderBell();
    const panel = await openPanel();
    fireEvent.click(await within(panel).findByRole('button', { name: /^Información: Aviso a/ }));
    await waitFor(() =>
      expect(fakeApi.POST).toHaveBeenCalledWith('/api/notifications/{id}/read', {
        params: { path: { id: 'a' } },
      }),
    );
    expect(await screen.findByText('Página de cursos')).toBeTruthy();
  });

  it('removes one, marks all read and clears all through the API', async () => {
    list = { ...list, notifications: [notification('a'), notification('b')], unreadCount: 2 };
    renderBell();
    const panel = await openPanel();
    fireEvent.click(await within(panel).findByRole('button', { name: 'Eliminar la notificación «Aviso a»' }));
    await waitFor(() => expect(within(panel).queryByText('Aviso a')).toBeNull());
    expect(within(panel).getByText('Tienes 1 notificación(es) sin leer')).toBeTruthy();
    expect(fakeApi.DELETE).toHaveBeenCalledWith('/api/notifications/{id}', { params: { path: { id: 'a' } } });

    fireEvent.click(within(panel).getByRole('button', { name: 'Marcar todas como leídas' }));
    await waitFor(() => expect(within(panel).getByText('Tienes 0 notificación(es) sin leer')).toBeTruthy());
    expect(fakeApi.POST).toHaveBeenCalledWith('/api/notifications/read-all');

    fireEvent.click(within(panel).getByRole('button', { name: 'Borrar todas' }));
    await waitFor(() => expect(within(panel).getByText('No hay notificaciones')).toBeTruthy());
    expect(fakeApi.DELETE).toHaveBeenCalledWith('/api/notifications');
  });
});

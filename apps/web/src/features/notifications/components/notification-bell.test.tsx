import type { CurrentUser, Notification, NotificationList } from '@aula/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { answer, apiServer, http, never, noContent, recordRequests } from '@/test/api-server';
import { renderWithProviders } from '@/test/render-with-providers';
import { NotificationBell } from './notification-bell';

const MINUTE = 60_000;

const viewer: Partial<CurrentUser> = {
  id: 'b9f1c1de-1111-4a4a-8888-000000000001',
  email: 'ana@aula.test',
  names: 'Ana',
  lastNames: 'Prueba',
  joinedDate: new Date().toISOString(),
};

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
let requests: string[];

/** What the panel changes is what the next list shows. */
function change(update: (notifications: Notification[]) => Notification[]) {
  const notifications = update(list.notifications);
  list = { ...list, notifications, unreadCount: notifications.filter((n) => !n.read).length };
  return noContent();
}

beforeEach(() => {
  list = { notifications: [], unreadCount: 0, serverTime: new Date().toISOString() };
  requests = recordRequests();
  // A small stateful server.
  apiServer.use(
    http.get('/api/notifications', () => answer(200, { ...list, serverTime: new Date().toISOString() })),
    // The live stream is exercised in live-notifications.test.ts; here it never opens.
    http.get('/api/notifications/stream', () => never()),
    http.post('/api/notifications/read-all', () => change((all) => all.map((n) => ({ ...n, read: true })))),
    http.post('/api/notifications/:id/read', ({ params }) =>
      change((all) => all.map((n) => (n.id === params.id ? { ...n, read: true } : n))),
    ),
    http.delete('/api/notifications', () => change(() => [])),
    http.delete('/api/notifications/:id', ({ params }) =>
      change((all) => all.filter((n) => n.id !== params.id)),
    ),
  );
});

function renderBell() {
  renderWithProviders(<NotificationBell />, {
    path: '/dashboard',
    user: viewer,
    routes: [{ path: '/dashboard/courses', element: <p>Página de cursos</p> }],
  });
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
    await waitFor(() => expect(requests).toContain('GET /api/notifications'));
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
    await waitFor(() => expect(requests).toContain('POST /api/notifications/a/read'));
    expect(await screen.findByText('Página de cursos')).toBeTruthy();
  });

  it('removes one, marks all read and clears all through the API', async () => {
    list = { ...list, notifications: [notification('a'), notification('b')], unreadCount: 2 };
    renderBell();
    const panel = await openPanel();
    fireEvent.click(await within(panel).findByRole('button', { name: 'Eliminar la notificación «Aviso a»' }));
    await waitFor(() => expect(within(panel).queryByText('Aviso a')).toBeNull());
    expect(within(panel).getByText('Tienes 1 notificación(es) sin leer')).toBeTruthy();
    expect(requests).toContain('DELETE /api/notifications/a');

    fireEvent.click(within(panel).getByRole('button', { name: 'Marcar todas como leídas' }));
    await waitFor(() => expect(within(panel).getByText('Tienes 0 notificación(es) sin leer')).toBeTruthy());
    expect(requests).toContain('POST /api/notifications/read-all');

    fireEvent.click(within(panel).getByRole('button', { name: 'Borrar todas' }));
    await waitFor(() => expect(within(panel).getByText('No hay notificaciones')).toBeTruthy());
    expect(requests).toContain('DELETE /api/notifications');
  });
});

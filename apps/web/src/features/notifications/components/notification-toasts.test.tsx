import type { CurrentUser, Notification, NotificationList } from '@aula/shared';
import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answer, apiServer, http, never, recordRequests } from '@/test/api-server';
import { renderWithProviders } from '@/test/render-with-providers';
import { NotificationToasts } from './notification-toasts';

const toast = vi.hoisted(() => ({ info: vi.fn(), success: vi.fn(), warning: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

const viewer: Partial<CurrentUser> = {
  id: 'b9f1c1de-1111-4a4a-8888-000000000002',
  email: 'ana@aula.test',
  names: 'Ana',
  lastNames: 'Prueba',
  joinedDate: new Date().toISOString(),
};

function notification(id: string, agoMs: number, overrides: Partial<Notification> = {}): Notification {
  return {
    id,
    type: 'info',
    title: `Aviso ${id}`,
    message: 'Mensaje',
    timestamp: new Date(Date.now() - agoMs).toISOString(),
    read: false,
    actionUrl: null,
    actionLabel: null,
    ...overrides,
  };
}

/** Renders the toast area over `list`; returns the query cache and the reads of the list. */
function renderToasts(list: NotificationList) {
  const requests = recordRequests();
  apiServer.use(
    http.get('/api/notifications', () => answer(200, { ...list, serverTime: new Date().toISOString() })),
    // The live stream is exercised in live-notifications.test.ts; here it never opens.
    http.get('/api/notifications/stream', () => never()),
  );
  const { queryClient } = renderWithProviders(<NotificationToasts />, { user: viewer });
  const listReads = () => requests.filter((call) => call === 'GET /api/notifications');
  return { queryClient, listReads };
}

describe('NotificationToasts', () => {
  it('pops up fresh unread ones for 5 s, with their link, and never twice', async () => {
    const { queryClient, listReads } = renderToasts({
      notifications: [
        notification('new', 1000, { type: 'success', actionUrl: '/dashboard/courses', actionLabel: 'Ver' }),
        notification('old', 60_000),
      ],
      unreadCount: 2,
      serverTime: new Date().toISOString(),
    });
    await waitFor(() => expect(toast.success).toHaveBeenCalledTimes(1));
    expect(toast.success).toHaveBeenCalledWith(
      'Aviso new',
      expect.objectContaining({
        id: 'new',
        description: 'Mensaje',
        duration: 5000,
        action: expect.objectContaining({ label: 'Ver' }),
      }),
    );
    expect(toast.info).not.toHaveBeenCalled();

    await queryClient.refetchQueries();
    expect(listReads()).toHaveLength(2);
    expect(toast.success).toHaveBeenCalledTimes(1);
  });

  it('shows at most 3 at once', async () => {
    renderToasts({
      notifications: ['a', 'b', 'c', 'd'].map((id, i) => notification(id, i * 100)),
      unreadCount: 4,
      serverTime: new Date().toISOString(),
    });
    await waitFor(() => expect(toast.info).toHaveBeenCalledTimes(3));
    expect(toast.info.mock.calls.map((call) => call[0])).toEqual(['Aviso a', 'Aviso b', 'Aviso c']);
  });
});

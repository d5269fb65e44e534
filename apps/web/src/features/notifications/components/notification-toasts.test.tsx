import { testSessionResponse } from '@/test/session-response';
import type { Notification, NotificationList } from '@aula/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/lib/session/session-store';
import { NotificationToasts } from './notification-toasts';

const fakeApi = vi.hoisted(() => ({ GET: vi.fn(), POST: vi.fn(), DELETE: vi.fn() }));
const toast = vi.hoisted(() => ({ info: vi.fn(), success: vi.fn(), warning: vi.fn(), error: vi.fn() }));
vi.mock('@/lib/api/client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  api: fakeApi,
}));
vi.mock('sonner', () => ({ toast }));
vi.mock('../api/open-notification-stream', () => ({
  openNotificationStream: (signal: AbortSignal) =>
    new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(new Error('closed')))),
}));

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

beforeAll(() => {
  sessionStore.open(
    testSessionResponse('token', {
      id: 'b9f1c1de-1111-4a4a-8888-000000000002',
      email: 'ana@aula.test',
      names: 'Ana',
      lastNames: 'Prueba',
      joinedDate: new Date().toISOString(),
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function renderToasts(list: NotificationList) {
  fakeApi.GET.mockImplementation(async () => ({
    data: { ...list, serverTime: new Date().toISOString() },
    response: new Response(null, { status: 200 }),
  }));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/', element: <NotificationToasts /> }]);
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return queryClient;
}

describe('NotificationToasts', () => {
  it('pops up fresh unread ones for 5 s, with their link, and never twice', async () => {
    const queryClient = renderToasts({
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
    expect(fakeApi.GET).toHaveBeenCalledTimes(2);
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

import type { Notification } from '@aula/shared';
import { QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { orderKeys } from '@/lib/query-keys/order-keys';
import { apiServer, http, HttpResponse } from '@/test/api-server';
import { createTestQueryClient } from '@/test/render-with-providers';
import { holdLiveNotifications } from './live-notifications';
import type { NotificationFeed } from './notification-feed';
import { notificationKeys } from './notification-keys';

/** The live stream, which the test writes to as the server would: `send` writes to the latest one. */
const server = { opened: 0, send: (_text: string) => {} };
beforeEach(() => {
  apiServer.use(
    http.get('/api/notifications/stream', () => {
      server.opened += 1;
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          server.send = (text) => controller.enqueue(new TextEncoder().encode(text));
        },
      });
      return new HttpResponse(body, { headers: { 'content-type': 'text/event-stream' } });
    }),
  );
});

const USER = 'b9f1c1de-1111-4a4a-8888-000000000002';

function approved(id: string): Notification {
  return {
    id,
    type: 'success',
    title: 'Compra aprobada',
    message: 'Tu pedido AU-AAAAA-BBBBB fue aprobado.',
    timestamp: new Date().toISOString(),
    read: false,
    actionUrl: '/dashboard/my-courses',
    actionLabel: 'Ir a Mis Cursos',
  };
}

const releases: Array<() => void> = [];
afterEach(() => releases.splice(0).forEach((release) => release()));

/** A tab with 'Mis Compras' on view and the bell's list, whose first read holds an older approval. */
async function openTab() {
  const queryClient = createTestQueryClient();
  const purchasesRead = vi.fn(async () => ({ items: [] }));
  const purchases = new QueryObserver(queryClient, {
    queryKey: orderKeys.minePage(1),
    queryFn: purchasesRead,
  });
  const listRead = vi.fn(async (): Promise<NotificationFeed> => ({
    notifications: [{ ...approved('5f0c3b8e-8c1a-4f3e-9d2b-1a2b3c4d5e6f'), read: true }],
    unreadCount: 0,
    serverTime: new Date().toISOString(),
    clockOffsetMs: 0,
  }));
  const list = new QueryObserver(queryClient, { queryKey: notificationKeys.list(USER), queryFn: listRead });
  releases.push(
    purchases.subscribe(() => {}),
    list.subscribe(() => {}),
  );
  await vi.waitFor(() => expect(purchasesRead).toHaveBeenCalledTimes(1));

  const opened = server.opened;
  releases.push(holdLiveNotifications(queryClient, USER));
  await vi.waitFor(() => expect(server.opened).toBe(opened + 1));
  // The stream opened: the list is read again, as after every connection.
  await vi.waitFor(() => expect(listRead.mock.calls.length).toBeGreaterThanOrEqual(2));
  await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
  return { queryClient, purchasesRead };
}

const event = (notification: Notification) =>
  `event: notification\ndata: ${JSON.stringify(notification)}\n\n`;

describe('live notifications refresh the screens they changed', () => {
  it('reads a screen on view again when a notification about it arrives, not for the list read at connection', async () => {
    const { queryClient, purchasesRead } = await openTab();
    expect(purchasesRead).toHaveBeenCalledTimes(1);

    server.send(event(approved('6a1d4c9f-9d2b-4f3e-8c1a-2b3c4d5e6f70')));
    await vi.waitFor(() => expect(purchasesRead).toHaveBeenCalledTimes(2));
    const feed = queryClient.getQueryData<NotificationFeed>(notificationKeys.list(USER));
    expect(feed?.notifications[0]?.title).toBe('Compra aprobada');
  });

  it('leaves the screen alone for a notification about something else', async () => {
    const { queryClient, purchasesRead } = await openTab();
    const notice = { ...approved('7b2e5d0a-0e3c-4a4f-9d2b-3c4d5e6f7081'), title: 'Aviso', actionUrl: null };
    server.send(event(notice));
    await vi.waitFor(() =>
      expect(
        queryClient.getQueryData<NotificationFeed>(notificationKeys.list(USER))?.notifications,
      ).toHaveLength(2),
    );
    // A refetch would have started by now (it does within a task in the first test).
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(purchasesRead).toHaveBeenCalledTimes(1);
  });
});

import { messages, orderMessages } from '@aula/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApiServer as server } from '@/test/fake-api-client';
import { formatDate, formatDateTime } from '@/lib/format-date';
import { approvedOrder, id, INSTRUCTIONS, json, myOrders, order } from '@/test/fixtures/order-fixtures';
import { PurchasesPage } from './purchases-page';

// The real typed client, answering from a fake server at the fetch level.
vi.mock('@/lib/api/client', async () => (await import('@/test/fake-api-client')).clientModule);
const fakeToast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast: fakeToast }));

const m = orderMessages;
const t = m.mine;

/** What GET /api/orders/mine answers next; each request's page is kept. */
let answer: (page: number) => Response | Promise<Response>;
const pagesAsked: number[] = [];
/** What POST /api/orders/{id}/cancel answers; the paths asked are kept. */
let answerCancel: () => Response;
const cancelsAsked: string[] = [];

beforeEach(() => {
  pagesAsked.length = 0;
  cancelsAsked.length = 0;
  server.handle.mockImplementation(async (request) => {
    const url = new URL(request.url);
    if (request.method === 'POST' && url.pathname.endsWith('/cancel')) {
      cancelsAsked.push(url.pathname);
      return answerCancel();
    }
    if (request.method !== 'GET' || url.pathname !== '/api/orders/mine') {
      throw new Error(`unexpected ${request.method} ${url.pathname}`);
    }
    const page = Number(url.searchParams.get('page'));
    pagesAsked.push(page);
    return answer(page);
  });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function renderPage(path = '/dashboard/purchases') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/dashboard/purchases', element: <PurchasesPage /> },
      { path: '/dashboard/courses', element: <p>Catálogo</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const card = async (code: string) => within(await screen.findByRole('article', { name: code }));

describe('PurchasesPage', () => {
  it('shows each order with its state, courses, prices and a total per currency', async () => {
    answer = () =>
      json(
        200,
        myOrders([
          order(1),
          approvedOrder(2, 3),
          order(3, { status: 'rejected' }),
          order(4, { status: 'refunded' }),
        ]),
      );
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: t.title })).toBeTruthy();
    const list = await screen.findByRole('list', { name: t.listLabel });
    expect(within(list).getAllByRole('article')).toHaveLength(4);

    const pending = await card('AU-00001-QX2HT');
    expect(pending.getByText('Pendiente de pago')).toBeTruthy();
    expect(pending.getByText('15/03/2026')).toBeTruthy();
    expect(pending.getByText('Seguridad del paciente')).toBeTruthy();
    expect(pending.getByText('PEN 120.00')).toBeTruthy();
    expect(pending.getByText('USD 45.50')).toBeTruthy();
    // The totals: one line per currency, never one sum.
    expect(pending.getByText('120.00')).toBeTruthy();
    expect(pending.getByText('45.50')).toBeTruthy();
    expect((await card('AU-00002-QX2HT')).getByText('Aprobado')).toBeTruthy();
    expect((await card('AU-00003-QX2HT')).getByText('Rechazado')).toBeTruthy();
    expect((await card('AU-00004-QX2HT')).getByText('Reembolsado')).toBeTruthy();
  });

  it('tells how to pay a pending order, as plain text, and which code to quote', async () => {
    answer = () => json(200, myOrders([order(1)]));
    renderPage();
    const pending = await card('AU-00001-QX2HT');
    const howToPay = within(pending.getByRole('region', { name: t.howToPay }));
    // Markup the admin typed shows as typed: it is never rendered.
    const instructions = howToPay.getByText((_, element) => element?.textContent === INSTRUCTIONS);
    expect(instructions.querySelector('b')).toBeNull();
    expect(howToPay.getByText(t.quoteCode('AU-00001-QX2HT'))).toBeTruthy();
    expect(pending.queryByRole('link', { name: t.openCourse })).toBeNull();
  });

  it('opens the courses of an approved order and says until when the guarantee lasts', async () => {
    const approved = approvedOrder(2, 3);
    answer = () => json(200, myOrders([approved]));
    renderPage();
    const approvedCard = await card('AU-00002-QX2HT');
    const links = approvedCard.getAllByRole('link', { name: t.openCourse });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      `/dashboard/courses/watch/${id(501)}`,
      `/dashboard/courses/watch/${id(502)}`,
    ]);
    // Each link says which course it opens.
    expect(document.getElementById(links[0]!.getAttribute('aria-describedby')!)!.textContent).toBe(
      'Seguridad del paciente',
    );
    expect(approvedCard.getByText(t.refundUntil(formatDate(approved.refundDeadline!)))).toBeTruthy();
    expect(approvedCard.queryByRole('region', { name: t.howToPay })).toBeNull();
  });

  it('shows the history: each change, its date and time, and its reason', async () => {
    const rejected = order(3, {
      status: 'rejected',
      events: [
        { status: 'pending', at: '2026-03-15T12:00:00.000Z', reason: null, actor: null },
        {
          status: 'rejected',
          at: '2026-03-17T15:30:00.000Z',
          reason: 'No llegó la transferencia',
          actor: null,
        },
      ],
    });
    answer = () => json(200, myOrders([rejected]));
    renderPage();
    const history = within((await card('AU-00003-QX2HT')).getByRole('region', { name: t.history }));
    const entries = history.getAllByRole('listitem');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      `${m.event.pending}${formatDateTime('2026-03-15T12:00:00.000Z')}`,
      `${m.event.rejected}${formatDateTime('2026-03-17T15:30:00.000Z')}Motivo: No llegó la transferencia`,
    ]);
  });

  it('cancels a pending order once the student confirms, and shows it cancelled', async () => {
    const cancelled = order(1, {
      status: 'cancelled',
      events: [
        ...order(1).events,
        { status: 'cancelled', at: '2026-03-16T09:00:00.000Z', reason: null, actor: null },
      ],
    });
    answer = () => json(200, myOrders([order(1), approvedOrder(2, 3)]));
    answerCancel = () => json(200, cancelled);
    renderPage();
    const pending = await card('AU-00001-QX2HT');
    // Only an order awaiting payment can be withdrawn.
    expect((await card('AU-00002-QX2HT')).queryByRole('button', { name: t.cancel })).toBeNull();

    fireEvent.click(pending.getByRole('button', { name: t.cancel }));
    const dialog = within(await screen.findByRole('dialog', { name: t.cancelTitle }));
    expect(dialog.getByText(t.cancelText('AU-00001-QX2HT'))).toBeTruthy();
    // 'No, mantenerlo' closes without asking the server.
    fireEvent.click(dialog.getByRole('button', { name: t.keep }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(cancelsAsked).toEqual([]);

    fireEvent.click(pending.getByRole('button', { name: t.cancel }));
    answer = () => json(200, myOrders([cancelled, approvedOrder(2, 3)]));
    const confirm = within(await screen.findByRole('dialog')).getByRole('button', { name: t.cancel });
    fireEvent.click(confirm);
    await waitFor(() => expect(screen.getAllByRole('article')[0]!.textContent).toContain(m.status.cancelled));
    expect(cancelsAsked).toEqual([`/api/orders/${id(1)}/cancel`]);
    expect(fakeToast.success).toHaveBeenCalledWith(t.cancelled);
    const after = await card('AU-00001-QX2HT');
    expect(after.queryByRole('button', { name: t.cancel })).toBeNull();
    expect(after.queryByRole('region', { name: t.howToPay })).toBeNull();
    expect(after.getByText(m.event.cancelled)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the real state, and the server’s reason, when the academy decided first', async () => {
    answer = () => json(200, myOrders([order(1)]));
    answerCancel = () => json(409, { message: m.notCancellable, code: 'conflict' });
    renderPage();
    fireEvent.click((await card('AU-00001-QX2HT')).getByRole('button', { name: t.cancel }));
    answer = () => json(200, myOrders([approvedOrder(1, 0)]));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: t.cancel }));
    await waitFor(() => expect(fakeToast.error).toHaveBeenCalledWith(m.notCancellable));
    expect(await screen.findByText(m.status.approved)).toBeTruthy();
    expect(screen.queryByRole('button', { name: t.cancel })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('invites to browse the courses when there are no orders yet', async () => {
    answer = () => json(200, myOrders([]));
    renderPage();
    expect(await screen.findByText(t.empty)).toBeTruthy();
    expect(screen.getByText(t.emptyHint)).toBeTruthy();
    expect(screen.getByRole('link', { name: t.browse }).getAttribute('href')).toBe('/dashboard/courses');
    expect(screen.queryByRole('list', { name: t.listLabel })).toBeNull();
  });

  it('shows placeholders while loading, and a retry when loading fails', async () => {
    let release: (response: Response) => void = () => {};
    answer = () => new Promise<Response>((resolve) => (release = resolve));
    renderPage();
    expect(screen.getByRole('status').textContent).toBe(t.loading);
    await act(async () =>
      release(json(503, { message: messages.common.serviceUnavailable, code: 'service_unavailable' })),
    );
    expect((await screen.findByRole('alert')).textContent).toContain(t.loadError);

    answer = () => json(200, myOrders([order(1)]));
    fireEvent.click(screen.getByRole('button', { name: t.retry }));
    expect(await card('AU-00001-QX2HT')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("pages with 'Anterior' and 'Siguiente', keeping the page in the address", async () => {
    answer = (page) => json(200, myOrders([order(page * 10)], { page, total: 23 }));
    const router = renderPage();
    expect(await card('AU-000010-QX2HT')).toBeTruthy();
    const pagination = within(screen.getByRole('navigation', { name: t.pagination }));
    expect(pagination.getByText(t.pageOf(1, 3))).toBeTruthy();
    const previous = pagination.getByRole('button', { name: t.previous }) as HTMLButtonElement;
    const next = pagination.getByRole('button', { name: t.next }) as HTMLButtonElement;
    expect(previous.disabled).toBe(true);

    fireEvent.click(next);
    expect(await card('AU-000020-QX2HT')).toBeTruthy();
    expect(pagination.getByText(t.pageOf(2, 3))).toBeTruthy();
    expect(router.state.location.search).toBe('?page=2');
    // The reader starts the new page from its top.
    expect(document.activeElement).toBe(screen.getByRole('list', { name: t.listLabel }));

    fireEvent.click(previous);
    expect(await card('AU-000010-QX2HT')).toBeTruthy();
    expect(router.state.location.search).toBe('');
    expect(pagesAsked.slice(0, 2)).toEqual([1, 2]);
  });

  it('goes to the last page when the address asks for one past the end', async () => {
    answer = (page) => json(200, myOrders(page > 2 ? [] : [order(page * 10)], { page, total: 12 }));
    const router = renderPage('/dashboard/purchases?page=5');
    expect(await card('AU-000020-QX2HT')).toBeTruthy();
    expect(router.state.location.search).toBe('?page=2');
  });
});

import { messages, orderMessages } from '@aula/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDate, formatDateTime } from '@/lib/format-date';
import { answer, apiServer, http, refusal } from '@/test/api-server';
import { approvedOrder, id, INSTRUCTIONS, myOrders, order } from '@/test/fixtures/order-fixtures';
import { renderWithProviders } from '@/test/render-with-providers';
import { PurchasesPage } from './purchases-page';

const fakeToast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast: fakeToast }));

const m = orderMessages;
const t = m.mine;

/** What GET /api/orders/mine answers next; each request's page is kept. */
let answerPage: (page: number) => Response | Promise<Response>;
const pagesAsked: number[] = [];
/** What POST /api/orders/{id}/cancel answers; the paths asked are kept. */
let answerCancel: () => Response;
const cancelsAsked: string[] = [];

beforeEach(() => {
  pagesAsked.length = 0;
  cancelsAsked.length = 0;
  apiServer.use(
    http.get('/api/orders/mine', ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get('page'));
      pagesAsked.push(page);
      return answerPage(page);
    }),
    http.post('/api/orders/:id/cancel', ({ request }) => {
      cancelsAsked.push(new URL(request.url).pathname);
      return answerCancel();
    }),
  );
});

const renderPage = (path = '/dashboard/purchases') =>
  renderWithProviders(<PurchasesPage />, {
    path,
    user: 'STUDENT',
    routes: [{ path: '/dashboard/courses', element: <p>Catálogo</p> }],
  }).router;

const card = async (code: string) => within(await screen.findByRole('article', { name: code }));

describe('PurchasesPage', () => {
  it('shows each order with its state, courses, prices and a total per currency', async () => {
    answerPage = () =>
      answer(
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
    answerPage = () => answer(200, myOrders([order(1)]));
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
    answerPage = () => answer(200, myOrders([approved]));
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
    answerPage = () => answer(200, myOrders([rejected]));
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
    answerPage = () => answer(200, myOrders([order(1), approvedOrder(2, 3)]));
    answerCancel = () => answer(200, cancelled);
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
    answerPage = () => answer(200, myOrders([cancelled, approvedOrder(2, 3)]));
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
    answerPage = () => answer(200, myOrders([order(1)]));
    answerCancel = () => refusal(409, 'conflict', m.notCancellable);
    renderPage();
    fireEvent.click((await card('AU-00001-QX2HT')).getByRole('button', { name: t.cancel }));
    answerPage = () => answer(200, myOrders([approvedOrder(1, 0)]));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: t.cancel }));
    await waitFor(() => expect(fakeToast.error).toHaveBeenCalledWith(m.notCancellable));
    expect(await screen.findByText(m.status.approved)).toBeTruthy();
    expect(screen.queryByRole('button', { name: t.cancel })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('invites to browse the courses when there are no orders yet', async () => {
    answerPage = () => answer(200, myOrders([]));
    renderPage();
    expect(await screen.findByText(t.empty)).toBeTruthy();
    expect(screen.getByText(t.emptyHint)).toBeTruthy();
    expect(screen.getByRole('link', { name: t.browse }).getAttribute('href')).toBe('/dashboard/courses');
    expect(screen.queryByRole('list', { name: t.listLabel })).toBeNull();
  });

  it('shows placeholders while loading, and a retry when loading fails', async () => {
    // Made before the page asks: its request reaches the server only after the first render.
    let release: (response: Response) => void = () => {};
    const held = new Promise<Response>((resolve) => (release = resolve));
    answerPage = () => held;
    renderPage();
    expect(screen.getByRole('status').textContent).toBe(t.loading);
    await act(async () => release(refusal(503, 'service_unavailable', messages.common.serviceUnavailable)));
    expect((await screen.findByRole('alert')).textContent).toContain(t.loadError);

    answerPage = () => answer(200, myOrders([order(1)]));
    fireEvent.click(screen.getByRole('button', { name: t.retry }));
    expect(await card('AU-00001-QX2HT')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("pages with 'Anterior' and 'Siguiente', keeping the page in the address", async () => {
    answerPage = (page) => answer(200, myOrders([order(page * 10)], { page, total: 23 }));
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
    answerPage = (page) => answer(200, myOrders(page > 2 ? [] : [order(page * 10)], { page, total: 12 }));
    const router = renderPage('/dashboard/purchases?page=5');
    expect(await card('AU-000020-QX2HT')).toBeTruthy();
    expect(router.state.location.search).toBe('?page=2');
  });
});

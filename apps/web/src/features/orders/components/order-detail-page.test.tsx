import { messages, type Order, orderMessages } from '@aula/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDate, formatDateTime } from '@/lib/format-date';
import { answer, apiServer, http, recordRequests, refusal } from '@/test/api-server';
import { ADMIN, approvedOrder, id, INSTRUCTIONS, order, viewer } from '@/test/fixtures/order-fixtures';
import { renderWithProviders } from '@/test/render-with-providers';
import { OrderDetailPage } from './order-detail-page';

const fakeToast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast: fakeToast }));

const m = orderMessages;
const t = m.admin;
const CODE = 'AU-00001-QX2HT';
const ORDER_PATH = `/api/orders/${id(1)}`;

/** The order GET answers next, and what a decision's POST answers. */
let stored: Order;
let answerDecision: (request: Request) => Response | Promise<Response>;
let orderReads: number;
const decisions: { path: string; body: unknown }[] = [];
let requests: string[];

/** The order as the server answers after an admin's decision, with the trail's new line. */
function decided(status: Order['status'], reason: string | null): Order {
  const at = new Date().toISOString();
  const base = status === 'approved' ? approvedOrder(1, 0) : order(1, { status });
  return {
    ...base,
    events: [...stored.events, { status, at, reason, actor: ADMIN }],
  };
}

beforeEach(() => {
  stored = order(1);
  orderReads = 0;
  decisions.length = 0;
  answerDecision = () => refusal(500, 'internal', 'boom');
  requests = recordRequests();
  apiServer.use(
    http.get(ORDER_PATH, () => {
      orderReads += 1;
      return answer(200, stored);
    }),
    http.post(`${ORDER_PATH}/:decision`, async ({ request, params }) => {
      decisions.push({ path: String(params.decision), body: await request.json() });
      return answerDecision(request);
    }),
  );
});

const ORDER_ROUTE = '/dashboard/orders/:id';
const otherScreens = [
  { path: '/dashboard/orders', element: <p>Lista</p> },
  { path: '/dashboard', element: <p>Inicio</p> },
];

function renderPage(role: 'ADMIN' | 'STUDENT' = 'ADMIN') {
  return renderWithProviders(<OrderDetailPage orderId={id(1)} viewer={viewer(role)} />, {
    path: `/dashboard/orders/${id(1)}`,
    route: ORDER_ROUTE,
    user: viewer(role),
    routes: otherScreens,
  }).router;
}

/** Opens the order from the list at `listSearch`, as its rows do: the list's address goes along as state. */
async function renderFromList(listSearch: string) {
  const { router } = renderWithProviders(<OrderDetailPage orderId={id(1)} viewer={viewer('ADMIN')} />, {
    path: `/dashboard/orders${listSearch}`,
    route: ORDER_ROUTE,
    user: viewer('ADMIN'),
    routes: otherScreens,
  });
  await act(() => router.navigate(`/dashboard/orders/${id(1)}`, { state: { listSearch } }));
  return router;
}

const heading = () => screen.findByRole('heading', { level: 1, name: CODE });
const region = (name: string) => within(screen.getByRole('region', { name }));

async function openDialog(button: string, title: string) {
  await heading();
  fireEvent.click(screen.getByRole('button', { name: button }));
  return within(await screen.findByRole('dialog', { name: title }));
}

describe('OrderDetailPage', () => {
  it('shows who bought what, how they were told to pay, and the trail with who made each change', async () => {
    stored = order(1, {
      status: 'rejected',
      events: [
        {
          status: 'pending',
          at: '2026-03-15T12:00:00.000Z',
          reason: null,
          actor: { ...ADMIN, id: id(300), names: 'Lucía', lastNames: 'Fernández Quispe' },
        },
        { status: 'rejected', at: '2026-03-17T15:30:00.000Z', reason: 'El monto no coincide', actor: ADMIN },
      ],
    });
    renderPage();
    expect(await heading()).toBeTruthy();
    expect(screen.getByText('Rechazado')).toBeTruthy();
    expect(screen.getByRole('link', { name: t.back }).getAttribute('href')).toBe('/dashboard/orders');

    const student = region(t.student);
    expect(student.getByText('Lucía Fernández Quispe')).toBeTruthy();
    expect(student.getByRole('link', { name: 'lucia@aula.test' }).getAttribute('href')).toBe(
      'mailto:lucia@aula.test',
    );
    const items = region(m.items);
    expect(items.getByText('Seguridad del paciente')).toBeTruthy();
    expect(items.getByText('PEN 120.00')).toBeTruthy();
    expect(items.getByText('USD 45.50')).toBeTruthy();
    const payment = region(t.paymentMethod);
    expect(payment.getByText(m.paymentMethod.manual_transfer)).toBeTruthy();
    expect(payment.getByText(t.instructions)).toBeTruthy();
    const instructions = payment.getByText((_, element) => element?.textContent === INSTRUCTIONS);
    expect(instructions.querySelector('b')).toBeNull();

    const trail = region(t.trail).getAllByRole('listitem');
    expect(trail.map((entry) => entry.textContent)).toEqual([
      `${m.event.pending}${formatDateTime('2026-03-15T12:00:00.000Z')} · por Lucía Fernández Quispe`,
      `${m.event.rejected}${formatDateTime('2026-03-17T15:30:00.000Z')} · por Ana Rodríguez SalasMotivo: El monto no coincide`,
    ]);
    // A rejected order allows no decision.
    expect(screen.queryByRole('region', { name: t.columns.actions })).toBeNull();
  });

  it('goes back to the list with the filters it was opened from', async () => {
    await renderFromList('?status=pending&page=2');
    await heading();
    expect(screen.getByRole('link', { name: t.back }).getAttribute('href')).toBe(
      '/dashboard/orders?status=pending&page=2',
    );
  });

  it('approves with a note after confirming, then shows the new state and its guarantee', async () => {
    // Made before the click: its request reaches the server only a moment after it.
    let release: (response: Response) => void = () => {};
    const held = new Promise<Response>((resolve) => (release = resolve));
    answerDecision = () => held;
    renderPage();
    const dialog = await openDialog(t.approve, t.approveTitle);
    expect(dialog.getByText(t.approveText(CODE))).toBeTruthy();
    const note = dialog.getByLabelText(t.approveNote);
    expect(document.activeElement).toBe(note);
    fireEvent.change(note, { target: { value: '  Operación 778812 ' } });
    fireEvent.click(dialog.getByRole('button', { name: t.approve }));

    const sending = await dialog.findByRole('button', { name: t.approving });
    expect((sending as HTMLButtonElement).disabled).toBe(true);
    expect((dialog.getByRole('button', { name: t.cancel }) as HTMLButtonElement).disabled).toBe(true);
    // The button says so at the click; the request reaches the server a moment later.
    await waitFor(() => expect(decisions).toEqual([{ path: 'approve', body: { note: 'Operación 778812' } }]));

    const approved = decided('approved', 'Operación 778812');
    stored = approved;
    await act(async () => release(answer(200, approved)));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fakeToast.success).toHaveBeenCalledWith(t.approved);
    expect(screen.getByText('Aprobado')).toBeTruthy();
    const actions = region(t.columns.actions);
    expect(actions.getByText(t.refundUntil(formatDate(approved.refundDeadline!)))).toBeTruthy();
    expect(actions.getByRole('button', { name: t.refund })).toBeTruthy();
    expect(actions.queryByRole('button', { name: t.approve })).toBeNull();
    expect(region(t.trail).getByText('Operación 778812')).toBeTruthy();
    // The button that opened the dialog is gone: the focus goes to the order's heading.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 })));
  });

  it('approves without a note', async () => {
    answerDecision = () => answer(200, decided('approved', null));
    renderPage();
    const dialog = await openDialog(t.approve, t.approveTitle);
    fireEvent.click(dialog.getByRole('button', { name: t.approve }));
    await waitFor(() => expect(fakeToast.success).toHaveBeenCalledWith(t.approved));
    expect(decisions).toEqual([{ path: 'approve', body: {} }]);
  });

  it('cancelling a decision sends nothing and gives the focus back to its button', async () => {
    renderPage();
    const dialog = await openDialog(t.reject, t.rejectTitle);
    fireEvent.click(dialog.getByRole('button', { name: t.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: t.reject }));
    expect(decisions).toEqual([]);
  });

  it('rejects only with a reason, showing the rule under the field', async () => {
    answerDecision = () => answer(200, decided('rejected', 'No llegó la transferencia'));
    renderPage();
    const dialog = await openDialog(t.reject, t.rejectTitle);
    expect(dialog.getByText(t.rejectText(CODE))).toBeTruthy();
    const reason = dialog.getByLabelText(m.reason);

    fireEvent.click(dialog.getByRole('button', { name: t.reject }));
    expect((await dialog.findByRole('alert')).textContent).toBe(m.reasonRequired);
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(reason, { target: { value: 'no' } });
    fireEvent.click(dialog.getByRole('button', { name: t.reject }));
    await waitFor(() => expect(dialog.getByRole('alert').textContent).toBe(m.reasonTooShort));
    fireEvent.change(reason, { target: { value: 'x'.repeat(501) } });
    fireEvent.click(dialog.getByRole('button', { name: t.reject }));
    await waitFor(() => expect(dialog.getByRole('alert').textContent).toBe(m.reasonTooLong));
    expect(decisions).toEqual([]);

    fireEvent.change(reason, { target: { value: 'No llegó la transferencia' } });
    fireEvent.click(dialog.getByRole('button', { name: t.reject }));
    await waitFor(() => expect(fakeToast.success).toHaveBeenCalledWith(t.rejected));
    expect(decisions).toEqual([{ path: 'reject', body: { reason: 'No llegó la transferencia' } }]);
    expect(await screen.findByText('Rechazado')).toBeTruthy();
  });

  it('shows the server’s verdict on the reason under the field, keeping the dialog open', async () => {
    answerDecision = () =>
      answer(422, {
        message: m.reasonTooShort,
        code: 'validation_failed',
        fields: { reason: m.reasonTooShort },
      });
    renderPage();
    const dialog = await openDialog(t.reject, t.rejectTitle);
    fireEvent.change(dialog.getByLabelText(m.reason), { target: { value: '   abc' } });
    fireEvent.click(dialog.getByRole('button', { name: t.reject }));
    expect((await dialog.findByRole('alert')).textContent).toBe(m.reasonTooShort);
    await waitFor(() => expect(document.activeElement).toBe(dialog.getByLabelText(m.reason)));
    expect(screen.getByRole('dialog', { name: t.rejectTitle })).toBeTruthy();
    expect(fakeToast.success).not.toHaveBeenCalled();
  });

  it('refunds an approved order within its guarantee, with a reason', async () => {
    stored = approvedOrder(1, 3);
    answerDecision = () => answer(200, decided('refunded', 'Curso duplicado'));
    renderPage();
    const dialog = await openDialog(t.refund, t.refundTitle);
    expect(dialog.getByText(t.refundText(CODE))).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: t.refund }));
    expect((await dialog.findByRole('alert')).textContent).toBe(m.reasonRequired);
    expect(decisions).toEqual([]);
    fireEvent.change(dialog.getByLabelText(m.reason), { target: { value: 'Curso duplicado' } });
    fireEvent.click(dialog.getByRole('button', { name: t.refund }));
    await waitFor(() => expect(fakeToast.success).toHaveBeenCalledWith(t.refunded));
    expect(decisions).toEqual([{ path: 'refund', body: { reason: 'Curso duplicado' } }]);
    expect(await screen.findByText('Reembolsado')).toBeTruthy();
    expect(screen.queryByRole('button', { name: t.refund })).toBeNull();
  });

  it('offers no refund once the guarantee is over, and says since when', async () => {
    stored = approvedOrder(1, 31);
    renderPage();
    await heading();
    const actions = region(t.columns.actions);
    expect(actions.getByText(t.refundClosed(formatDate(stored.refundDeadline!)))).toBeTruthy();
    expect(screen.queryByRole('button', { name: t.refund })).toBeNull();
  });

  it('offers approving and rejecting a pending order, and no refund', async () => {
    renderPage();
    await heading();
    const actions = region(t.columns.actions);
    expect(actions.getAllByRole('button').map((button) => button.textContent)).toEqual([t.approve, t.reject]);
  });

  it('says why the server refused a decision, and reads the order again', async () => {
    answerDecision = () => {
      // Another admin approved it a moment earlier.
      stored = decided('approved', null);
      return refusal(409, 'conflict', m.notPending);
    };
    renderPage();
    const dialog = await openDialog(t.approve, t.approveTitle);
    expect(orderReads).toBe(1);
    fireEvent.click(dialog.getByRole('button', { name: t.approve }));
    expect((await screen.findByRole('alert')).textContent).toBe(m.notPending);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(orderReads).toBe(2));
    expect(await screen.findByText('Aprobado')).toBeTruthy();
    expect(screen.queryByRole('button', { name: t.approve })).toBeNull();
    expect(fakeToast.success).not.toHaveBeenCalled();
  });

  it('says so when the refund window closed on the server', async () => {
    stored = approvedOrder(1, 3);
    const expired = m.refundExpired(30, '01/04/2026');
    answerDecision = () => refusal(422, 'validation_failed', expired);
    renderPage();
    const dialog = await openDialog(t.refund, t.refundTitle);
    fireEvent.change(dialog.getByLabelText(m.reason), { target: { value: 'Curso duplicado' } });
    fireEvent.click(dialog.getByRole('button', { name: t.refund }));
    expect((await screen.findByRole('alert')).textContent).toBe(expired);
    await waitFor(() => expect(orderReads).toBe(2));
  });

  it('says the order does not exist, with the way back', async () => {
    stored = order(1);
    apiServer.use(http.get(ORDER_PATH, () => refusal(404, 'not_found', m.notFound)));
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: m.notFound })).toBeTruthy();
    expect(screen.getByRole('link', { name: t.back }).getAttribute('href')).toBe('/dashboard/orders');
  });

  it('offers a retry when the order could not be loaded', async () => {
    apiServer.use(
      http.get(ORDER_PATH, () => refusal(503, 'service_unavailable', messages.common.serviceUnavailable), {
        once: true,
      }),
    );
    renderPage();
    expect(await screen.findByText(t.detailLoadError)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: t.retry }));
    expect(await heading()).toBeTruthy();
  });

  it('tells someone who is not an admin they have no access, without asking', async () => {
    renderPage('STUDENT');
    expect(screen.getByRole('heading', { name: t.noAccessTitle })).toBeTruthy();
    // Time for a request the screen would send to reach the server.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(requests).toEqual([]);
  });
});

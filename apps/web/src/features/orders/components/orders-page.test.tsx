import { messages, orderMessages } from '@aula/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, apiServer, http, HttpResponse, recordRequests, refusal } from '@/test/api-server';
import { id, orderList, orderSummary, viewer } from '@/test/fixtures/order-fixtures';
import { renderWithProviders } from '@/test/render-with-providers';
import { OrdersPage } from './orders-page';

const fakeToast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast: fakeToast }));

const t = orderMessages.admin;

/** What GET /api/orders answers next; each request's query is kept to check what was asked. */
let answerList: (params: URLSearchParams) => Response | Promise<Response>;
const listRequests: URLSearchParams[] = [];
let requests: string[];

beforeEach(() => {
  answerList = () => answer(200, orderList([orderSummary(1)]));
  listRequests.length = 0;
  requests = recordRequests();
  apiServer.use(
    http.get('/api/orders', ({ request }) => {
      const params = new URL(request.url).searchParams;
      listRequests.push(params);
      return answerList(params);
    }),
  );
});

const renderPage = (role: 'ADMIN' | 'INSTRUCTOR' | 'STUDENT', path = '/dashboard/orders') =>
  renderWithProviders(<OrdersPage viewer={viewer(role)} />, {
    path,
    user: viewer(role),
    routes: [
      { path: '/dashboard/orders/:id', element: <p>Detalle</p> },
      { path: '/dashboard', element: <p>Inicio</p> },
    ],
  }).router;

/** Lets a request that the screen would send reach the server, to see that none did. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

const table = () => screen.getByRole('table', { name: t.listTitle });
const rowOf = async (code: string) => within(await screen.findByRole('row', { name: new RegExp(code) }));
const lastRequest = () => Object.fromEntries(listRequests.at(-1)!);
const address = (router: ReturnType<typeof renderPage>) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));

describe('OrdersPage', () => {
  it('lists each order: code, date, student, courses, totals per currency, state and its detail', async () => {
    answerList = () =>
      answer(200, orderList([orderSummary(1), orderSummary(2, { status: 'approved', itemCount: 1 })]));
    renderPage('ADMIN');
    expect(screen.getByRole('heading', { level: 1, name: t.title })).toBeTruthy();
    const first = await rowOf('AU-00001-QX2HT');
    expect(first.getByText('15/03/2026')).toBeTruthy();
    expect(first.getByText('Lucía Fernández Quispe')).toBeTruthy();
    expect(first.getByText('lucia@aula.test')).toBeTruthy();
    expect(first.getByText('2 cursos')).toBeTruthy();
    expect(first.getByText('PEN')).toBeTruthy();
    expect(first.getByText('120.00')).toBeTruthy();
    expect(first.getByText('USD')).toBeTruthy();
    expect(first.getByText('45.50')).toBeTruthy();
    expect(first.getByText('Pendiente de pago')).toBeTruthy();
    expect(first.getByRole('link', { name: t.viewLabel('AU-00001-QX2HT') }).getAttribute('href')).toBe(
      `/dashboard/orders/${id(1)}`,
    );
    const second = await rowOf('AU-00002-QX2HT');
    expect(second.getByText('1 curso')).toBeTruthy();
    expect(second.getByText('Aprobado')).toBeTruthy();
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Código', 'Fecha', 'Estudiante', 'Cursos', 'Total', 'Estado', 'Acciones']);
  });

  it('asks the server for the filters and page the address holds, and shows them', async () => {
    renderPage(
      'ADMIN',
      '/dashboard/orders?status=pending&from=2026-03-01&to=2026-03-31&student=lucia&course=triaje&page=2&pageSize=25',
    );
    await waitFor(() => expect(listRequests).toHaveLength(1));
    expect(lastRequest()).toEqual({
      status: 'pending',
      from: '2026-03-01',
      to: '2026-03-31',
      student: 'lucia',
      course: 'triaje',
      page: '2',
      pageSize: '25',
    });
    expect((screen.getByLabelText(t.statusLabel) as HTMLSelectElement).value).toBe('pending');
    expect((screen.getByLabelText(t.fromLabel) as HTMLInputElement).value).toBe('2026-03-01');
    expect((screen.getByLabelText(t.toLabel) as HTMLInputElement).value).toBe('2026-03-31');
    expect((screen.getByLabelText(t.studentLabel) as HTMLInputElement).value).toBe('lucia');
    expect((screen.getByLabelText(t.courseLabel) as HTMLInputElement).value).toBe('triaje');
    expect((screen.getByRole('combobox', { name: t.pageSizeLabel }) as HTMLSelectElement).value).toBe('25');
  });

  it('filters by state and dates at once, from page 1, keeping them in the address', async () => {
    answerList = (params) =>
      answer(200, orderList([orderSummary(1)], { page: Number(params.get('page')), total: 30 }));
    const router = renderPage('ADMIN', '/dashboard/orders?page=3');
    await screen.findByText(t.page(3, 3));
    const status = screen.getByLabelText(t.statusLabel);
    expect(
      within(status)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Todos', 'Pendiente de pago', 'Aprobado', 'Rechazado', 'Reembolsado', 'Cancelado']);

    fireEvent.change(status, { target: { value: 'approved' } });
    await waitFor(() => expect(lastRequest()).toMatchObject({ status: 'approved', page: '1' }));
    fireEvent.change(screen.getByLabelText(t.fromLabel), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText(t.toLabel), { target: { value: '2026-03-31' } });
    await waitFor(() =>
      expect(lastRequest()).toMatchObject({ status: 'approved', from: '2026-03-01', to: '2026-03-31' }),
    );
    expect(address(router)).toEqual({ status: 'approved', from: '2026-03-01', to: '2026-03-31' });
  });

  it('searches by student and course once the admin pauses typing, and clears every filter', async () => {
    const router = renderPage('ADMIN', '/dashboard/orders?status=rejected');
    await rowOf('AU-00001-QX2HT');
    fireEvent.change(screen.getByLabelText(t.studentLabel), { target: { value: 'luc' } });
    fireEvent.change(screen.getByLabelText(t.studentLabel), { target: { value: 'lucia@' } });
    fireEvent.change(screen.getByLabelText(t.courseLabel), { target: { value: 'Triaje ' } });
    // Nothing is asked while the admin types.
    expect(listRequests).toHaveLength(1);
    await waitFor(() => expect(lastRequest()).toMatchObject({ student: 'lucia@', course: 'Triaje' }));
    expect(address(router)).toEqual({ status: 'rejected', student: 'lucia@', course: 'Triaje' });

    fireEvent.click(screen.getByRole('button', { name: t.clearFilters }));
    await waitFor(() => expect(address(router)).toEqual({}));
    expect(lastRequest()).toEqual({ status: 'all', page: '1', pageSize: '10' });
    expect((screen.getByLabelText(t.studentLabel) as HTMLInputElement).value).toBe('');
    expect((screen.getByRole('button', { name: t.clearFilters }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says what is wrong with a range that ends before it starts, and asks nothing', async () => {
    renderPage('ADMIN', '/dashboard/orders?from=2026-03-31&to=2026-03-01');
    const to = screen.getByLabelText(t.toLabel);
    expect(to.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe(orderMessages.invalidRange);
    expect(screen.queryByRole('table')).toBeNull();
    expect((screen.getByRole('button', { name: t.export }) as HTMLButtonElement).disabled).toBe(true);
    await settle();
    expect(requests).toEqual([]);
  });

  it('says so when no order matches', async () => {
    answerList = () => answer(200, orderList([]));
    renderPage('ADMIN', '/dashboard/orders?student=zzz');
    expect(await screen.findByRole('cell', { name: t.noResults })).toBeTruthy();
    expect(screen.getByText(t.page(1, 1))).toBeTruthy();
  });

  it('shows placeholder rows while the first page loads, and a retry when it fails', async () => {
    // Made before the page asks: its request reaches the server only after the first render.
    let release: (response: Response) => void = () => {};
    const held = new Promise<Response>((resolve) => (release = resolve));
    answerList = () => held;
    renderPage('ADMIN');
    expect(screen.getByText(t.loading)).toBeTruthy();
    await act(async () => release(refusal(500, 'internal', 'boom')));
    expect(await screen.findByText(t.loadError)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();

    answerList = () => answer(200, orderList([orderSummary(1)]));
    fireEvent.click(screen.getByRole('button', { name: t.retry }));
    expect(await rowOf('AU-00001-QX2HT')).toBeTruthy();
  });

  it.each(['STUDENT', 'INSTRUCTOR'] as const)(
    'tells a %s they have no access, without asking',
    async (role) => {
      renderPage(role);
      expect(screen.getByRole('heading', { name: t.noAccessTitle })).toBeTruthy();
      expect(screen.getByText(t.noAccessText)).toBeTruthy();
      expect(screen.getByRole('link', { name: t.backToDashboard }).getAttribute('href')).toBe('/dashboard');
      expect(screen.queryByRole('table')).toBeNull();
      await settle();
      expect(requests).toEqual([]);
    },
  );

  it('shows the same when the server refuses the list', async () => {
    answerList = () => refusal(403, 'forbidden', messages.common.forbidden);
    renderPage('ADMIN');
    expect(await screen.findByRole('heading', { name: t.noAccessTitle })).toBeTruthy();
  });

  it('hands the list’s address to the detail, so that its way back keeps the filters', async () => {
    const router = renderPage('ADMIN', '/dashboard/orders?status=pending');
    fireEvent.click(
      (await rowOf('AU-00001-QX2HT')).getByRole('link', { name: t.viewLabel('AU-00001-QX2HT') }),
    );
    await screen.findByText('Detalle');
    expect(router.state.location.state).toEqual({ listSearch: '?status=pending' });
  });

  describe('Exportar', () => {
    let saved: { href: string; download: string }[];
    beforeEach(() => {
      saved = [];
      vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:http://aula.test/csv-1');
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        saved.push({ href: this.href, download: this.download });
      });
    });

    it("downloads every order of the current filters under the server's file name", async () => {
      const exports: Request[] = [];
      apiServer.use(
        http.get('/api/orders/export.csv', ({ request }) => {
          exports.push(request);
          return new HttpResponse('\uFEFFCódigo\n', {
            headers: {
              'Content-Type': 'text/csv; charset=utf-8',
              'Content-Disposition': 'attachment; filename="pedidos-2026-03-31.csv"',
            },
          });
        }),
      );
      renderPage(
        'ADMIN',
        '/dashboard/orders?status=approved&from=2026-03-01&course=triaje&page=2&pageSize=25',
      );
      await rowOf('AU-00001-QX2HT');
      fireEvent.click(screen.getByRole('button', { name: t.export }));
      await waitFor(() =>
        expect(saved).toEqual([{ href: 'blob:http://aula.test/csv-1', download: 'pedidos-2026-03-31.csv' }]),
      );
      const url = new URL(exports[0]!.url);
      expect(url.pathname).toBe('/api/orders/export.csv');
      expect(Object.fromEntries(url.searchParams)).toEqual({
        status: 'approved',
        from: '2026-03-01',
        course: 'triaje',
      });
      expect(exports[0]!.headers.get('Authorization')).toBe('Bearer test-token');
    });

    it('says so when the file cannot be had', async () => {
      apiServer.use(
        http.get('/api/orders/export.csv', () =>
          refusal(503, 'service_unavailable', messages.common.serviceUnavailable),
        ),
      );
      renderPage('ADMIN');
      await rowOf('AU-00001-QX2HT');
      fireEvent.click(screen.getByRole('button', { name: t.export }));
      await waitFor(() =>
        expect(fakeToast.error).toHaveBeenCalledWith(t.exportError, {
          description: messages.common.serviceUnavailable,
        }),
      );
      expect(saved).toEqual([]);
    });
  });
});

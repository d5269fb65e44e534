import { messages, securityLogMessages } from '@aula/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { answer, apiServer, http, recordRequests, refusal } from '@/test/api-server';
import {
  ADMIN,
  NURSE,
  securityEvent,
  securityEventList,
  viewer,
} from '@/test/fixtures/security-log-fixtures';
import { renderWithProviders } from '@/test/render-with-providers';
import { SecurityLogPage } from './security-log-page';

const t = securityLogMessages.screen;

/** What GET /api/security-events answers next; each request's query is kept to check what was asked. */
let answerList: (params: URLSearchParams) => Response | Promise<Response>;
const listRequests: URLSearchParams[] = [];
let requests: string[];

beforeEach(() => {
  answerList = () => answer(200, securityEventList([securityEvent(1)]));
  listRequests.length = 0;
  requests = recordRequests();
  apiServer.use(
    http.get('/api/security-events', ({ request }) => {
      const params = new URL(request.url).searchParams;
      listRequests.push(params);
      return answerList(params);
    }),
  );
});

function renderPage(role: 'ADMIN' | 'INSTRUCTOR' | 'STUDENT', path = '/dashboard/security') {
  const signedIn = viewer(role);
  const { router } = renderWithProviders(<SecurityLogPage viewer={signedIn} />, {
    path,
    user: signedIn,
    routes: [{ path: '/dashboard', element: <p>Inicio</p> }],
  });
  return router;
}

const table = () => screen.getByRole('table', { name: t.listTitle });
const lastRequest = () => Object.fromEntries(listRequests.at(-1)!);
const address = (router: ReturnType<typeof renderPage>) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));

describe('SecurityLogPage', () => {
  it('shows each event: when, what, its outcome, who, whom, from where and the detail', async () => {
    answerList = () =>
      answer(
        200,
        securityEventList([
          securityEvent(1),
          securityEvent(2, {
            occurredAt: '2026-03-15T12:05:09.000Z',
            type: 'role_change',
            outcome: 'success',
            actor: ADMIN,
            target: NURSE,
            sessionId: '7f3c2a10-0000-4000-8000-000000000001',
            details: { from: 'STUDENT', to: 'INSTRUCTOR' },
          }),
          securityEvent(3, {
            type: 'permission_denied',
            actor: NURSE,
            target: null,
            ip: null,
            userAgent: null,
            details: { method: 'GET', path: '/api/security-events', code: 'forbidden' },
          }),
          securityEvent(4, {
            type: 'data_export',
            outcome: 'success',
            actor: ADMIN,
            target: null,
            details: { export: 'users', filters: 'role=STUDENT' },
          }),
        ]),
      );
    renderPage('ADMIN');
    expect(screen.getByRole('heading', { level: 1, name: t.title })).toBeTruthy();
    await screen.findByText('Email usado: lucia@aula.test');
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Fecha y hora',
      'Evento',
      'Resultado',
      'Realizado por',
      'Cuenta afectada',
      'Origen',
      'Detalle',
    ]);

    const rows = within(table()).getAllByRole('row').slice(1);
    const failed = within(rows[0]!);
    expect(failed.getByText('Inicio de sesión')).toBeTruthy();
    expect(failed.getByText('Fallido')).toBeTruthy();
    expect(failed.getByText(t.nobody)).toBeTruthy();
    expect(failed.getByText('Lucía Fernández Quispe')).toBeTruthy();
    expect(failed.getByText('203.0.113.7')).toBeTruthy();
    expect(failed.getByText('Mozilla/5.0 (Windows NT 10.0) Chrome/126.0')).toBeTruthy();
    expect(failed.getByText('Email usado: lucia@aula.test')).toBeTruthy();

    const roleChange = within(rows[1]!);
    expect(roleChange.getByText('Cambio de rol')).toBeTruthy();
    expect(roleChange.getByText('Correcto')).toBeTruthy();
    expect(roleChange.getByText('Ana Rodríguez Salas')).toBeTruthy();
    expect(roleChange.getByText('Estudiante → Instructor')).toBeTruthy();
    expect(roleChange.getByText('Sesión 7f3c2a10')).toBeTruthy();
    expect(roleChange.getByRole('rowheader').textContent).toMatch(/^15\/03\/2026 \d{2}:05:09$/);

    const refused = within(rows[2]!);
    expect(refused.getByText('Acceso denegado')).toBeTruthy();
    expect(refused.getByText('GET /api/security-events')).toBeTruthy();
    expect(refused.getByText(t.unknownAddress)).toBeTruthy();

    const exported = within(rows[3]!);
    expect(exported.getByText('Exportación de datos personales')).toBeTruthy();
    expect(exported.getByText('Lista de usuarios (CSV)')).toBeTruthy();
    expect(exported.getByText('Filtros: role=STUDENT')).toBeTruthy();
  });

  it('asks the server for the filters and page the address holds, and shows them', async () => {
    renderPage(
      'ADMIN',
      '/dashboard/security?type=sign_in&outcome=failure&actor=ana&target=lucia&from=2026-03-01&to=2026-03-31&page=2&pageSize=25',
    );
    await waitFor(() => expect(listRequests).toHaveLength(1));
    expect(lastRequest()).toEqual({
      type: 'sign_in',
      outcome: 'failure',
      actor: 'ana',
      target: 'lucia',
      from: '2026-03-01',
      to: '2026-03-31',
      page: '2',
      pageSize: '25',
    });
    expect((screen.getByLabelText(t.typeLabel) as HTMLSelectElement).value).toBe('sign_in');
    expect((screen.getByLabelText(t.outcomeLabel) as HTMLSelectElement).value).toBe('failure');
    expect((screen.getByLabelText(t.actorLabel) as HTMLInputElement).value).toBe('ana');
    expect((screen.getByLabelText(t.targetLabel) as HTMLInputElement).value).toBe('lucia');
    expect((screen.getByLabelText(t.fromLabel) as HTMLInputElement).value).toBe('2026-03-01');
    expect((screen.getByLabelText(t.toLabel) as HTMLInputElement).value).toBe('2026-03-31');
  });

  it('filters by kind, outcome, person and dates from page 1, keeps them in the address, and clears them', async () => {
    answerList = (params) =>
      answer(200, securityEventList([securityEvent(1)], { page: Number(params.get('page')), total: 30 }));
    const router = renderPage('ADMIN', '/dashboard/security?page=3');
    await screen.findByText(t.page(3, 3));
    const type = screen.getByLabelText(t.typeLabel);
    expect(
      within(type)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Todos',
      'Inicio de sesión',
      'Inicio de sesión bloqueado por intentos',
      'Acceso denegado',
      'Cambio de contraseña',
      'Restablecimiento de contraseña por correo',
      'Cierre de sesión en todos los dispositivos',
      'Sesión cerrada desde «Sesiones activas»',
      'Creación de usuario',
      'Envío de invitación',
      'Invitación aceptada (contraseña elegida)',
      'Cambio de rol',
      'Cambio de unidades supervisadas',
      'Eliminación de usuario',
      'Exportación de datos personales',
      'Activación de la verificación en dos pasos',
      'Desactivación de la verificación en dos pasos',
      'Segundo paso del inicio de sesión',
      'Uso de un código de recuperación',
      'Nuevos códigos de recuperación',
      'Restablecimiento de la verificación en dos pasos',
      'Cambio de la exigencia de verificación en dos pasos',
      'Cambio del inicio de sesión institucional',
    ]);

    fireEvent.change(type, { target: { value: 'permission_denied' } });
    await waitFor(() => expect(lastRequest()).toMatchObject({ type: 'permission_denied', page: '1' }));
    fireEvent.change(screen.getByLabelText(t.outcomeLabel), { target: { value: 'failure' } });
    fireEvent.change(screen.getByLabelText(t.fromLabel), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText(t.toLabel), { target: { value: '2026-03-31' } });
    fireEvent.change(screen.getByLabelText(t.actorLabel), { target: { value: 'lucia@' } });
    // The other filters' requests reach the mock API a few ticks after the screen sends them.
    await waitFor(() => expect(lastRequest()).toMatchObject({ to: '2026-03-31' }));
    // Nothing is asked while the admin types.
    const asked = listRequests.length;
    expect(lastRequest().actor).toBeUndefined();
    await waitFor(() => expect(lastRequest()).toMatchObject({ actor: 'lucia@' }));
    expect(listRequests.length).toBe(asked + 1);
    expect(address(router)).toEqual({
      type: 'permission_denied',
      outcome: 'failure',
      from: '2026-03-01',
      to: '2026-03-31',
      actor: 'lucia@',
    });

    fireEvent.click(screen.getByRole('button', { name: t.clearFilters }));
    await waitFor(() => expect(address(router)).toEqual({}));
    expect(lastRequest()).toEqual({ type: 'all', outcome: 'all', page: '1', pageSize: '10' });
    expect((screen.getByRole('button', { name: t.clearFilters }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says so when no event matches', async () => {
    answerList = () => answer(200, securityEventList([]));
    renderPage('ADMIN', '/dashboard/security?target=zzz');
    expect(await screen.findByRole('cell', { name: t.noResults })).toBeTruthy();
    expect(screen.getByText(t.page(1, 1))).toBeTruthy();
  });

  it('says when more events match than were counted', async () => {
    answerList = () =>
      answer(200, securityEventList([securityEvent(1)], { total: 10_000, totalIsLowerBound: true }));
    renderPage('ADMIN');
    expect(await screen.findByText(t.pageOfMany(1, 1000))).toBeTruthy();
    expect(screen.getByText(t.manyResults)).toBeTruthy();
  });

  it('says what is wrong with a range that ends before it starts, and asks nothing', async () => {
    renderPage('ADMIN', '/dashboard/security?from=2026-03-31&to=2026-03-01');
    expect(screen.getByLabelText(t.toLabel).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe(securityLogMessages.invalidRange);
    expect(screen.queryByRole('table')).toBeNull();
    expect(requests).toEqual([]);
  });

  it('shows placeholder rows while the first page loads, and a retry when it fails', async () => {
    let release: (response: Response) => void = () => {};
    // Made before the request: the mock API calls the handler a few ticks after the screen asks.
    const held = new Promise<Response>((resolve) => (release = resolve));
    answerList = () => held;
    renderPage('ADMIN');
    expect(screen.getByText(t.loading)).toBeTruthy();
    await act(async () => release(refusal(500, 'internal', 'boom')));
    expect(await screen.findByText(t.loadError)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();

    answerList = () => answer(200, securityEventList([securityEvent(1)]));
    fireEvent.click(screen.getByRole('button', { name: t.retry }));
    expect(await screen.findByText('Email usado: lucia@aula.test')).toBeTruthy();
  });

  it.each(['STUDENT', 'INSTRUCTOR'] as const)('tells a %s they have no access, without asking', (role) => {
    renderPage(role);
    expect(screen.getByRole('heading', { name: t.noAccessTitle })).toBeTruthy();
    expect(screen.getByText(t.noAccessText)).toBeTruthy();
    expect(screen.getByRole('link', { name: t.backToDashboard }).getAttribute('href')).toBe('/dashboard');
    expect(requests).toEqual([]);
  });

  it('shows the same when the server refuses the log', async () => {
    answerList = () => refusal(403, 'forbidden', messages.common.forbidden);
    renderPage('ADMIN');
    expect(await screen.findByRole('heading', { name: t.noAccessTitle })).toBeTruthy();
  });
});

import {
  messages,
  placementMessages,
  STAFF_IMPORT_PATH,
  staffImportMessages,
  userMessages,
} from '@aula/shared';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, apiServer, http, HttpResponse, noContent, recordRequests, refusal } from '@/test/api-server';
import { industries, positionId, positions, unitId, units } from '@/test/fixtures/placement-fixtures';
import {
  countries,
  id,
  userList,
  userStats,
  userSummary,
  userTotals,
  viewer,
} from '@/test/fixtures/user-fixtures';
import { renderWithProviders } from '@/test/render-with-providers';
import { UsersPage } from './users-page';

const fakeToast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast: fakeToast }));

const t = userMessages.screen;

/** What GET /api/users and /api/users/totals answer next; each request's query is kept to check what was asked. */
let answerList: (params: URLSearchParams) => Response | Promise<Response>;
let answerTotals: (params: URLSearchParams) => Response | Promise<Response>;
const listRequests: URLSearchParams[] = [];
const totalsRequests: URLSearchParams[] = [];
let requests: string[];

beforeEach(() => {
  answerList = () => answer(200, userList([userSummary(1)]));
  answerTotals = () => answer(200, userTotals(1));
  listRequests.length = 0;
  totalsRequests.length = 0;
  requests = recordRequests();
  apiServer.use(
    http.get('/api/users', ({ request }) => {
      const params = new URL(request.url).searchParams;
      listRequests.push(params);
      return answerList(params);
    }),
    http.get('/api/users/totals', ({ request }) => {
      const params = new URL(request.url).searchParams;
      totalsRequests.push(params);
      return answerTotals(params);
    }),
    http.get('/api/reference/countries', () => answer(200, countries)),
    http.get('/api/units', () => answer(200, { items: units })),
    http.get('/api/positions', () => answer(200, { items: positions })),
    http.get('/api/reference/industries', () => answer(200, industries)),
  );
});

function renderPage(role: 'ADMIN' | 'INSTRUCTOR' | 'STUDENT', path = '/dashboard/users') {
  const signedIn = viewer(role);
  const { router } = renderWithProviders(<UsersPage viewer={signedIn} />, {
    path,
    user: signedIn,
    routes: [{ path: '/dashboard', element: <p>Inicio</p> }],
  });
  return router;
}

const table = () => screen.getByRole('table', { name: 'Lista de Usuarios' });
const rowOf = async (name: string) => within(await screen.findByRole('row', { name: new RegExp(name) }));
const lastRequest = () => Object.fromEntries(listRequests.at(-1)!);
const totalsAsked = () => totalsRequests.map((params) => Object.fromEntries(params));
/** A stat card's label, figure and note, as one text. */
const card = (label: string) => screen.getByText(label).parentElement!.textContent;
const address = (router: ReturnType<typeof renderPage>) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));
/**
 * A list of `total` people: each page as asked for, with the `next` that reads the one after it
 * (its last row's id), and their count.
 */
function listOf(total: number) {
  answerList = (params) => {
    const page = Number(params.get('page') ?? 1);
    const pageSize = Number(params.get('pageSize') ?? 10);
    const first = (page - 1) * pageSize + 1;
    const count = Math.max(0, Math.min(pageSize, total - first + 1));
    const items = Array.from({ length: count }, (_, index) => userSummary(first + index));
    const more = first + count - 1 < total;
    return answer(200, userList(items, { page, pageSize, next: more ? items.at(-1)!.id : null }));
  };
  answerTotals = () => answer(200, userTotals(total));
}

describe('UsersPage', () => {
  it('shows each person with photo fallback, names, email, phone, country name, date and role', async () => {
    answerList = () =>
      answer(
        200,
        userList([
          userSummary(1, {
            names: 'lucía',
            lastNames: 'Fernández',
            role: { code: '01', name: 'instructor' },
          }),
          userSummary(2, { phone: null, country: null, urlImage: '/api/files/a.png?sig=1' }),
        ]),
      );
    renderPage('ADMIN');
    const first = await rowOf('lucía Fernández');
    expect(first.getByText('L')).toBeTruthy();
    expect(first.getByText('persona1@aula.test')).toBeTruthy();
    expect(first.getByText('987654321')).toBeTruthy();
    expect(await first.findByText('Perú')).toBeTruthy();
    expect(first.getByText('15/03/2026')).toBeTruthy();
    expect(first.getByText('Instructor')).toBeTruthy();
    const second = await rowOf('Persona 2 Apellido 2');
    expect(second.getAllByText('-')).toHaveLength(2);
    expect(second.getByText('Estudiante')).toBeTruthy();
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Foto', 'Nombres', 'Email', 'Teléfono', 'País', 'Fecha de registro', 'Rol', 'Acciones']);
  });

  it('asks the server for the search, filters, order and page the address holds', async () => {
    renderPage('ADMIN', '/dashboard/users?search=ana&role=STUDENT&country=CL&sort=names&page=2&pageSize=25');
    await waitFor(() => expect(listRequests).toHaveLength(1));
    // No page 1 in the cache to read on from: page 2 is read by its number, without `after`.
    expect(lastRequest()).toEqual({
      search: 'ana',
      role: 'STUDENT',
      country: 'CL',
      sort: 'names',
      page: '2',
      pageSize: '25',
    });
    // The count takes the search and the filters, nothing of the order or the page.
    await waitFor(() => expect(totalsAsked()).toEqual([{ search: 'ana', role: 'STUDENT', country: 'CL' }]));
    expect((screen.getByRole('searchbox', { name: 'Buscar usuarios' }) as HTMLInputElement).value).toBe(
      'ana',
    );
    expect((screen.getByRole('combobox', { name: t.pageSizeLabel }) as HTMLSelectElement).value).toBe('25');
    expect(screen.getByRole('columnheader', { name: /Nombres/ }).getAttribute('aria-sort')).toBe('ascending');
  });

  it("pages with 'Página X de Y' and '{n} por página', keeping both in the address", async () => {
    listOf(23);
    const router = renderPage('ADMIN');
    expect(await screen.findByText('Página 1 de 3')).toBeTruthy();
    const pageSize = screen.getByRole('combobox', { name: t.pageSizeLabel });
    expect(
      within(pageSize)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['10 por página', '25 por página', '50 por página', '100 por página']);
    expect((pageSize as HTMLSelectElement).value).toBe('10');
    const previous = screen.getByRole('button', { name: 'Página anterior' }) as HTMLButtonElement;
    const next = screen.getByRole('button', { name: 'Página siguiente' }) as HTMLButtonElement;
    expect(previous.disabled).toBe(true);

    fireEvent.click(next);
    expect(await screen.findByText('Página 2 de 3')).toBeTruthy();
    expect(lastRequest()).toMatchObject({ page: '2', pageSize: '10' });
    expect(address(router)).toEqual({ page: '2' });
    expect(await rowOf('Persona 11 Apellido 11')).toBeTruthy();

    fireEvent.change(pageSize, { target: { value: '25' } });
    expect(await screen.findByText('Página 1 de 1')).toBeTruthy();
    expect(lastRequest()).toMatchObject({ page: '1', pageSize: '25' });
    expect(address(router)).toEqual({ pageSize: '25' });
    expect(next.disabled).toBe(true);
  });

  it('goes to the last page when the address asks for one past the end', async () => {
    listOf(12);
    const router = renderPage('ADMIN', '/dashboard/users?page=7');
    expect(await screen.findByText('Página 2 de 2')).toBeTruthy();
    expect(address(router)).toEqual({ page: '2' });
  });

  it('searches once the user pauses typing, from page 1, and keeps it in the address', async () => {
    listOf(40);
    const router = renderPage('ADMIN', '/dashboard/users?page=3');
    await screen.findByText('Página 3 de 4');
    const search = screen.getByRole('searchbox', { name: 'Buscar usuarios' });
    expect(search.getAttribute('placeholder')).toBe('Buscar usuarios...');
    fireEvent.change(search, { target: { value: 'l' } });
    fireEvent.change(search, { target: { value: 'lu' } });
    fireEvent.change(search, { target: { value: 'lucía ' } });
    // Nothing is asked while the user types.
    expect(listRequests).toHaveLength(1);
    await waitFor(() => expect(lastRequest()).toMatchObject({ search: 'lucía', page: '1' }));
    expect(listRequests).toHaveLength(2);
    expect(address(router)).toEqual({ search: 'lucía' });
    // What the user typed stays as typed.
    expect((search as HTMLInputElement).value).toBe('lucía ');
    // Back to the unsearched list: the box follows the address.
    await act(() => router.navigate('/dashboard/users'));
    expect((search as HTMLInputElement).value).toBe('');
  });

  it('orders by names from the column header, then back to the newest first', async () => {
    const router = renderPage('ADMIN');
    await rowOf('Persona 1');
    expect(screen.getByRole('columnheader', { name: /Fecha de registro/ }).getAttribute('aria-sort')).toBe(
      'descending',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Nombres' }));
    await waitFor(() => expect(lastRequest()).toMatchObject({ sort: 'names', page: '1' }));
    expect(address(router)).toEqual({ sort: 'names' });
    fireEvent.click(screen.getByRole('button', { name: 'Fecha de registro' }));
    await waitFor(() => expect(lastRequest()).toMatchObject({ sort: 'created' }));
    expect(address(router)).toEqual({});
  });

  it("filters by role and country from 'Filtros', from page 1, and clears them", async () => {
    listOf(30);
    const router = renderPage('ADMIN', '/dashboard/users?page=2');
    await screen.findByText('Página 2 de 3');
    fireEvent.click(screen.getByRole('button', { name: 'Filtros' }));
    const sheet = within(await screen.findByRole('dialog', { name: 'Filtros' }));
    const role = sheet.getByLabelText('Rol');
    expect(
      within(role)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Todos', 'Administrador', 'Instructor', 'Estudiante']);
    fireEvent.change(role, { target: { value: 'INSTRUCTOR' } });
    await waitFor(() => expect(lastRequest()).toMatchObject({ role: 'INSTRUCTOR', page: '1' }));

    const country = sheet.getByRole('combobox', { name: 'País' });
    fireEvent.change(country, { target: { value: 'peru' } });
    fireEvent.click(await sheet.findByRole('option', { name: '🇵🇪 Perú (PE)' }));
    await waitFor(() => expect(lastRequest()).toMatchObject({ role: 'INSTRUCTOR', country: 'PE' }));
    expect(address(router)).toEqual({ role: 'INSTRUCTOR', country: 'PE' });
    fireEvent.click(sheet.getByRole('button', { name: 'Cerrar' }));
    const filters = screen.getByRole('button', { name: 'Filtros' });
    expect(document.getElementById(filters.getAttribute('aria-describedby')!)!.textContent).toBe(
      '2 filtros activos',
    );

    fireEvent.click(filters);
    const reopened = within(await screen.findByRole('dialog', { name: 'Filtros' }));
    expect((reopened.getByRole('combobox', { name: 'País' }) as HTMLInputElement).value).toBe('🇵🇪 Perú (PE)');
    fireEvent.click(reopened.getByRole('button', { name: 'Limpiar filtros' }));
    await waitFor(() => expect(address(router)).toEqual({}));
    expect(lastRequest()).toMatchObject({ role: 'all', page: '1' });
    expect(lastRequest().country).toBeUndefined();
  });

  it("filters an admin's list by unit (with its sub-units), position and profession, kept in the address", async () => {
    const router = renderPage('ADMIN');
    await rowOf('Persona 1 Apellido 1');
    fireEvent.click(screen.getByRole('button', { name: 'Filtros' }));
    const sheet = within(await screen.findByRole('dialog', { name: 'Filtros' }));
    const unit = sheet.getByLabelText(placementMessages.filters.unitLabel);
    await waitFor(() => expect(within(unit).getAllByRole('option')).toHaveLength(units.length + 1));
    // Archived units stay choosable: people placed there before are still found.
    expect(within(unit).getByRole('option', { name: /Laboratorio antiguo/ })).toBeTruthy();
    expect(unit.getAttribute('aria-describedby')).toBeTruthy();
    fireEvent.change(unit, { target: { value: unitId.hospital } });
    await waitFor(() => expect(lastRequest()).toMatchObject({ unit: unitId.hospital, page: '1' }));

    const position = sheet.getByLabelText(placementMessages.filters.positionLabel);
    await waitFor(() => expect(within(position).getAllByRole('option')).toHaveLength(positions.length + 1));
    fireEvent.change(position, { target: { value: positionId.nurse } });
    const profession = sheet.getByLabelText(placementMessages.filters.professionLabel);
    await waitFor(() =>
      expect(within(profession).getAllByRole('option')).toHaveLength(industries.length + 1),
    );
    fireEvent.change(profession, { target: { value: industries[0]!.id } });
    await waitFor(() =>
      expect(address(router)).toEqual({
        unit: unitId.hospital,
        position: positionId.nurse,
        profession: industries[0]!.id,
      }),
    );
    expect(lastRequest()).toMatchObject({
      unit: unitId.hospital,
      position: positionId.nurse,
      profession: industries[0]!.id,
    });

    fireEvent.click(sheet.getByRole('button', { name: 'Limpiar filtros' }));
    await waitFor(() => expect(address(router)).toEqual({}));
  });

  it("offers instructors no organisation filters (the organisation is the admins')", async () => {
    renderPage('INSTRUCTOR');
    await rowOf('Persona 1 Apellido 1');
    fireEvent.click(screen.getByRole('button', { name: 'Filtros' }));
    const sheet = within(await screen.findByRole('dialog', { name: 'Filtros' }));
    expect(sheet.getByLabelText('Rol')).toBeTruthy();
    expect(sheet.queryByLabelText(placementMessages.filters.unitLabel)).toBeNull();
    expect(requests).not.toContain('GET /api/units');
  });

  it("says 'No hay resultados.' when nothing matches", async () => {
    answerList = () => answer(200, userList([]));
    answerTotals = () => answer(200, userTotals(0));
    renderPage('ADMIN', '/dashboard/users?search=zzz');
    expect(await screen.findByRole('cell', { name: 'No hay resultados.' })).toBeTruthy();
    expect(screen.getByText('Página 1 de 1')).toBeTruthy();
  });

  it('shows skeleton rows while the first page loads, and a retry when it fails', async () => {
    let release: (response: Response) => void = () => {};
    // Made before the request: the mock API calls the handler a few ticks after the screen asks.
    const held = new Promise<Response>((resolve) => (release = resolve));
    answerList = () => held;
    answerTotals = () => refusal(500, 'internal', 'boom');
    renderPage('ADMIN');
    expect(screen.getByText(t.loading)).toBeTruthy();
    expect(screen.getByText(t.stats.loading)).toBeTruthy();
    // Ten rows of placeholders, hidden from screen readers, which hear 'Cargando usuarios...'.
    expect(within(table()).getAllByRole('row', { hidden: true })).toHaveLength(11);
    await act(async () => release(refusal(500, 'internal', 'boom')));
    expect(await screen.findByText(t.loadError)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByText(t.stats.loading)).toBeNull();

    // 'Reintentar' asks again for the rows and for the count that failed with them.
    answerList = () => answer(200, userList([userSummary(1)]));
    answerTotals = () => answer(200, userTotals(1));
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await rowOf('Persona 1')).toBeTruthy();
    expect(screen.queryByText(t.loading)).toBeNull();
    expect(await screen.findByText('Total Usuarios')).toBeTruthy();
  });

  describe('the count, asked apart from the rows', () => {
    it('reads the next page on from the last row of the page before, and keeps that out of the address', async () => {
      listOf(23);
      const router = renderPage('ADMIN');
      expect(await screen.findByText('Página 1 de 3')).toBeTruthy();
      expect(lastRequest().after).toBeUndefined();
      const next = screen.getByRole('button', { name: 'Página siguiente' });

      fireEvent.click(next);
      expect(await rowOf('Persona 11 Apellido 11')).toBeTruthy();
      expect(lastRequest()).toEqual({
        role: 'all',
        sort: 'created',
        page: '2',
        pageSize: '10',
        after: id(10),
      });
      fireEvent.click(next);
      expect(await rowOf('Persona 21 Apellido 21')).toBeTruthy();
      expect(lastRequest()).toMatchObject({ page: '3', after: id(20) });
      expect(screen.getByText('Página 3 de 3')).toBeTruthy();
      // The address says which page, not how it was read.
      expect(address(router)).toEqual({ page: '3' });

      // Back to a page already read: it shows at once, and is read again on from page 1's last row.
      const asked = listRequests.length;
      fireEvent.click(screen.getByRole('button', { name: 'Página anterior' }));
      expect(await screen.findByText('Página 2 de 3')).toBeTruthy();
      expect(screen.getByRole('row', { name: /Persona 11 Apellido 11/ })).toBeTruthy();
      await waitFor(() => expect(listRequests).toHaveLength(asked + 1));
      expect(lastRequest()).toMatchObject({ page: '2', after: id(10) });
    });

    it('counts once for every page, order and page size', async () => {
      listOf(23);
      const sent = recordRequests({ query: true });
      renderPage('ADMIN');
      expect(await screen.findByText('Página 1 de 3')).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Página siguiente' }));
      expect(await rowOf('Persona 11 Apellido 11')).toBeTruthy();

      // A new order starts again at page 1, read by its number.
      fireEvent.click(screen.getByRole('button', { name: 'Nombres' }));
      await waitFor(() => expect(lastRequest()).toMatchObject({ sort: 'names', page: '1' }));
      expect(lastRequest().after).toBeUndefined();
      fireEvent.change(screen.getByRole('combobox', { name: t.pageSizeLabel }), { target: { value: '25' } });
      expect(await screen.findByText('Página 1 de 1')).toBeTruthy();
      await waitFor(() => expect(lastRequest()).toMatchObject({ sort: 'names', page: '1', pageSize: '25' }));
      expect(sent.filter((call) => call.startsWith('GET /api/users/totals'))).toEqual([
        'GET /api/users/totals?role=all',
      ]);
    });

    it('counts again when the search or a filter changes, with them alone', async () => {
      listOf(30);
      answerTotals = (params) => answer(200, userTotals(params.get('role') === 'INSTRUCTOR' ? 4 : 30));
      const router = renderPage('ADMIN', '/dashboard/users?sort=names&page=2');
      expect(await screen.findByText('Página 2 de 3')).toBeTruthy();
      expect(totalsAsked()).toEqual([{ role: 'all' }]);

      fireEvent.click(screen.getByRole('button', { name: 'Filtros' }));
      const sheet = within(await screen.findByRole('dialog', { name: 'Filtros' }));
      fireEvent.change(sheet.getByLabelText('Rol'), { target: { value: 'INSTRUCTOR' } });
      await waitFor(() => expect(totalsAsked()).toEqual([{ role: 'all' }, { role: 'INSTRUCTOR' }]));
      // The pager follows the new count.
      expect(await screen.findByText('Página 1 de 1')).toBeTruthy();
      fireEvent.click(sheet.getByRole('button', { name: 'Cerrar' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

      fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar usuarios' }), {
        target: { value: 'ana' },
      });
      await waitFor(() => expect(totalsAsked()).toHaveLength(3));
      expect(totalsAsked()[2]).toEqual({ search: 'ana', role: 'INSTRUCTOR' });
      expect(address(router)).toEqual({ search: 'ana', role: 'INSTRUCTOR', sort: 'names' });
    });

    it("keeps 'Página X de X' and the cards' placeholders until the count comes", async () => {
      listOf(23);
      let release: (response: Response) => void = () => {};
      const held = new Promise<Response>((resolve) => (release = resolve));
      answerTotals = () => held;
      renderPage('ADMIN', '/dashboard/users?page=2');
      expect(await rowOf('Persona 11 Apellido 11')).toBeTruthy();
      expect(screen.getByText('Página 2 de 2')).toBeTruthy();
      expect((screen.getByRole('button', { name: 'Página siguiente' }) as HTMLButtonElement).disabled).toBe(
        true,
      );
      expect(screen.getByText(t.stats.loading)).toBeTruthy();

      await act(async () => release(answer(200, userTotals(23, { stats: userStats({ total: 23 }) }))));
      expect(await screen.findByText('Página 2 de 3')).toBeTruthy();
      expect((screen.getByRole('button', { name: 'Página siguiente' }) as HTMLButtonElement).disabled).toBe(
        false,
      );
      expect(card('Total Usuarios')).toBe('Total Usuarios23+12% desde el mes pasado');
      expect(screen.queryByText(t.stats.loading)).toBeNull();
    });

    it('still pages when the count fails, as far as the rows show there are more, without the cards', async () => {
      listOf(23);
      answerTotals = () => refusal(500, 'internal', 'boom');
      renderPage('ADMIN');
      expect(await rowOf('Persona 1 Apellido 1')).toBeTruthy();
      expect(await screen.findByText('Página 1 de más de 1')).toBeTruthy();
      expect(screen.queryByText('Total Usuarios')).toBeNull();
      expect(screen.queryByText(t.stats.loading)).toBeNull();
      expect(screen.queryByText(t.loadError)).toBeNull();

      const next = screen.getByRole('button', { name: 'Página siguiente' }) as HTMLButtonElement;
      fireEvent.click(next);
      expect(await rowOf('Persona 11 Apellido 11')).toBeTruthy();
      expect(lastRequest()).toMatchObject({ page: '2', after: id(10) });
      expect(await screen.findByText('Página 2 de más de 2')).toBeTruthy();
      fireEvent.click(next);
      expect(await rowOf('Persona 21 Apellido 21')).toBeTruthy();
      // The last page: its answer says no page follows.
      expect(await screen.findByText('Página 3 de 3')).toBeTruthy();
      expect(next.disabled).toBe(true);
    });
  });

  describe('stat cards', () => {
    it("computes '+N% desde el mes pasado' and the active share for admins, with 'Instructores'", async () => {
      renderPage('ADMIN');
      await screen.findByText('Total Usuarios');
      expect(card('Total Usuarios')).toBe('Total Usuarios42+12% desde el mes pasado');
      expect(card('Usuarios Activos')).toBe(
        'Usuarios Activos2150% del totalIniciaron sesión en los últimos 30 días',
      );
      expect(card('Instructores')).toBe('Instructores5');
      expect(card('Estudiantes')).toBe('Estudiantes36');
    });

    it('says a drop with a minus sign, and a neutral note when last month had no sign-ups', async () => {
      answerTotals = () => answer(200, userTotals(1, { stats: userStats({ growthPercent: -8 }) }));
      renderPage('ADMIN');
      expect(await screen.findByText('-8% desde el mes pasado')).toBeTruthy();
      cleanup();
      answerTotals = () => answer(200, userTotals(1, { stats: userStats({ growthPercent: null }) }));
      renderPage('ADMIN');
      expect(await screen.findByText('Sin registros el mes pasado')).toBeTruthy();
      expect(screen.queryByText(/desde el mes pasado/)).toBeNull();
    });
  });

  describe('by role', () => {
    it("gives admins edit and delete on every row but their own, Nuevo Usuario and 'Importar personal'", async () => {
      answerList = () =>
        answer(
          200,
          userList([userSummary(1), userSummary(900, { names: 'Carmen', lastNames: 'Rojas Vega' })]),
        );
      renderPage('ADMIN');
      const other = await rowOf('Persona 1 Apellido 1');
      expect(other.getByRole('button', { name: 'Editar a Persona 1 Apellido 1' })).toBeTruthy();
      expect(other.getByRole('button', { name: 'Eliminar a Persona 1 Apellido 1' })).toBeTruthy();
      const own = await rowOf('Carmen Rojas Vega');
      expect(own.getByRole('button', { name: 'Editar a Carmen Rojas Vega' })).toBeTruthy();
      expect(own.queryByRole('button', { name: /Eliminar/ })).toBeNull();
      expect(screen.getByRole('button', { name: 'Nuevo Usuario' })).toBeTruthy();
      expect(screen.getByRole('link', { name: staffImportMessages.open }).getAttribute('href')).toBe(
        STAFF_IMPORT_PATH,
      );
      expect(screen.getByRole('heading', { level: 1, name: 'Usuarios' })).toBeTruthy();
    });

    it("gives instructors read-only rows, no 'Instructores' card and no Nuevo Usuario", async () => {
      answerTotals = () => answer(200, userTotals(1, { stats: userStats({ instructors: null }) }));
      renderPage('INSTRUCTOR');
      const row = await rowOf('Persona 1 Apellido 1');
      expect(row.queryByRole('button')).toBeNull();
      expect(screen.queryByRole('columnheader', { name: 'Acciones' })).toBeNull();
      expect(screen.queryByText('Instructores')).toBeNull();
      expect(screen.getByText('Estudiantes', { selector: 'dt' })).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Nuevo Usuario' })).toBeNull();
      expect(screen.queryByRole('link', { name: staffImportMessages.open })).toBeNull();
      expect(screen.getByRole('button', { name: 'Exportar' })).toBeTruthy();
      expect(screen.getByRole('heading', { level: 1, name: 'Estudiantes' })).toBeTruthy();
    });

    it('tells students they have no access, without asking for the list', async () => {
      renderPage('STUDENT');
      expect(screen.getByRole('heading', { name: t.noAccessTitle })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Volver al Dashboard' }).getAttribute('href')).toBe(
        '/dashboard',
      );
      expect(screen.queryByRole('table')).toBeNull();
      expect(requests).toEqual([]);
    });

    it('shows the same when the server refuses the list', async () => {
      answerList = () => refusal(403, 'forbidden', messages.common.forbidden);
      renderPage('INSTRUCTOR');
      expect(await screen.findByRole('heading', { name: t.noAccessTitle })).toBeTruthy();
      expect(screen.queryByRole('table')).toBeNull();
    });

    it('and when it refuses the count', async () => {
      answerTotals = () => refusal(403, 'forbidden', messages.common.forbidden);
      renderPage('INSTRUCTOR');
      expect(await screen.findByRole('heading', { name: t.noAccessTitle })).toBeTruthy();
      expect(screen.queryByRole('table')).toBeNull();
    });
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

    it("downloads the filtered list under the server's file name, with the session's token", async () => {
      const exports: Request[] = [];
      apiServer.use(
        http.get('/api/users/export.csv', ({ request }) => {
          exports.push(request);
          return new HttpResponse('\uFEFFNombres\n', {
            headers: {
              'Content-Type': 'text/csv; charset=utf-8',
              'Content-Disposition': 'attachment; filename="usuarios-2026-11-25.csv"',
            },
          });
        }),
      );
      renderPage('ADMIN', '/dashboard/users?search=ana&role=STUDENT&sort=names&page=2&pageSize=25');
      await rowOf('Persona 1');
      fireEvent.click(screen.getByRole('button', { name: 'Exportar' }));
      await waitFor(() =>
        expect(saved).toEqual([{ href: 'blob:http://aula.test/csv-1', download: 'usuarios-2026-11-25.csv' }]),
      );
      const url = new URL(exports[0]!.url);
      expect(url.pathname).toBe('/api/users/export.csv');
      expect(Object.fromEntries(url.searchParams)).toEqual({ search: 'ana', role: 'STUDENT', sort: 'names' });
      expect(exports[0]!.headers.get('Authorization')).toBe('Bearer test-token');
      expect(fakeToast.error).not.toHaveBeenCalled();
    });

    it('says so when the file cannot be had', async () => {
      apiServer.use(
        http.get('/api/users/export.csv', () =>
          refusal(503, 'service_unavailable', messages.common.serviceUnavailable),
        ),
      );
      renderPage('INSTRUCTOR');
      await rowOf('Persona 1');
      fireEvent.click(screen.getByRole('button', { name: 'Exportar' }));
      await waitFor(() =>
        expect(fakeToast.error).toHaveBeenCalledWith(t.exportError, {
          description: messages.common.serviceUnavailable,
        }),
      );
      expect(saved).toEqual([]);
    });
  });

  it('deletes a person after confirming, then reloads the list', async () => {
    let deleted = false;
    const deletes: string[] = [];
    answerList = () => answer(200, userList(deleted ? [] : [userSummary(1)]));
    answerTotals = () =>
      answer(200, userTotals(deleted ? 0 : 1, { stats: userStats({ total: deleted ? 41 : 42 }) }));
    apiServer.use(
      http.delete('/api/users/:id', ({ request }) => {
        deletes.push(`${request.method} ${new URL(request.url).pathname}`);
        deleted = true;
        return noContent();
      }),
    );
    renderPage('ADMIN');
    fireEvent.click(
      (await rowOf('Persona 1')).getByRole('button', { name: 'Eliminar a Persona 1 Apellido 1' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: '¿Estás seguro?' }));
    // It speaks of the person's account, deactivated, not of 'tu cuenta' erased.
    expect(
      dialog.getByText(/^La cuenta de Persona 1 Apellido 1 quedará desactivada: ya no podrá iniciar sesión/),
    ).toBeTruthy();
    expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByRole('cell', { name: 'No hay resultados.' })).toBeTruthy();
    // The count and the cards are asked again too.
    await waitFor(() => expect(card('Total Usuarios')).toBe('Total Usuarios41+12% desde el mes pasado'));
    expect(totalsRequests).toHaveLength(2);
    expect(deletes).toEqual([`DELETE /api/users/${id(1)}`]);
    expect(fakeToast.success).toHaveBeenCalledWith(t.delete.deleted);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

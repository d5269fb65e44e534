import { messages, teamMessages } from '@aula/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { answer, apiServer, http, recordRequests, refusal } from '@/test/api-server';
import { TEST_ROLES } from '@/test/fixtures/current-user';
import {
  id,
  supervisor,
  teamList,
  teamMember,
  teamTotals,
  teamUnitId,
  teamUnits,
} from '@/test/fixtures/team-fixtures';
import { renderWithProviders } from '@/test/render-with-providers';
import { TeamPage } from './team-page';

const t = teamMessages;
const NBSP = '\u00a0';

/** What GET /api/team, /api/team/totals and /api/team/units answer next; each list and count request's query is kept. */
let answerList: (params: URLSearchParams) => Response;
let answerTotals: (params: URLSearchParams) => Response;
let answerUnits: () => Response;
const listRequests: URLSearchParams[] = [];
const totalsRequests: URLSearchParams[] = [];
let requests: string[];

beforeEach(() => {
  answerList = () => answer(200, teamList([teamMember(1)]));
  answerTotals = () => answer(200, teamTotals(1));
  answerUnits = () => answer(200, teamUnits);
  listRequests.length = 0;
  totalsRequests.length = 0;
  requests = recordRequests();
  apiServer.use(
    http.get('/api/team', ({ request }) => {
      const params = new URL(request.url).searchParams;
      listRequests.push(params);
      return answerList(params);
    }),
    http.get('/api/team/totals', ({ request }) => {
      const params = new URL(request.url).searchParams;
      totalsRequests.push(params);
      return answerTotals(params);
    }),
    http.get('/api/team/units', () => answerUnits()),
  );
});

function renderPage(path = '/dashboard/team', viewer = supervisor()) {
  const { router } = renderWithProviders(<TeamPage viewer={viewer} />, {
    path,
    user: viewer,
    routes: [
      { path: '/dashboard', element: <p>Inicio</p> },
      { path: '/dashboard/team/:id', element: <p>Ficha de la persona</p> },
    ],
  });
  return router;
}

const rowOf = async (name: string) => within(await screen.findByRole('row', { name: new RegExp(name) }));
const lastRequest = () => Object.fromEntries(listRequests.at(-1)!);
const totalsAsked = () => totalsRequests.map((params) => Object.fromEntries(params));
/**
 * A team of `total` people: each page as asked for, with the `next` that reads the one after it
 * (its last row's id), and their count.
 */
function teamOf(total: number) {
  answerList = (params) => {
    const page = Number(params.get('page') ?? 1);
    const pageSize = Number(params.get('pageSize') ?? 10);
    const first = (page - 1) * pageSize + 1;
    const count = Math.max(0, Math.min(pageSize, total - first + 1));
    const items = Array.from({ length: count }, (_, index) => teamMember(first + index));
    const more = first + count - 1 < total;
    return answer(200, teamList(items, { page, pageSize, next: more ? items.at(-1)!.id : null }));
  };
  answerTotals = () => answer(200, teamTotals(total));
}
const address = (router: ReturnType<typeof renderPage>) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));
const unitSelect = () => screen.getByLabelText(t.unitLabel) as HTMLSelectElement;

describe('TeamPage', () => {
  it('shows each person: photo fallback, email, unit, position and their courses at a glance', async () => {
    answerList = () =>
      answer(
        200,
        teamList([
          teamMember(1, { enrollments: 4, completed: 3, certificates: 2 }),
          teamMember(2, { unit: null, position: null, enrollments: 0, completed: 0, certificates: 0 }),
        ]),
      );
    renderPage();
    const first = await rowOf('Persona 1 Apellido 1');
    expect(first.getByText('P')).toBeTruthy();
    expect(first.getByText('persona1@aula.test')).toBeTruthy();
    expect(first.getByText('Hospital Central / Emergencias')).toBeTruthy();
    expect(first.getByText('Enfermera asistencial')).toBeTruthy();
    expect(first.getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      'Hospital Central / Emergencias',
      'Enfermera asistencial',
      '4',
      '3',
      '2',
    ]);
    const second = await rowOf('Persona 2 Apellido 2');
    expect(second.getByText(t.noUnit)).toBeTruthy();
    expect(second.getByText(t.noPosition)).toBeTruthy();
    expect(
      within(screen.getByRole('table', { name: t.listTitle }))
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Persona', 'Unidad', 'Puesto', 'Cursos', 'Completados', 'Certificados']);
    expect(screen.getByRole('heading', { level: 1, name: t.title })).toBeTruthy();
    expect(screen.getByText(t.subtitle)).toBeTruthy();
    expect(lastRequest()).toEqual({ page: '1', pageSize: '10' });
  });

  it("opens a person's page from their name, carrying the list's address for the way back", async () => {
    const router = renderPage('/dashboard/team?search=persona');
    const row = await rowOf('Persona 1 Apellido 1');
    const link = row.getByRole('link', { name: 'Persona 1 Apellido 1' });
    expect(link.getAttribute('href')).toBe(`/dashboard/team/${teamMember(1).id}`);
    fireEvent.click(link);
    expect(await screen.findByText('Ficha de la persona')).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/dashboard/team/${teamMember(1).id}`);
    expect(router.state.location.state).toEqual({ listSearch: '?search=persona' });
  });

  it("offers the team's units as the tree, indented below the first level, after 'Todas mis unidades'", async () => {
    renderPage();
    await rowOf('Persona 1 ');
    await waitFor(() => expect(unitSelect().disabled).toBe(false));
    expect(
      within(unitSelect())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      t.unitAll,
      'Hospital Central',
      `${NBSP}${NBSP}Emergencias`,
      `${NBSP}${NBSP}${NBSP}${NBSP}Triaje`,
      `${NBSP}${NBSP}UCI`,
    ]);
  });

  it('sends the unit and the search to the server and keeps them in the address', async () => {
    const router = renderPage('/dashboard/team?page=2');
    await rowOf('Persona 1 ');
    await waitFor(() => expect(unitSelect().disabled).toBe(false));
    fireEvent.change(unitSelect(), { target: { value: teamUnitId.emergencies } });
    await waitFor(() =>
      expect(lastRequest()).toEqual({ unit: teamUnitId.emergencies, page: '1', pageSize: '10' }),
    );

    fireEvent.change(screen.getByLabelText(t.searchLabel), { target: { value: ' lucía ' } });
    await waitFor(() =>
      expect(lastRequest()).toEqual({
        search: 'lucía',
        unit: teamUnitId.emergencies,
        page: '1',
        pageSize: '10',
      }),
    );
    expect(address(router)).toEqual({ search: 'lucía', unit: teamUnitId.emergencies });

    fireEvent.change(unitSelect(), { target: { value: '' } });
    await waitFor(() => expect(address(router)).toEqual({ search: 'lucía' }));
    // The count is asked again for each search and unit, with them alone.
    await waitFor(() => expect(totalsAsked()).toHaveLength(4));
    expect(totalsAsked()).toEqual([
      {},
      { unit: teamUnitId.emergencies },
      { search: 'lucía', unit: teamUnitId.emergencies },
      { search: 'lucía' },
    ]);
  });

  it('opens with the search, unit and page the address holds', async () => {
    teamOf(23);
    renderPage(`/dashboard/team?search=ana&unit=${teamUnitId.icu}&page=2`);
    await rowOf('Persona 11 ');
    // No page 1 in the cache to read on from: page 2 is read by its number, without `after`.
    expect(listRequests.map((params) => Object.fromEntries(params))).toEqual([
      { search: 'ana', unit: teamUnitId.icu, page: '2', pageSize: '10' },
    ]);
    expect(totalsAsked()).toEqual([{ search: 'ana', unit: teamUnitId.icu }]);
    expect((screen.getByLabelText(t.searchLabel) as HTMLInputElement).value).toBe('ana');
    await waitFor(() => expect(unitSelect().value).toBe(teamUnitId.icu));
    const pagination = within(screen.getByRole('navigation', { name: t.pagination }));
    expect(pagination.getByText('Página 2 de 3')).toBeTruthy();
  });

  it('turns the page on the server, on from the last row of the page before', async () => {
    teamOf(23);
    const router = renderPage();
    await rowOf('Persona 1 ');
    const pagination = within(screen.getByRole('navigation', { name: t.pagination }));
    expect(await pagination.findByText('Página 1 de 3')).toBeTruthy();
    expect(lastRequest()).toEqual({ page: '1', pageSize: '10' });
    const next = pagination.getByRole('button', { name: t.nextPage }) as HTMLButtonElement;
    fireEvent.click(next);
    await rowOf('Persona 11 ');
    expect(lastRequest()).toEqual({ page: '2', pageSize: '10', after: id(10) });
    fireEvent.click(next);
    await rowOf('Persona 21 ');
    expect(lastRequest()).toEqual({ page: '3', pageSize: '10', after: id(20) });
    expect(pagination.getByText('Página 3 de 3')).toBeTruthy();
    expect(next.disabled).toBe(true);
    // The address says which page, not how it was read.
    expect(address(router)).toEqual({ page: '3' });
  });

  it('counts once for every page and page size', async () => {
    teamOf(23);
    const sent = recordRequests({ query: true });
    renderPage();
    await rowOf('Persona 1 ');
    const pagination = within(screen.getByRole('navigation', { name: t.pagination }));
    expect(await pagination.findByText('Página 1 de 3')).toBeTruthy();
    fireEvent.click(pagination.getByRole('button', { name: t.nextPage }));
    await rowOf('Persona 11 ');
    // A new page size starts again at page 1, read by its number.
    fireEvent.change(pagination.getByRole('combobox', { name: t.pageSizeLabel }), {
      target: { value: '25' },
    });
    expect(await pagination.findByText('Página 1 de 1')).toBeTruthy();
    await waitFor(() => expect(lastRequest()).toEqual({ page: '1', pageSize: '25' }));
    expect(sent.filter((call) => call.startsWith('GET /api/team/totals'))).toEqual(['GET /api/team/totals']);
  });

  it('goes to the last page when the address asks for one past the end, once the count says where it is', async () => {
    teamOf(12);
    const router = renderPage('/dashboard/team?page=7');
    const pagination = within(screen.getByRole('navigation', { name: t.pagination }));
    expect(await pagination.findByText('Página 2 de 2')).toBeTruthy();
    expect(address(router)).toEqual({ page: '2' });
    await rowOf('Persona 11 ');
  });

  it("never says 'Página 2 de 1' before the count, and pages on without it when it fails", async () => {
    teamOf(23);
    answerTotals = () => refusal(500, 'internal', 'boom');
    renderPage('/dashboard/team?page=2');
    const pagination = within(screen.getByRole('navigation', { name: t.pagination }));
    // Never 'Página 2 de 1' while the count is missing.
    expect(pagination.getByText('Página 2 de 2')).toBeTruthy();
    await rowOf('Persona 11 ');
    expect(await pagination.findByText('Página 2 de más de 2')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    const next = pagination.getByRole('button', { name: t.nextPage }) as HTMLButtonElement;
    fireEvent.click(next);
    await rowOf('Persona 21 ');
    expect(await pagination.findByText('Página 3 de 3')).toBeTruthy();
    expect(next.disabled).toBe(true);
  });

  it('says when nobody is in the units, and when nobody matches the search or unit', async () => {
    answerList = () => answer(200, teamList([]));
    answerTotals = () => answer(200, teamTotals(0));
    renderPage();
    expect(await screen.findByText(t.empty)).toBeTruthy();
    expect(screen.getByText('Página 1 de 1')).toBeTruthy();
    cleanup();
    renderPage('/dashboard/team?search=zzz');
    expect(await screen.findByText(t.noResults)).toBeTruthy();
    cleanup();
    renderPage(`/dashboard/team?unit=${teamUnitId.icu}`);
    expect(await screen.findByText(t.noResults)).toBeTruthy();
  });

  it('offers a retry when the list cannot be loaded, which asks for its count again too', async () => {
    teamOf(1);
    answerList = () => refusal(500, 'internal', 'boom');
    answerTotals = () => refusal(500, 'internal', 'boom');
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toContain(t.loadError);
    teamOf(12);
    fireEvent.click(screen.getByRole('button', { name: t.retry }));
    await rowOf('Persona 1 ');
    expect(await screen.findByText('Página 1 de 2')).toBeTruthy();
    expect(totalsRequests).toHaveLength(2);
  });

  it('says when the units cannot be loaded, and tries again on request; the list still shows', async () => {
    answerUnits = () => refusal(503, 'service_unavailable', messages.common.serviceUnavailable);
    renderPage();
    await rowOf('Persona 1 ');
    expect((await screen.findByRole('alert')).textContent).toBe(t.unitsLoadError);
    expect(unitSelect().disabled).toBe(true);
    answerUnits = () => answer(200, teamUnits);
    fireEvent.click(screen.getByRole('button', { name: t.retry }));
    await waitFor(() => expect(unitSelect().disabled).toBe(false));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(within(unitSelect()).getAllByRole('option')).toHaveLength(teamUnits.items.length + 1);
  });

  describe('no access', () => {
    it.each(['STUDENT', 'INSTRUCTOR'] as const)(
      'tells a %s who supervises no unit they have no access, without asking the server',
      (role) => {
        renderPage('/dashboard/team', supervisor({ supervisor: false, rol: TEST_ROLES[role] }));
        expect(screen.getByRole('heading', { name: t.noAccessTitle })).toBeTruthy();
        expect(screen.getByText(t.noAccessText)).toBeTruthy();
        expect(screen.getByRole('link', { name: t.backToDashboard }).getAttribute('href')).toBe('/dashboard');
        expect(screen.queryByRole('table')).toBeNull();
        expect(requests).toEqual([]);
      },
    );

    it('shows the same when the server refuses the list (supervision ended meanwhile)', async () => {
      answerList = () => refusal(403, 'forbidden', messages.common.forbidden);
      renderPage();
      expect(await screen.findByRole('heading', { name: t.noAccessTitle })).toBeTruthy();
      expect(screen.queryByRole('table')).toBeNull();
    });

    it('and when it refuses the count', async () => {
      answerTotals = () => refusal(403, 'forbidden', messages.common.forbidden);
      renderPage();
      expect(await screen.findByRole('heading', { name: t.noAccessTitle })).toBeTruthy();
      expect(screen.queryByRole('table')).toBeNull();
    });
  });
});

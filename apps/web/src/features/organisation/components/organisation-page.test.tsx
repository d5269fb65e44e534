import { organisationMessages } from '@aula/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, apiServer, http, recordRequests, refusal } from '@/test/api-server';
import { TEST_ROLES, testCurrentUser } from '@/test/fixtures/current-user';
import { samplePositions, sampleTree } from '@/test/fixtures/organisation-fixtures';
import { renderWithProviders } from '@/test/render-with-providers';
import { OrganisationPage } from './organisation-page';

const fakeToast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast: fakeToast }));

const m = organisationMessages;
const t = m.screen;

let answerUnits: () => Response | Promise<Response>;
let answerPositions: () => Response | Promise<Response>;
let requests: string[];

beforeEach(() => {
  answerUnits = () => answer(200, sampleTree());
  answerPositions = () => answer(200, samplePositions());
  requests = recordRequests();
  apiServer.use(
    http.get('/api/units', () => answerUnits()),
    http.get('/api/positions', () => answerPositions()),
  );
});

function renderPage(role: keyof typeof TEST_ROLES = 'ADMIN') {
  const viewer = testCurrentUser({ rol: TEST_ROLES[role] });
  return renderWithProviders(<OrganisationPage viewer={viewer} />, {
    path: '/dashboard/settings/organisation',
    user: viewer,
    routes: [{ path: '/dashboard/settings', element: <p>Configuración</p> }],
  });
}

const tree = () => screen.getByRole('tree', { name: t.units.treeLabel });
const items = () => within(tree()).getAllByRole('treeitem');
const item = (name: string) => within(tree()).getByRole('treeitem', { name });
const nameOf = (line: HTMLElement) =>
  document.getElementById(line.getAttribute('aria-labelledby')!)!.textContent;
const names = () => items().map(nameOf);
const focused = () => nameOf(document.activeElement as HTMLElement);
const key = (target: HTMLElement, name: string) => fireEvent.keyDown(target, { key: name });

describe('OrganisationPage', () => {
  it('shows the tree by levels, each unit with its kind, code and people, the archived ones on demand', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: t.title })).toBeTruthy();
    expect(screen.getByText(t.subtitle)).toBeTruthy();
    expect(screen.getByRole('link', { name: t.backToSettings }).getAttribute('href')).toBe(
      '/dashboard/settings',
    );
    await screen.findByRole('tree', { name: t.units.treeLabel });

    // The academy and its establishments are open; emergencies' triage waits; the laboratory is archived.
    expect(
      items().map((line) => [
        nameOf(line),
        line.getAttribute('aria-level'),
        line.getAttribute('aria-expanded'),
      ]),
    ).toEqual([
      ['Academia Aula', '1', 'true'],
      ['Clínica Norte', '2', null],
      ['Hospital Central', '2', 'true'],
      ['Emergencias', '3', 'false'],
    ]);
    const hospital = item('Hospital Central');
    expect(hospital.getAttribute('aria-setsize')).toBe('2');
    expect(hospital.getAttribute('aria-posinset')).toBe('2');
    const details = document.getElementById(hospital.getAttribute('aria-describedby')!)!;
    expect(details.textContent).toBe(`${m.kinds.establishment}${t.units.code('HC')}${t.units.people(3)}`);
    expect(tree().getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(tree().getAttribute('aria-describedby')!)!.textContent).toBe(
      t.units.keyboardHint,
    );

    fireEvent.click(screen.getByRole('switch', { name: t.units.showArchived }));
    const laboratory = item('Laboratorio');
    expect(laboratory.getAttribute('aria-level')).toBe('3');
    expect(within(laboratory).getByText(t.archivedBadge)).toBeTruthy();
    expect(names()).toEqual([
      'Academia Aula',
      'Clínica Norte',
      'Hospital Central',
      'Emergencias',
      'Laboratorio',
    ]);
  });

  it('is one tab stop whose lines the arrows, Home and End go through, opening and closing units', async () => {
    renderPage();
    await screen.findByRole('tree');
    const tabStops = () => items().filter((line) => line.tabIndex === 0);
    expect(tabStops().map(nameOf)).toEqual(['Academia Aula']);

    item('Academia Aula').focus();
    key(item('Academia Aula'), 'ArrowDown');
    expect(focused()).toBe('Clínica Norte');
    expect(tabStops().map(nameOf)).toEqual(['Clínica Norte']);
    key(item('Clínica Norte'), 'End');
    expect(focused()).toBe('Emergencias');

    // Right opens a closed unit, then goes to its first sub-unit.
    key(item('Emergencias'), 'ArrowRight');
    expect(item('Emergencias').getAttribute('aria-expanded')).toBe('true');
    expect(focused()).toBe('Emergencias');
    key(item('Emergencias'), 'ArrowRight');
    expect(focused()).toBe('Triaje');
    expect(item('Triaje').getAttribute('aria-level')).toBe('4');

    // Left goes to the parent of a line it cannot close, then closes the parent.
    key(item('Triaje'), 'ArrowLeft');
    expect(focused()).toBe('Emergencias');
    key(item('Emergencias'), 'ArrowLeft');
    expect(item('Emergencias').getAttribute('aria-expanded')).toBe('false');
    expect(within(tree()).queryByRole('treeitem', { name: 'Triaje' })).toBeNull();

    key(item('Emergencias'), 'ArrowUp');
    expect(focused()).toBe('Hospital Central');
    key(item('Hospital Central'), 'Home');
    expect(focused()).toBe('Academia Aula');
    key(item('Academia Aula'), 'ArrowUp');
    expect(focused()).toBe('Academia Aula');
    key(item('Academia Aula'), 'ArrowLeft');
    expect(names()).toEqual(['Academia Aula']);
    expect(tabStops().map(nameOf)).toEqual(['Academia Aula']);
  });

  it('opens a unit’s actions with Intro on its line', async () => {
    renderPage();
    await screen.findByRole('tree');
    item('Hospital Central').focus();
    key(item('Hospital Central'), 'Enter');
    expect(screen.getAllByRole('menuitem').map((entry) => entry.textContent)).toEqual([
      t.units.addChild,
      t.units.edit,
      t.units.move,
      t.units.archive,
    ]);
  });

  it('offers the academy no move nor archive, and an archived unit only its restoring', async () => {
    renderPage();
    await screen.findByRole('tree');
    key(item('Academia Aula'), 'Enter');
    expect(screen.getAllByRole('menuitem').map((entry) => entry.textContent)).toEqual([
      t.units.addChild,
      t.units.edit,
    ]);
    key(screen.getAllByRole('menuitem')[0]!, 'Escape');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());

    fireEvent.click(screen.getByRole('switch', { name: t.units.showArchived }));
    key(item('Laboratorio'), 'Enter');
    expect(screen.getAllByRole('menuitem').map((entry) => entry.textContent)).toEqual([t.units.restore]);
  });

  it('says who may open it to anyone but an admin, without asking the server', async () => {
    renderPage('INSTRUCTOR');
    expect(screen.getByRole('heading', { name: t.noAccessTitle })).toBeTruthy();
    expect(screen.getByText(t.noAccessText)).toBeTruthy();
    expect(screen.getByRole('link', { name: t.backToSettings }).getAttribute('href')).toBe(
      '/dashboard/settings',
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests).toEqual([]);
  });

  it('says no access when the server refuses the admin', async () => {
    answerUnits = () => refusal(403, 'forbidden');
    renderPage();
    expect(await screen.findByRole('heading', { name: t.noAccessTitle })).toBeTruthy();
  });

  it('says which part could not load and reads it again on Reintentar', async () => {
    answerUnits = () => refusal(503, 'service_unavailable');
    answerPositions = () => refusal(503, 'service_unavailable');
    renderPage();
    const unitsError = await screen.findByText(t.units.loadError);
    expect(await screen.findByText(t.positions.loadError)).toBeTruthy();
    expect(screen.queryByRole('tree')).toBeNull();

    answerUnits = () => answer(200, sampleTree());
    fireEvent.click(
      within(unitsError.closest('[role="alert"]') as HTMLElement).getByRole('button', {
        name: t.units.retry,
      }),
    );
    expect(await screen.findByRole('treeitem', { name: 'Hospital Central' })).toBeTruthy();
    // The positions still say theirs.
    expect(screen.getByText(t.positions.loadError)).toBeTruthy();
    expect(requests.filter((request) => request === 'GET /api/units')).toHaveLength(2);
  });

  it('says while each part loads', () => {
    answerUnits = () => new Promise<never>(() => {});
    answerPositions = () => new Promise<never>(() => {});
    renderPage();
    expect(screen.getByText(t.units.loading)).toBeTruthy();
    expect(screen.getByText(t.positions.loading)).toBeTruthy();
  });
});

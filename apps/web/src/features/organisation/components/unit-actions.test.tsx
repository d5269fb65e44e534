import { organisationMessages, type Unit } from '@aula/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, apiServer, http, refusal } from '@/test/api-server';
import { TEST_ROLES, testCurrentUser } from '@/test/fixtures/current-user';
import {
  ACADEMY,
  CENTRAL,
  EMERGENCIAS,
  id,
  LABORATORIO,
  NORTE,
  samplePositions,
  sampleTree,
  TRIAJE,
  unit,
} from '@/test/fixtures/organisation-fixtures';
import { renderWithProviders } from '@/test/render-with-providers';
import { OrganisationPage } from './organisation-page';

const fakeToast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast: fakeToast }));

const m = organisationMessages;
const t = m.screen.units;

/** What each write of the mock API received, and what it answers next. */
let sent: { method: string; path: string; body: unknown }[];
let answerWrite: () => Response | Promise<Response>;

beforeEach(() => {
  sent = [];
  answerWrite = () => answer(200, sampleTree());
  const write = async ({ request }: { request: Request }) => {
    const text = await request.text();
    sent.push({
      method: request.method,
      path: new URL(request.url).pathname,
      body: text ? JSON.parse(text) : null,
    });
    return answerWrite();
  };
  apiServer.use(
    http.get('/api/units', () => answer(200, sampleTree())),
    http.get('/api/positions', () => answer(200, samplePositions())),
    http.post('/api/units', write),
    http.patch('/api/units/:id', write),
    http.post('/api/units/:id/:action', write),
  );
});

async function renderPage() {
  renderWithProviders(<OrganisationPage viewer={testCurrentUser({ rol: TEST_ROLES.ADMIN })} />, {
    path: '/dashboard/settings/organisation',
    user: 'ADMIN',
  });
  await screen.findByRole('tree');
}

const tree = () => screen.getByRole('tree', { name: t.treeLabel });
const item = (name: string) => within(tree()).getByRole('treeitem', { name });
const nameOf = (line: Element) => document.getElementById(line.getAttribute('aria-labelledby')!)!.textContent;
const focused = () => nameOf(document.activeElement!);
const lines = () =>
  within(tree())
    .getAllByRole('treeitem')
    .map((line) => `${line.getAttribute('aria-level')} ${nameOf(line)}`);

/** Opens a unit's menu from its line, as a keyboard user does, and picks an item. */
function pick(unitName: string, action: string) {
  item(unitName).focus();
  fireEvent.keyDown(item(unitName), { key: 'Enter' });
  fireEvent.click(screen.getByRole('menuitem', { name: action }));
}

/** Picks an item that opens a dialog, and answers the dialog. */
function choose(unitName: string, action: string) {
  pick(unitName, action);
  return screen.getByRole('dialog');
}

const treeWith = (...changes: Unit[]) => ({
  items: sampleTree().items.map((current) => changes.find((change) => change.id === current.id) ?? current),
});

describe('the tree’s actions', () => {
  it('adds a sub-unit with the kind its parent suggests, then shows it, focused, under its parent', async () => {
    await renderPage();
    const dialog = choose('Hospital Central', t.addChild);
    expect(within(dialog).getByRole('heading', { name: t.create.title })).toBeTruthy();
    expect(within(dialog).getByText(t.create.description('Hospital Central'))).toBeTruthy();
    expect((within(dialog).getByLabelText(t.kind) as HTMLSelectElement).value).toBe('service');

    fireEvent.change(within(dialog).getByLabelText(t.name), { target: { value: 'Pediatría' } });
    fireEvent.change(within(dialog).getByLabelText(t.codeLabel), { target: { value: 'PED' } });
    const pediatria = unit(7, { parentId: CENTRAL.id, name: 'Pediatría', code: 'PED', depth: 3 });
    answerWrite = () =>
      answer(201, { items: [ACADEMY, NORTE, CENTRAL, EMERGENCIAS, TRIAJE, LABORATORIO, pediatria] });
    fireEvent.click(within(dialog).getByRole('button', { name: t.create.submit }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/api/units',
        body: { parentId: CENTRAL.id, kind: 'service', name: 'Pediatría', code: 'PED' },
      },
    ]);
    expect(fakeToast.success).toHaveBeenCalledWith(t.create.created('Pediatría'));
    await waitFor(() => expect(focused()).toBe('Pediatría'));
    expect(item('Pediatría').getAttribute('aria-level')).toBe('3');
  });

  it('shows a taken code under its field and keeps the dialog open', async () => {
    await renderPage();
    const dialog = choose('Clínica Norte', t.addChild);
    fireEvent.change(within(dialog).getByLabelText(t.name), { target: { value: 'Farmacia' } });
    fireEvent.change(within(dialog).getByLabelText(t.codeLabel), { target: { value: 'hc' } });
    answerWrite = () => refusal(409, 'conflict', m.codeTaken, { code: m.codeTaken });
    fireEvent.click(within(dialog).getByRole('button', { name: t.create.submit }));

    const code = within(dialog).getByLabelText(t.codeLabel);
    await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(code.getAttribute('aria-describedby')!.split(' ')[0]!)!.textContent).toBe(
      m.codeTaken,
    );
    await waitFor(() => expect(document.activeElement).toBe(code));
    expect(fakeToast.success).not.toHaveBeenCalled();
  });

  it('edits the academy’s name and code without offering its kind', async () => {
    await renderPage();
    const dialog = choose('Academia Aula', t.edit);
    expect(within(dialog).queryByLabelText(t.kind)).toBeNull();
    fireEvent.change(within(dialog).getByLabelText(t.name), { target: { value: 'Red de Salud Aula' } });
    answerWrite = () => answer(200, treeWith({ ...ACADEMY, name: 'Red de Salud Aula' }));
    fireEvent.click(within(dialog).getByRole('button', { name: m.screen.save }));

    await waitFor(() =>
      expect(fakeToast.success).toHaveBeenCalledWith(t.editDialog.saved('Red de Salud Aula')),
    );
    expect(sent[0]).toMatchObject({ method: 'PATCH', path: `/api/units/${ACADEMY.id}` });
    expect(sent[0]!.body).toMatchObject({ name: 'Red de Salud Aula', code: null });
    await waitFor(() => expect(focused()).toBe('Red de Salud Aula'));
  });

  it('moves a unit with M and the dialog, offering only where it fits', async () => {
    await renderPage();
    item('Emergencias').focus();
    fireEvent.keyDown(item('Emergencias'), { key: 'm' });
    const dialog = screen.getByRole('dialog', { name: t.moveDialog.title('Emergencias') });
    const parent = within(dialog).getByLabelText(t.moveDialog.parent) as HTMLSelectElement;
    // Not under itself, its parent already, the archived laboratory; its triage fits under the rest.
    expect([...parent.options].map((option) => option.textContent!.trim())).toEqual([
      t.moveDialog.parentPlaceholder,
      `Academia Aula (${m.kinds.academy})`,
      `Clínica Norte (${m.kinds.establishment})`,
    ]);

    fireEvent.click(within(dialog).getByRole('button', { name: t.moveDialog.submit }));
    expect(await within(dialog).findByText(m.parentRequired)).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.change(parent, { target: { value: NORTE.id } });
    answerWrite = () =>
      answer(200, {
        items: [ACADEMY, NORTE, { ...EMERGENCIAS, parentId: NORTE.id }, TRIAJE, CENTRAL, LABORATORIO],
      });
    fireEvent.click(within(dialog).getByRole('button', { name: t.moveDialog.submit }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([
      { method: 'POST', path: `/api/units/${EMERGENCIAS.id}/move`, body: { parentId: NORTE.id } },
    ]);
    expect(fakeToast.success).toHaveBeenCalledWith(t.moved('Emergencias', 'Clínica Norte'));
    await waitFor(() => expect(focused()).toBe('Emergencias'));
    expect(lines()).toEqual(['1 Academia Aula', '2 Clínica Norte', '3 Emergencias', '2 Hospital Central']);
  });

  it('says so when a unit has nowhere to go', async () => {
    const deep = [
      ACADEMY,
      unit(10, { name: 'Nivel 2' }),
      unit(11, { parentId: id(10), name: 'Nivel 3', depth: 3 }),
      unit(12, { parentId: id(11), name: 'Nivel 4', depth: 4 }),
      unit(13, { parentId: id(12), name: 'Nivel 5', depth: 5 }),
    ];
    apiServer.use(http.get('/api/units', () => answer(200, { items: deep })));
    await renderPage();
    fireEvent.keyDown(item('Nivel 2'), { key: 'm' });
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText(t.moveDialog.noTargets(5))).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: t.moveDialog.submit })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: m.screen.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(focused()).toBe('Nivel 2'));
  });

  it('moves a unit dropped on another line, and refuses a drop on its own sub-unit', async () => {
    await renderPage();
    fireEvent.keyDown(item('Emergencias'), { key: 'ArrowRight' });
    fireEvent.dragStart(item('Emergencias'));
    // Its own triage does not take it: the browser's refusal stays.
    expect(fireEvent.dragOver(item('Triaje'))).toBe(true);
    expect(fireEvent.dragOver(item('Hospital Central'))).toBe(true);
    expect(fireEvent.dragOver(item('Clínica Norte'))).toBe(false);
    answerWrite = () => answer(200, treeWith({ ...EMERGENCIAS, parentId: NORTE.id }));
    fireEvent.drop(item('Clínica Norte'));

    await waitFor(() =>
      expect(fakeToast.success).toHaveBeenCalledWith(t.moved('Emergencias', 'Clínica Norte')),
    );
    expect(sent).toEqual([
      { method: 'POST', path: `/api/units/${EMERGENCIAS.id}/move`, body: { parentId: NORTE.id } },
    ]);
  });

  it('shows why an archive was refused in the dialog, and gives the focus back to the line', async () => {
    await renderPage();
    const dialog = choose('Hospital Central', t.archive);
    expect(
      within(dialog).getByRole('heading', { name: t.archiveDialog.title('Hospital Central') }),
    ).toBeTruthy();
    answerWrite = () => refusal(409, 'conflict', m.hasPeople(2));
    fireEvent.click(within(dialog).getByRole('button', { name: t.archiveDialog.confirm }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe(m.hasPeople(2));
    expect(sent).toEqual([{ method: 'POST', path: `/api/units/${CENTRAL.id}/archive`, body: null }]);
    fireEvent.click(within(dialog).getByRole('button', { name: m.screen.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(focused()).toBe('Hospital Central'));
    expect(fakeToast.success).not.toHaveBeenCalled();
  });

  it('archives a unit, which leaves the tree with the focus on its parent, and restores it', async () => {
    await renderPage();
    const dialog = choose('Clínica Norte', t.archive);
    answerWrite = () => answer(200, treeWith({ ...NORTE, archived: true }));
    fireEvent.click(within(dialog).getByRole('button', { name: t.archiveDialog.confirm }));

    await waitFor(() => expect(fakeToast.success).toHaveBeenCalledWith(t.archived('Clínica Norte')));
    await waitFor(() => expect(focused()).toBe('Academia Aula'));
    expect(within(tree()).queryByRole('treeitem', { name: 'Clínica Norte' })).toBeNull();

    fireEvent.click(screen.getByRole('switch', { name: t.showArchived }));
    answerWrite = () => answer(200, sampleTree());
    pick('Clínica Norte', t.restore);
    // Restoring asks nothing: it is undone by archiving again.
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(fakeToast.success).toHaveBeenCalledWith(t.restored('Clínica Norte')));
    expect(sent.at(-1)).toEqual({ method: 'POST', path: `/api/units/${NORTE.id}/restore`, body: null });
    await waitFor(() => expect(focused()).toBe('Clínica Norte'));
  });
});

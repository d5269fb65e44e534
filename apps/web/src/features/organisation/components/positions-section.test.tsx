import { organisationMessages } from '@aula/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, apiServer, http, refusal } from '@/test/api-server';
import { TEST_ROLES, testCurrentUser } from '@/test/fixtures/current-user';
import { position, samplePositions, sampleTree } from '@/test/fixtures/organisation-fixtures';
import { renderWithProviders } from '@/test/render-with-providers';
import { OrganisationPage } from './organisation-page';

const fakeToast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast: fakeToast }));

const m = organisationMessages;
const t = m.screen.positions;
const NURSE = samplePositions().items[0]!;
const TECHNICIAN = samplePositions().items[1]!;

let sent: { method: string; path: string; body: unknown }[];
let answerWrite: () => Response | Promise<Response>;

beforeEach(() => {
  sent = [];
  answerWrite = () => answer(200, samplePositions());
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
    http.post('/api/positions', write),
    http.patch('/api/positions/:id', write),
    http.post('/api/positions/:id/:action', write),
  );
});

async function renderPage() {
  renderWithProviders(<OrganisationPage viewer={testCurrentUser({ rol: TEST_ROLES.ADMIN })} />, {
    path: '/dashboard/settings/organisation',
    user: 'ADMIN',
  });
  await screen.findByRole('rowheader', { name: new RegExp(NURSE.name) });
}

const table = () => screen.getByRole('table', { name: t.title });
const row = (name: string) =>
  within(table())
    .getAllByRole('row')
    .find((candidate) => within(candidate).queryByRole('rowheader')?.textContent?.startsWith(name))!;

describe('the positions', () => {
  it('lists each position with the people who hold it, the archived ones saying so', async () => {
    await renderPage();
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([t.columns.name, t.columns.people, t.columns.actions]);
    const nurse = within(row(NURSE.name));
    expect(nurse.getAllByRole('cell')[0]!.textContent).toBe('12');
    expect(nurse.queryByText(t.archivedBadge)).toBeNull();
    expect(nurse.getByRole('button', { name: t.archive })).toBeTruthy();
    const technician = within(row(TECHNICIAN.name));
    expect(technician.getByText(t.archivedBadge)).toBeTruthy();
    expect(technician.getByRole('button', { name: t.restore })).toBeTruthy();
  });

  it('says so when there is none yet', async () => {
    apiServer.use(http.get('/api/positions', () => answer(200, { items: [] })));
    renderWithProviders(<OrganisationPage viewer={testCurrentUser({ rol: TEST_ROLES.ADMIN })} />, {
      user: 'ADMIN',
    });
    expect(await screen.findByText(t.empty)).toBeTruthy();
  });

  it('creates a position, showing a taken name under the field', async () => {
    await renderPage();
    fireEvent.click(screen.getByRole('button', { name: t.newPosition }));
    const dialog = screen.getByRole('dialog', { name: t.createDialog.title });
    const name = within(dialog).getByLabelText(t.name);

    fireEvent.click(within(dialog).getByRole('button', { name: t.createDialog.submit }));
    expect(await within(dialog).findByText(m.positions.nameRequired)).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.change(name, { target: { value: 'enfermera asistencial' } });
    answerWrite = () => refusal(409, 'conflict', m.positions.nameTaken, { name: m.positions.nameTaken });
    fireEvent.click(within(dialog).getByRole('button', { name: t.createDialog.submit }));
    expect(await within(dialog).findByText(m.positions.nameTaken)).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(name));

    fireEvent.change(name, { target: { value: '  Obstetra  ' } });
    answerWrite = () => answer(201, { items: [NURSE, position(3, { name: 'Obstetra' }), TECHNICIAN] });
    fireEvent.click(within(dialog).getByRole('button', { name: t.createDialog.submit }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.at(-1)).toEqual({ method: 'POST', path: '/api/positions', body: { name: 'Obstetra' } });
    expect(fakeToast.success).toHaveBeenCalledWith(t.createDialog.created('Obstetra'));
    expect(row('Obstetra')).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: t.newPosition })),
    );
  });

  it('renames a position', async () => {
    await renderPage();
    fireEvent.click(within(row(NURSE.name)).getByRole('button', { name: t.rename }));
    const dialog = screen.getByRole('dialog', { name: t.renameDialog.title });
    const name = within(dialog).getByLabelText(t.name) as HTMLInputElement;
    expect(name.value).toBe(NURSE.name);
    fireEvent.change(name, { target: { value: 'Enfermera de planta' } });
    answerWrite = () => answer(200, { items: [{ ...NURSE, name: 'Enfermera de planta' }, TECHNICIAN] });
    fireEvent.click(within(dialog).getByRole('button', { name: m.screen.save }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([
      { method: 'PATCH', path: `/api/positions/${NURSE.id}`, body: { name: 'Enfermera de planta' } },
    ]);
    expect(fakeToast.success).toHaveBeenCalledWith(t.renameDialog.saved('Enfermera de planta'));
    expect(row('Enfermera de planta')).toBeTruthy();
  });

  it('archives and restores a position at once, the focus staying on its button', async () => {
    await renderPage();
    const button = within(row(NURSE.name)).getByRole('button', { name: t.archive });
    button.focus();
    answerWrite = () => answer(200, { items: [{ ...NURSE, archived: true }, TECHNICIAN] });
    fireEvent.click(button);

    await waitFor(() => expect(button.textContent).toBe(t.restore));
    expect(document.activeElement).toBe(button);
    expect(within(row(NURSE.name)).getByText(t.archivedBadge)).toBeTruthy();
    expect(sent).toEqual([{ method: 'POST', path: `/api/positions/${NURSE.id}/archive`, body: null }]);
    expect(fakeToast.success).toHaveBeenCalledWith(t.archived(NURSE.name));

    answerWrite = () => refusal(404, 'not_found', m.positions.notFound);
    fireEvent.click(button);
    await waitFor(() =>
      expect(fakeToast.error).toHaveBeenCalledWith(t.restoreFailed, { description: m.positions.notFound }),
    );
    expect(sent.at(-1)).toEqual({ method: 'POST', path: `/api/positions/${NURSE.id}/restore`, body: null });
  });
});

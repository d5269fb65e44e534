import { mfaMessages } from '@aula/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, apiServer, http, noContent, refusal } from '@/test/api-server';
import { countries, id, userList, userSummary, userTotals, viewer } from '@/test/fixtures/user-fixtures';
import { renderWithProviders } from '@/test/render-with-providers';
import { UsersPage } from './users-page';

const fakeToast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast: fakeToast }));

const t = mfaMessages.reset;
const ADMIN = viewer('ADMIN');

let rows = [userSummary(1)];
let answerReset: () => Response;
const resets: string[] = [];
let listLoads = 0;

beforeEach(() => {
  rows = [
    userSummary(1, { mfaEnabled: true }),
    userSummary(2),
    userSummary(900, { names: ADMIN.names, lastNames: ADMIN.lastNames, role: ADMIN.rol, mfaEnabled: true }),
  ];
  answerReset = () => {
    rows = rows.map((row) => (row.id === id(1) ? { ...row, mfaEnabled: false } : row));
    return noContent();
  };
  resets.length = 0;
  listLoads = 0;
  apiServer.use(
    http.get('/api/users', () => {
      listLoads += 1;
      return answer(200, userList(rows));
    }),
    http.get('/api/users/totals', () => answer(200, userTotals(rows.length))),
    http.get('/api/reference/countries', () => answer(200, countries)),
    http.delete('/api/users/:id/mfa', ({ request }) => {
      resets.push(new URL(request.url).pathname);
      return answerReset();
    }),
  );
});

function renderPage() {
  renderWithProviders(<UsersPage viewer={ADMIN} />, { path: '/dashboard/users', user: ADMIN });
}

async function openEdit(name: string) {
  fireEvent.click(await screen.findByRole('button', { name: `Editar a ${name}` }));
  return within(await screen.findByRole('dialog', { name: 'Editar Perfil' }));
}

describe("'Restablecer verificación en dos pasos'", () => {
  it('resets someone’s second factor after asking, says so and reloads the list', async () => {
    renderPage();
    const drawer = await openEdit('Persona 1 Apellido 1');
    expect(drawer.getByText(t.description)).toBeTruthy();
    fireEvent.click(drawer.getByRole('button', { name: t.action }));

    const dialog = within(await screen.findByRole('dialog', { name: t.confirmTitle }));
    expect(dialog.getByText(t.confirmText)).toBeTruthy();
    const loadsBefore = listLoads;
    fireEvent.click(dialog.getByRole('button', { name: t.confirm }));

    await waitFor(() => expect(fakeToast.success).toHaveBeenCalledWith(t.done));
    expect(resets).toEqual([`/api/users/${id(1)}/mfa`]);
    await waitFor(() => expect(listLoads).toBeGreaterThan(loadsBefore));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: t.confirmTitle })).toBeNull());
    // The drawer stays, without the action: the second factor is gone.
    const stillOpen = within(screen.getByRole('dialog', { name: 'Editar Perfil' }));
    expect(stillOpen.queryByRole('button', { name: t.action })).toBeNull();
  });

  it('sends nothing when the admin changes their mind', async () => {
    renderPage();
    const drawer = await openEdit('Persona 1 Apellido 1');
    fireEvent.click(drawer.getByRole('button', { name: t.action }));
    const dialog = within(await screen.findByRole('dialog', { name: t.confirmTitle }));
    fireEvent.click(dialog.getByRole('button', { name: t.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: t.confirmTitle })).toBeNull());
    expect(resets).toEqual([]);
    expect(screen.getByRole('button', { name: t.action })).toBeTruthy();
  });

  it('shows the server’s reason when it refuses', async () => {
    answerReset = () => refusal(409, 'conflict', t.notEnabled);
    renderPage();
    const drawer = await openEdit('Persona 1 Apellido 1');
    fireEvent.click(drawer.getByRole('button', { name: t.action }));
    const dialog = within(await screen.findByRole('dialog', { name: t.confirmTitle }));
    fireEvent.click(dialog.getByRole('button', { name: t.confirm }));
    await waitFor(() => expect(fakeToast.error).toHaveBeenCalledWith(t.notEnabled));
    expect(fakeToast.success).not.toHaveBeenCalled();
  });

  it.each([
    ['someone without a second factor', 'Persona 2 Apellido 2'],
    ['the admin’s own account', 'Carmen Rojas Vega'],
  ])('is not offered for %s', async (_case, name) => {
    renderPage();
    const drawer = await openEdit(name);
    expect(drawer.queryByRole('button', { name: t.action })).toBeNull();
    expect(drawer.queryByText(t.description)).toBeNull();
  });
});

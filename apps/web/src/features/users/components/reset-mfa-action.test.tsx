import { mfaMessages } from '@aula/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApiServer as server } from '@/test/fake-api-client';
import { countries, id, json, userList, userSummary, viewer } from '@/test/fixtures/user-fixtures';
import { UsersPage } from './users-page';

// The real typed client, answering from a fake server at the fetch level.
vi.mock('@/lib/api/client', async () => (await import('@/test/fake-api-client')).clientModule);
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
    return new Response(null, { status: 204 });
  };
  resets.length = 0;
  listLoads = 0;
  server.handle.mockImplementation(async (request) => {
    const url = new URL(request.url);
    if (request.method === 'GET' && url.pathname === '/api/users') {
      listLoads += 1;
      return json(200, userList(rows));
    }
    if (request.method === 'GET' && url.pathname === '/api/reference/countries') return json(200, countries);
    if (request.method === 'DELETE' && url.pathname.endsWith('/mfa')) {
      resets.push(url.pathname);
      return answerReset();
    }
    throw new Error(`unexpected ${request.method} ${url.pathname}`);
  });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/dashboard/users', element: <UsersPage viewer={ADMIN} /> }], {
    initialEntries: ['/dashboard/users'],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
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
    answerReset = () => json(409, { code: 'conflict', message: t.notEnabled });
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

import { messages } from '@aula/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApiServer as server } from '@/test/fake-api-client';
import { sessionStore } from '@/lib/session/session-store';
import { testSessionResponse } from '@/test/session-response';
import { countries, id, json, userList, userSummary, viewer } from '@/test/fixtures/user-fixtures';
import { UsersPage } from './users-page';

// The real typed client, answering from a fake server at the fetch level.
vi.mock('@/lib/api/client', async () => (await import('@/test/fake-api-client')).clientModule);
const fakeToast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast: fakeToast }));

const s = messages.signUp;
const t = messages.users.screen;
const ADMIN = viewer('ADMIN');

let rows = [userSummary(1)];
/** What a PATCH or POST answers; each one's method, path and body are kept. */
let answerWrite: (body: unknown) => Response;
const writes: { method: string; path: string; body: unknown }[] = [];
let listLoads = 0;

beforeEach(() => {
  rows = [
    userSummary(1),
    userSummary(900, { names: ADMIN.names, lastNames: ADMIN.lastNames, role: ADMIN.rol }),
  ];
  answerWrite = () => json(500, { message: 'boom', code: 'internal' });
  writes.length = 0;
  listLoads = 0;
  server.handle.mockImplementation(async (request) => {
    const url = new URL(request.url);
    if (request.method === 'GET' && url.pathname === '/api/users') {
      listLoads += 1;
      return json(200, userList(rows));
    }
    if (request.method === 'GET' && url.pathname === '/api/reference/countries') return json(200, countries);
    if (request.method === 'PATCH' || request.method === 'POST') {
      const body: unknown = await request.json();
      writes.push({ method: request.method, path: url.pathname, body });
      return answerWrite(body);
    }
    throw new Error(`unexpected ${request.method} ${url.pathname}`);
  });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  sessionStore.close('no-session');
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
  renderPage();
  fireEvent.click(await screen.findByRole('button', { name: `Editar a ${name}` }));
  return within(await screen.findByRole('dialog', { name: 'Editar Perfil' }));
}

async function openCreate() {
  renderPage();
  fireEvent.click(await screen.findByRole('button', { name: 'Nuevo Usuario' }));
  return within(await screen.findByRole('dialog', { name: 'Nuevo Usuario' }));
}

const value = (field: HTMLElement) => (field as HTMLInputElement).value;
const errorOf = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((describedBy) => document.getElementById(describedBy))
    .filter((element) => element?.getAttribute('role') === 'alert')
    .map((element) => element!.textContent);

describe("'Editar Perfil'", () => {
  it("starts from the row's values and refuses what the rules refuse, in Spanish, without saving", async () => {
    const drawer = await openEdit('Persona 1 Apellido 1');
    const names = drawer.getByLabelText('Nombres');
    const phone = drawer.getByLabelText('Teléfono');
    expect(value(names)).toBe('Persona 1');
    expect(value(drawer.getByLabelText('Apellidos'))).toBe('Apellido 1');
    expect(value(phone)).toBe('987654321');
    expect(value(drawer.getByLabelText('Rol'))).toBe('STUDENT');

    fireEvent.change(names, { target: { value: '  ' } });
    fireEvent.change(drawer.getByLabelText('Apellidos'), { target: { value: '' } });
    fireEvent.change(phone, { target: { value: '98-76' } });
    fireEvent.click(drawer.getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(errorOf(names)).toEqual([s.namesRequired]));
    expect(errorOf(drawer.getByLabelText('Apellidos'))).toEqual([s.lastNamesRequired]);
    expect(errorOf(phone)).toEqual([s.phoneDigitsOnly]);
    fireEvent.change(phone, { target: { value: '1234567890123456' } });
    await waitFor(() => expect(errorOf(phone)).toEqual([s.phoneTooLong]));
    expect(writes).toEqual([]);
  });

  it('saves, says so, closes and reloads the list', async () => {
    answerWrite = () =>
      json(200, userSummary(1, { names: 'Rosa', role: { code: '01', name: 'instructor' } }));
    const drawer = await openEdit('Persona 1 Apellido 1');
    const loadsBefore = listLoads;
    fireEvent.change(drawer.getByLabelText('Nombres'), { target: { value: ' Rosa ' } });
    fireEvent.change(drawer.getByLabelText('Teléfono'), { target: { value: '' } });
    fireEvent.change(drawer.getByLabelText('Rol'), { target: { value: 'INSTRUCTOR' } });
    fireEvent.click(drawer.getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes).toEqual([
      {
        method: 'PATCH',
        path: `/api/users/${id(1)}`,
        body: { names: 'Rosa', lastNames: 'Apellido 1', phone: '', role: 'INSTRUCTOR' },
      },
    ]);
    expect(fakeToast.success).toHaveBeenCalledWith(t.edit.saved);
    await waitFor(() => expect(listLoads).toBeGreaterThan(loadsBefore));
  });

  it("shows the server's refusal under its field and stays open", async () => {
    answerWrite = () =>
      json(422, {
        message: 'Datos no válidos',
        code: 'validation_failed',
        fields: { lastNames: s.lastNamesTooLong },
      });
    const drawer = await openEdit('Persona 1 Apellido 1');
    fireEvent.click(drawer.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(errorOf(drawer.getByLabelText('Apellidos'))).toEqual([s.lastNamesTooLong]));
    expect(fakeToast.error).toHaveBeenCalledWith(t.edit.failed);
    expect(screen.getByRole('dialog', { name: 'Editar Perfil' })).toBeTruthy();
    expect(fakeToast.success).not.toHaveBeenCalled();
  });

  it("keeps the admin's own role, says why, and refreshes the names the header shows", async () => {
    sessionStore.open(testSessionResponse('token', { ...ADMIN }));
    answerWrite = () =>
      json(200, userSummary(900, { names: 'Carmen Rosa', lastNames: ADMIN.lastNames, role: ADMIN.rol }));
    const drawer = await openEdit('Carmen Rojas Vega');
    const role = drawer.getByLabelText('Rol') as HTMLSelectElement;
    expect(role.disabled).toBe(true);
    expect(role.value).toBe('ADMIN');
    expect(drawer.getByText(messages.users.ownRole)).toBeTruthy();
    fireEvent.change(drawer.getByLabelText('Nombres'), { target: { value: 'Carmen Rosa' } });
    fireEvent.click(drawer.getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes[0]!.body).toMatchObject({ names: 'Carmen Rosa', role: 'ADMIN' });
    const session = sessionStore.get();
    expect(session.status === 'signed-in' && session.user.names).toBe('Carmen Rosa');
  });
});

describe("'Nuevo Usuario'", () => {
  it('asks for every field in Spanish, with the temporary-password hint, without creating anything', async () => {
    const drawer = await openCreate();
    expect(value(drawer.getByLabelText('Rol'))).toBe('STUDENT');
    const password = drawer.getByLabelText('Contraseña temporal');
    expect(password.getAttribute('type')).toBe('password');
    expect(drawer.getByText(t.create.temporaryPasswordHint)).toBeTruthy();

    fireEvent.click(drawer.getByRole('button', { name: 'Crear usuario' }));
    await waitFor(() => expect(errorOf(drawer.getByLabelText('Email'))).toEqual([s.emailRequired]));
    expect(errorOf(drawer.getByLabelText('Nombres'))).toEqual([s.namesRequired]);
    expect(errorOf(drawer.getByLabelText('Apellidos'))).toEqual([s.lastNamesRequired]);
    expect(errorOf(password)).toEqual([s.passwordRequired]);

    fireEvent.change(drawer.getByLabelText('Email'), { target: { value: 'no-es-un-email' } });
    fireEvent.change(password, { target: { value: '123' } });
    await waitFor(() => expect(errorOf(drawer.getByLabelText('Email'))).toEqual([s.emailInvalid]));
    expect(errorOf(password)).toEqual([s.passwordTooShort]);
    expect(writes).toEqual([]);
  });

  it('says under Email when the address is taken', async () => {
    answerWrite = () =>
      json(409, { message: s.emailTaken, code: 'conflict', fields: { email: s.emailTaken } });
    const drawer = await openCreate();
    fireEvent.change(drawer.getByLabelText('Email'), { target: { value: 'Rosa@Aula.test' } });
    fireEvent.change(drawer.getByLabelText('Nombres'), { target: { value: 'Rosa' } });
    fireEvent.change(drawer.getByLabelText('Apellidos'), { target: { value: 'Díaz' } });
    fireEvent.change(drawer.getByLabelText('Contraseña temporal'), { target: { value: 'Calidad-2026' } });
    fireEvent.click(drawer.getByRole('button', { name: 'Crear usuario' }));
    await waitFor(() => expect(errorOf(drawer.getByLabelText('Email'))).toEqual([s.emailTaken]));
    expect(fakeToast.error).toHaveBeenCalledWith(t.create.failed);
    await waitFor(() => expect(document.activeElement).toBe(drawer.getByLabelText('Email')));
  });

  it('creates the account, says so, closes and reloads the list', async () => {
    answerWrite = () => json(201, userSummary(2, { names: 'Rosa', lastNames: 'Díaz' }));
    const drawer = await openCreate();
    const loadsBefore = listLoads;
    fireEvent.change(drawer.getByLabelText('Email'), { target: { value: 'Rosa@Aula.test' } });
    fireEvent.change(drawer.getByLabelText('Nombres'), { target: { value: 'Rosa' } });
    fireEvent.change(drawer.getByLabelText('Apellidos'), { target: { value: 'Díaz' } });
    fireEvent.change(drawer.getByLabelText('Rol'), { target: { value: 'INSTRUCTOR' } });
    fireEvent.change(drawer.getByLabelText('Contraseña temporal'), { target: { value: 'Calidad-2026' } });
    fireEvent.click(drawer.getByRole('button', { name: 'Crear usuario' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes).toEqual([
      {
        method: 'POST',
        path: '/api/users',
        body: {
          email: 'rosa@aula.test',
          names: 'Rosa',
          lastNames: 'Díaz',
          role: 'INSTRUCTOR',
          temporaryPassword: 'Calidad-2026',
        },
      },
    ]);
    expect(fakeToast.success).toHaveBeenCalledWith(t.create.created);
    await waitFor(() => expect(listLoads).toBeGreaterThan(loadsBefore));
  });
});

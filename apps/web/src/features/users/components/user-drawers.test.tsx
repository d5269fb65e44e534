import { messages, userMessages } from '@aula/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/lib/session/session-store';
import { answer, apiServer, http, refusal } from '@/test/api-server';
import {
  countries,
  id,
  identityDocumentTypes,
  userList,
  userSummary,
  userTotals,
  viewer,
} from '@/test/fixtures/user-fixtures';
import { renderWithProviders } from '@/test/render-with-providers';
import { UsersPage } from './users-page';

const fakeToast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast: fakeToast }));

const s = messages.signUp;
const t = userMessages.screen;
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
  answerWrite = () => refusal(500, 'internal', 'boom');
  writes.length = 0;
  listLoads = 0;
  const write = async ({ request }: { request: Request }) => {
    const body: unknown = await request.json();
    writes.push({ method: request.method, path: new URL(request.url).pathname, body });
    return answerWrite(body);
  };
  apiServer.use(
    http.get('/api/users', () => {
      listLoads += 1;
      return answer(200, userList(rows));
    }),
    http.get('/api/users/totals', () => answer(200, userTotals(rows.length))),
    http.get('/api/reference/countries', () => answer(200, countries)),
    http.get('/api/reference/identity-document-types', () => answer(200, identityDocumentTypes)),
    http.patch('/api/users/:id', write),
    http.post('/api/users', write),
  );
});

// The admin is signed in: saving their own row refreshes the names the session holds.
function renderPage() {
  renderWithProviders(<UsersPage viewer={ADMIN} />, { path: '/dashboard/users', user: ADMIN });
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
      answer(200, userSummary(1, { names: 'Rosa', role: { code: '01', name: 'instructor' } }));
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
      answer(422, {
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
    answerWrite = () =>
      answer(200, userSummary(900, { names: 'Carmen Rosa', lastNames: ADMIN.lastNames, role: ADMIN.rol }));
    const drawer = await openEdit('Carmen Rojas Vega');
    const role = drawer.getByLabelText('Rol') as HTMLSelectElement;
    expect(role.disabled).toBe(true);
    expect(role.value).toBe('ADMIN');
    expect(drawer.getByText(userMessages.ownRole)).toBeTruthy();
    fireEvent.change(drawer.getByLabelText('Nombres'), { target: { value: 'Carmen Rosa' } });
    fireEvent.click(drawer.getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes[0]!.body).toMatchObject({ names: 'Carmen Rosa', role: 'ADMIN' });
    const session = sessionStore.get();
    expect(session.status === 'signed-in' && session.user.names).toBe('Carmen Rosa');
  });
});

describe("'Nuevo Usuario'", () => {
  it('asks for every field in Spanish but no password (the person gets an invitation), without creating anything', async () => {
    const drawer = await openCreate();
    expect(value(drawer.getByLabelText('Rol'))).toBe('STUDENT');
    expect(drawer.queryByLabelText(/contraseña/i)).toBeNull();
    expect(screen.getByText(t.create.description)).toBeTruthy();

    fireEvent.click(drawer.getByRole('button', { name: 'Crear usuario' }));
    await waitFor(() => expect(errorOf(drawer.getByLabelText('Email'))).toEqual([s.emailRequired]));
    expect(errorOf(drawer.getByLabelText('Nombres'))).toEqual([s.namesRequired]);
    expect(errorOf(drawer.getByLabelText('Apellidos'))).toEqual([s.lastNamesRequired]);

    fireEvent.change(drawer.getByLabelText('Email'), { target: { value: 'no-es-un-email' } });
    await waitFor(() => expect(errorOf(drawer.getByLabelText('Email'))).toEqual([s.emailInvalid]));
    expect(writes).toEqual([]);
  });

  it('says under Email when the address is taken', async () => {
    answerWrite = () =>
      answer(409, { message: s.emailTaken, code: 'conflict', fields: { email: s.emailTaken } });
    const drawer = await openCreate();
    fireEvent.change(drawer.getByLabelText('Email'), { target: { value: 'Rosa@Aula.test' } });
    fireEvent.change(drawer.getByLabelText('Nombres'), { target: { value: 'Rosa' } });
    fireEvent.change(drawer.getByLabelText('Apellidos'), { target: { value: 'Díaz' } });
    fireEvent.click(drawer.getByRole('button', { name: 'Crear usuario' }));
    await waitFor(() => expect(errorOf(drawer.getByLabelText('Email'))).toEqual([s.emailTaken]));
    expect(fakeToast.error).toHaveBeenCalledWith(t.create.failed);
    await waitFor(() => expect(document.activeElement).toBe(drawer.getByLabelText('Email')));
  });

  it('creates the account, says the invitation went to its email, closes and reloads the list', async () => {
    answerWrite = () => answer(201, userSummary(2, { names: 'Rosa', lastNames: 'Díaz' }));
    const drawer = await openCreate();
    const loadsBefore = listLoads;
    fireEvent.change(drawer.getByLabelText('Email'), { target: { value: 'Rosa@Aula.test' } });
    fireEvent.change(drawer.getByLabelText('Nombres'), { target: { value: 'Rosa' } });
    fireEvent.change(drawer.getByLabelText('Apellidos'), { target: { value: 'Díaz' } });
    fireEvent.change(drawer.getByLabelText('Rol'), { target: { value: 'INSTRUCTOR' } });
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
        },
      },
    ]);
    expect(fakeToast.success).toHaveBeenCalledWith(t.create.created('rosa@aula.test'));
    await waitFor(() => expect(listLoads).toBeGreaterThan(loadsBefore));
  });
});

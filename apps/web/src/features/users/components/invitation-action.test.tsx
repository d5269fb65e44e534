import { formatDay, invitationMessages, messages } from '@aula/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, apiServer, http, refusal } from '@/test/api-server';
import { countries, id, userList, userSummary, userTotals, viewer } from '@/test/fixtures/user-fixtures';
import { renderWithProviders } from '@/test/render-with-providers';
import { UsersPage } from './users-page';

const fakeToast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast: fakeToast }));

const t = invitationMessages.admin;
const ADMIN = viewer('ADMIN');
const DAY = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

let rows = [userSummary(1)];
let answerResend: () => Response;
const resends: string[] = [];

beforeEach(() => {
  rows = [
    userSummary(1, { invitation: { expiresAt: inDays(-2) } }),
    userSummary(2, { invitation: { expiresAt: inDays(5) } }),
    userSummary(3),
  ];
  answerResend = () => answer(200, userSummary(1, { invitation: { expiresAt: inDays(7) } }));
  resends.length = 0;
  fakeToast.success.mockClear();
  fakeToast.error.mockClear();
  apiServer.use(
    http.get('/api/users', () => answer(200, userList(rows))),
    http.get('/api/users/totals', () => answer(200, userTotals(rows.length))),
    http.get('/api/reference/countries', () => answer(200, countries)),
    http.post('/api/users/:id/invitation', ({ request }) => {
      resends.push(new URL(request.url).pathname);
      return answerResend();
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

const rowOf = (name: string) => screen.getByRole('rowheader', { name }).closest('tr')!;

describe("'Invitación pendiente'", () => {
  it('marks in the table the people who have not chosen their password yet', async () => {
    renderPage();
    await screen.findByRole('rowheader', { name: 'Persona 1 Apellido 1' });
    expect(within(rowOf('Persona 1 Apellido 1')).getByText(t.pending)).toBeTruthy();
    expect(within(rowOf('Persona 2 Apellido 2')).getByText(t.pending)).toBeTruthy();
    expect(within(rowOf('Persona 3 Apellido 3')).queryByText(t.pending)).toBeNull();
  });

  it('says until when a live invitation works, and offers no invitation to who has a password', async () => {
    renderPage();
    const pending = await openEdit('Persona 2 Apellido 2');
    expect(pending.getByText(t.expiresOn(formatDay(new Date(rows[1]!.invitation!.expiresAt!))))).toBeTruthy();
    fireEvent.click(pending.getByRole('button', { name: messages.common.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const settled = await openEdit('Persona 3 Apellido 3');
    expect(settled.queryByRole('button', { name: t.resend })).toBeNull();
  });

  it("'Reenviar invitación' sends a new one, says so, and shows its new date", async () => {
    renderPage();
    const drawer = await openEdit('Persona 1 Apellido 1');
    const expired = new Date(rows[0]!.invitation!.expiresAt!);
    expect(drawer.getByText(t.expiredOn(formatDay(expired)))).toBeTruthy();

    fireEvent.click(drawer.getByRole('button', { name: t.resend }));
    await waitFor(() => expect(fakeToast.success).toHaveBeenCalledWith(t.resent('persona1@aula.test')));
    expect(resends).toEqual([`/api/users/${id(1)}/invitation`]);
    expect(await drawer.findByText(/La invitación vence el/)).toBeTruthy();
  });

  it("shows the server's reason when the person chose a password meanwhile", async () => {
    answerResend = () => refusal(409, 'conflict', t.notPending);
    renderPage();
    const drawer = await openEdit('Persona 1 Apellido 1');
    fireEvent.click(drawer.getByRole('button', { name: t.resend }));
    await waitFor(() => expect(fakeToast.error).toHaveBeenCalledWith(t.notPending));
    expect(drawer.getByRole('button', { name: t.resend })).toBeTruthy();
  });
});

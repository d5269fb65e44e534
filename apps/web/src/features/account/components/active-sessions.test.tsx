import { type ActiveSession, accountMessages } from '@aula/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/lib/session/session-store';
import { answer, apiServer, http, noContent, recordRequests } from '@/test/api-server';
import { renderWithProviders } from '@/test/render-with-providers';
import { ActiveSessions } from './active-sessions';

const fakeToast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast: fakeToast }));

const t = accountMessages.settings.sessions;

const HERE: ActiveSession = {
  id: '0b9f4c1e-6f4a-4c55-9a53-2d0f5a1e7c01',
  browser: 'Edge 131',
  system: 'Windows',
  device: 'computer',
  ip: '198.51.100.7',
  createdAt: '2026-11-20T08:00:00.000Z',
  lastUsedAt: '2026-11-26T09:30:00.000Z',
  current: true,
};
const PHONE: ActiveSession = {
  id: '0b9f4c1e-6f4a-4c55-9a53-2d0f5a1e7c02',
  browser: 'Chrome 131',
  system: 'Android',
  device: 'phone',
  ip: '203.0.113.10',
  createdAt: '2026-11-18T21:00:00.000Z',
  lastUsedAt: '2026-11-25T22:15:00.000Z',
  current: false,
};

let sessions: ActiveSession[];
let requests: string[];

beforeEach(() => {
  sessions = [HERE, PHONE];
  requests = recordRequests();
  apiServer.use(
    http.get('/api/account/sessions', () => answer(200, { sessions })),
    http.delete('/api/account/sessions/:id', ({ params }) => {
      sessions = sessions.filter((session) => session.id !== params.id);
      return noContent();
    }),
  );
});

const renderSessions = () => renderWithProviders(<ActiveSessions />, { user: 'STUDENT' });

const rows = () => within(screen.getByRole('list', { name: t.title })).getAllByRole('listitem');

describe('Sesiones activas', () => {
  it('shows a status while loading, then each session with its device, browser, address and times', async () => {
    renderSessions();
    expect(screen.getByRole('status', { name: t.loading })).toBeTruthy();
    await waitFor(() => expect(rows()).toHaveLength(2));
    const [here, phone] = rows();
    expect(here!.textContent).toContain('Computadora · Edge 131 en Windows');
    expect(within(here!).getByText(t.current)).toBeTruthy();
    expect(here!.textContent).toContain(t.address('198.51.100.7'));
    expect(phone!.textContent).toContain('Teléfono · Chrome 131 en Android');
    expect(within(phone!).queryByText(t.current)).toBeNull();
    expect(phone!.textContent).toMatch(/Último uso: 25\/11\/2026 \d{2}:\d{2}/);
  });

  it('ends another device’s session after asking, and lists it no more', async () => {
    renderSessions();
    await waitFor(() => expect(rows()).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: t.revokeLabel('Teléfono · Chrome 131 en Android') }));
    const dialog = await screen.findByRole('dialog', { name: t.revokeConfirmTitle });
    expect(within(dialog).getByText(t.revokeConfirmText)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: t.revokeConfirm }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(requests).toContain(`DELETE /api/account/sessions/${PHONE.id}`);
    expect(fakeToast.success).toHaveBeenCalledWith(t.revoked);
    expect(sessionStore.get().status).toBe('signed-in');
  });

  it('ends this device’s session as signing out here, once the server has', async () => {
    renderSessions();
    await waitFor(() => expect(rows()).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: t.revokeLabel('Computadora · Edge 131 en Windows') }));
    const dialog = await screen.findByRole('dialog', { name: t.revokeConfirmTitle });
    expect(within(dialog).getByText(t.revokeCurrentConfirmText)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: t.revokeConfirm }));
    await waitFor(() =>
      expect(sessionStore.get()).toEqual({ status: 'signed-out', reason: 'signed-out-by-user' }),
    );
    expect(requests).toContain(`DELETE /api/account/sessions/${HERE.id}`);
  });

  it('says when the list cannot be loaded, and tries again', async () => {
    apiServer.use(http.get('/api/account/sessions', () => noContent(503), { once: true }));
    renderSessions();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(t.loadError);
    fireEvent.click(within(alert).getByRole('button', { name: t.retry }));
    await waitFor(() => expect(rows()).toHaveLength(2));
  });
});

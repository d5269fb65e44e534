import { messages, accountMessages } from '@aula/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/lib/session/session-store';
import { answer, apiServer, http, recordRequests } from '@/test/api-server';
import { testCurrentUser } from '@/test/fixtures/current-user';
import { quietDashboardShell } from '@/test/fixtures/dashboard-shell';
import { renderWithProviders } from '@/test/render-with-providers';
import { testSessionResponse } from '@/test/session-response';
import { Component as DashboardLayout } from './layout';

const fakeToast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast: fakeToast }));

const t = accountMessages;
const form = t.settings.changePassword;
const PAGE = 'La página pedida';
const TEMPORARY = 'Temporal#2026';
const CHOSEN = 'Propia#Clave27';
let stream: { opened: number };
let requests: string[];

beforeEach(() => {
  requests = recordRequests();
  const shell = quietDashboardShell();
  stream = shell.stream;
  apiServer.use(
    ...shell.handlers,
    http.put('/api/account/password', () => answer(200, testCurrentUser({ mustChangePassword: false }))),
  );
});

function renderDashboard(
  mustChangePassword: boolean,
  passwordChangeReason: 'temporary' | 'policy' = 'temporary',
) {
  // The session's own flag is what the gate reads and what changing the password clears: these
  // tests open it themselves, as signing in would.
  sessionStore.open(
    testSessionResponse('token', {
      mustChangePassword,
      passwordChangeReason: mustChangePassword ? passwordChangeReason : null,
    }),
  );
  const { router } = renderWithProviders(<DashboardLayout />, {
    path: '/dashboard/courses',
    route: '/dashboard',
    children: [{ path: 'courses', element: <h1>{PAGE}</h1> }],
    routes: [{ path: '/login', element: <h1>{messages.signIn.title}</h1> }],
  });
  return router;
}

describe('the dashboard with a temporary password', () => {
  it('shows the password step instead of the page, with nothing of the dashboard behind it', async () => {
    renderDashboard(true);
    expect(screen.getByRole('heading', { level: 1, name: t.forcedChange.title })).toBeTruthy();
    expect(screen.getByText(t.forcedChange.text)).toBeTruthy();
    expect(screen.getByText(t.forcedChange.currentPasswordHint)).toBeTruthy();
    expect(screen.queryByText(PAGE)).toBeNull();
    expect(screen.queryByRole('button', { name: messages.shell.userMenu })).toBeNull();
    // The server would refuse them (403 password_change_required): they are not even asked.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests).toEqual([]);
    expect(stream.opened).toBe(0);
  });

  it('says why when the password no longer meets the rules, rather than calling it temporary', () => {
    renderDashboard(true, 'policy');
    expect(screen.getByRole('heading', { level: 1, name: t.forcedChange.title })).toBeTruthy();
    expect(screen.getByText(t.forcedChange.policyText)).toBeTruthy();
    expect(screen.getByText(t.forcedChange.policyCurrentPasswordHint)).toBeTruthy();
    expect(screen.queryByText(t.forcedChange.text)).toBeNull();
    expect(screen.queryByText(PAGE)).toBeNull();
  });

  it('lets the user through to the page they asked for once the password is changed', async () => {
    const router = renderDashboard(true);
    fireEvent.change(screen.getByLabelText(form.currentPassword), { target: { value: TEMPORARY } });
    fireEvent.change(screen.getByLabelText(form.newPassword), { target: { value: CHOSEN } });
    fireEvent.change(screen.getByLabelText(form.confirmPassword), { target: { value: CHOSEN } });
    fireEvent.click(screen.getByRole('button', { name: form.submit }));

    expect(await screen.findByRole('heading', { level: 1, name: PAGE })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard/courses');
    expect(screen.queryByRole('heading', { name: t.forcedChange.title })).toBeNull();
    expect(screen.getByRole('button', { name: messages.shell.userMenu })).toBeTruthy();
    expect(sessionStore.get()).toMatchObject({ user: { mustChangePassword: false } });
    expect(requests[0]).toBe('PUT /api/account/password');
    // Only now do the notifications and the cart's count start.
    await waitFor(() => expect(requests).toContain('GET /api/notifications'));
    await waitFor(() => expect(requests).toContain('GET /api/cart'));
    expect(stream.opened).toBe(1);
  });

  it('offers to sign out instead', async () => {
    const router = renderDashboard(true);
    fireEvent.click(screen.getByRole('button', { name: t.forcedChange.signOut }));
    expect(await screen.findByRole('heading', { name: messages.signIn.title })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(requests).toEqual(['POST /api/auth/sign-out']);
  });

  it('shows the page at once to an account with its own password', async () => {
    renderDashboard(false);
    expect(screen.getByRole('heading', { level: 1, name: PAGE })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: t.forcedChange.title })).toBeNull();
    await waitFor(() => expect(requests).toContain('GET /api/notifications'));
  });
});

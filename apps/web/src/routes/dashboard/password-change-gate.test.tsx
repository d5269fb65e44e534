import { testSessionResponse } from '@/test/session-response';
import { messages } from '@aula/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApiServer as server } from '@/test/fake-api-client';
import { sessionStore } from '@/lib/session/session-store';
import { Component as DashboardLayout } from './layout';

// The real typed client, answering from a fake server at the fetch level.
vi.mock('@/lib/api/client', async () => (await import('@/test/fake-api-client')).clientModule);
// The live stream is exercised in the notifications feature; here it only records that it opened.
const stream = vi.hoisted(() => ({ opened: 0 }));
vi.mock('@/features/notifications/api/open-notification-stream', () => ({
  openNotificationStream: (signal: AbortSignal) => {
    stream.opened += 1;
    return new Promise((_resolve, reject) =>
      signal.addEventListener('abort', () => reject(new Error('closed'))),
    );
  },
}));
const fakeToast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast: fakeToast }));

const t = messages.account;
const form = t.settings.changePassword;
const PAGE = 'La página pedida';
const TEMPORARY = 'Temporal#2026';
const CHOSEN = 'Propia#Clave27';
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const requests: string[] = [];

beforeEach(() => {
  requests.length = 0;
  stream.opened = 0;
  server.handle.mockImplementation(async (request) => {
    const { pathname } = new URL(request.url);
    const call = `${request.method} ${pathname}`;
    requests.push(call);
    if (call === 'PUT /api/account/password') {
      return json(200, { ...testSessionResponse().user, mustChangePassword: false });
    }
    if (call === 'POST /api/auth/sign-out') return new Response(null, { status: 204 });
    if (call === 'GET /api/notifications') {
      return json(200, { notifications: [], unreadCount: 0, serverTime: new Date().toISOString() });
    }
    if (call === 'GET /api/cart') return json(200, { items: [], totals: [], paymentInstructions: null });
    throw new Error(`unexpected ${call}`);
  });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function renderDashboard(
  mustChangePassword: boolean,
  passwordChangeReason: 'temporary' | 'policy' = 'temporary',
) {
  sessionStore.open(
    testSessionResponse('token', {
      mustChangePassword,
      passwordChangeReason: mustChangePassword ? passwordChangeReason : null,
    }),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '/dashboard',
        Component: DashboardLayout,
        children: [{ path: 'courses', element: <h1>{PAGE}</h1> }],
      },
      { path: '/login', element: <h1>{messages.signIn.title}</h1> },
    ],
    { initialEntries: ['/dashboard/courses'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
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

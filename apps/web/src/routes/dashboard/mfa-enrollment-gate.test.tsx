import { testSessionResponse } from '@/test/session-response';
import { type CurrentUser, messages, mfaMessages } from '@aula/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
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

const t = mfaMessages;
const PAGE = 'La página pedida';
const CODES = Array.from({ length: 10 }, (_, index) => `ABCD${index}-1234${index}`);
const INSTRUCTOR = { code: '01', name: 'instructor' };
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const requests: string[] = [];

beforeEach(() => {
  requests.length = 0;
  stream.opened = 0;
  server.handle.mockImplementation(async (request) => {
    const call = `${request.method} ${new URL(request.url).pathname}`;
    requests.push(call);
    if (call === 'POST /api/account/mfa/setup') {
      return json(200, {
        secret: 'JBSWY3DPEHPK3PXP',
        otpauthUri: 'otpauth://totp/Aula',
        qrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
      });
    }
    if (call === 'POST /api/account/mfa/enable') return json(200, { recoveryCodes: CODES });
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

function renderDashboard(user: Partial<CurrentUser>) {
  sessionStore.open(testSessionResponse('token', { rol: INSTRUCTOR, ...user }));
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

const gated = { mfaRequired: true, mfaEnabled: false };

describe('the dashboard of an account whose role requires a second factor it does not have', () => {
  it('shows the setup step instead of the page, with nothing of the dashboard behind it', async () => {
    renderDashboard(gated);
    expect(screen.getByRole('heading', { level: 1, name: t.setup.requiredTitle })).toBeTruthy();
    expect(screen.getByText(t.setup.requiredText)).toBeTruthy();
    expect(await screen.findByRole('img', { name: t.setup.qrAlt })).toBeTruthy();
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP')).toBeTruthy();
    // There is no way around the step but signing out.
    expect(screen.queryByRole('button', { name: t.setup.cancel })).toBeNull();
    expect(screen.queryByText(PAGE)).toBeNull();
    expect(screen.queryByRole('button', { name: messages.shell.userMenu })).toBeNull();
    // The server would refuse the rest (403 mfa_enrollment_required): it is not even asked.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests).toEqual(['POST /api/account/mfa/setup']);
    expect(stream.opened).toBe(0);
  });

  it('shows the recovery codes once it is on, and the page only after they are saved', async () => {
    const router = renderDashboard(gated);
    fireEvent.change(await screen.findByLabelText(t.setup.codeLabel), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: t.setup.confirm }));

    const codes = await screen.findByRole('list', { name: t.recoveryCodes.title });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(screen.getByRole('heading', { level: 2, name: t.recoveryCodes.title })).toBeTruthy();
    expect(fakeToast.success).toHaveBeenCalledWith(t.setup.enabledToast, {
      description: t.setup.enabledToastDescription,
    });
    // Still behind the step: the codes are shown only this once.
    expect(screen.queryByText(PAGE)).toBeNull();
    expect(stream.opened).toBe(0);
    expect(requests).toEqual(['POST /api/account/mfa/setup', 'POST /api/account/mfa/enable']);

    fireEvent.click(screen.getByRole('button', { name: t.recoveryCodes.done }));
    expect(await screen.findByRole('heading', { level: 1, name: PAGE })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard/courses');
    expect(screen.queryByRole('heading', { name: t.setup.requiredTitle })).toBeNull();
    expect(screen.getByRole('button', { name: messages.shell.userMenu })).toBeTruthy();
    expect(sessionStore.get()).toMatchObject({ user: { mfaRequired: true, mfaEnabled: true } });
    await waitFor(() => expect(requests).toContain('GET /api/notifications'));
    expect(stream.opened).toBe(1);
  });

  it('offers to sign out instead', async () => {
    const router = renderDashboard(gated);
    await screen.findByRole('img', { name: t.setup.qrAlt });
    fireEvent.click(screen.getByRole('button', { name: t.setup.signOut }));
    expect(await screen.findByRole('heading', { name: messages.signIn.title })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(requests).toContain('POST /api/auth/sign-out');
  });

  it('asks for a new password first, when the account must also choose one', async () => {
    renderDashboard({ ...gated, mustChangePassword: true, passwordChangeReason: 'temporary' });
    expect(screen.getByRole('heading', { level: 1, name: messages.account.forcedChange.title })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: t.setup.requiredTitle })).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests).toEqual([]);
  });

  it.each([
    ['with its second factor on', { mfaRequired: true, mfaEnabled: true }],
    ['whose role does not require one', { mfaRequired: false, mfaEnabled: false }],
  ])('shows the page at once to an account %s', async (_case, user) => {
    renderDashboard(user);
    expect(screen.getByRole('heading', { level: 1, name: PAGE })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: t.setup.requiredTitle })).toBeNull();
    await waitFor(() => expect(requests).toContain('GET /api/notifications'));
    expect(requests).not.toContain('POST /api/account/mfa/setup');
  });
});

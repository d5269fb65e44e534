import { type CurrentUser, messages, mfaMessages, accountMessages } from '@aula/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/lib/session/session-store';
import { answer, apiServer, http, recordRequests } from '@/test/api-server';
import { TEST_ROLES } from '@/test/fixtures/current-user';
import { quietDashboardShell } from '@/test/fixtures/dashboard-shell';
import { renderWithProviders } from '@/test/render-with-providers';
import { testSessionResponse } from '@/test/session-response';
import { Component as DashboardLayout } from './layout';

const fakeToast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast: fakeToast }));

const t = mfaMessages;
const PAGE = 'La página pedida';
const CODES = Array.from({ length: 10 }, (_, index) => `ABCD${index}-1234${index}`);
let stream: { opened: number };
let requests: string[];

beforeEach(() => {
  requests = recordRequests();
  const shell = quietDashboardShell();
  stream = shell.stream;
  apiServer.use(
    ...shell.handlers,
    http.post('/api/account/mfa/setup', () =>
      answer(200, {
        secret: 'JBSWY3DPEHPK3PXP',
        otpauthUri: 'otpauth://totp/Aula',
        qrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
      }),
    ),
    http.post('/api/account/mfa/enable', () => answer(200, { recoveryCodes: CODES })),
  );
});

function renderDashboard(user: Partial<CurrentUser>) {
  // The session's own flags are what the gate reads and what turning the second factor on
  // changes: these tests open it themselves, as signing in would.
  sessionStore.open(testSessionResponse('token', { rol: TEST_ROLES.INSTRUCTOR, ...user }));
  const { router } = renderWithProviders(<DashboardLayout />, {
    path: '/dashboard/courses',
    route: '/dashboard',
    children: [{ path: 'courses', element: <h1>{PAGE}</h1> }],
    routes: [{ path: '/login', element: <h1>{messages.signIn.title}</h1> }],
  });
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
    expect(screen.getByRole('heading', { level: 1, name: accountMessages.forcedChange.title })).toBeTruthy();
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

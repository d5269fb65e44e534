import { messages, mfaMessages, accountMessages } from '@aula/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/lib/session/session-store';
import { answer, apiServer, http, noContent } from '@/test/api-server';
import { testCurrentUser } from '@/test/fixtures/current-user';
import { createTestQueryClient, renderWithProviders } from '@/test/render-with-providers';
import { AccountPage } from './account-page';

const fakeToast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast: fakeToast }));

const t = accountMessages.settings;
// 'Sesiones activas' and 'Verificación en dos pasos' read their state as the page opens; their
// own tests are active-sessions.test.tsx and mfa-settings.test.tsx.
const SECTION_READS = [
  'GET /api/account/sessions',
  'GET /api/account/mfa',
  'GET /api/account/mail-preferences',
];
/** What the page sent besides its sections' reads. */
const requests: string[] = [];
let answerSignOut: () => Response;

beforeEach(() => {
  requests.length = 0;
  apiServer.events.on('request:start', ({ request }) => {
    const call = `${request.method} ${new URL(request.url).pathname}`;
    if (!SECTION_READS.includes(call)) requests.push(call);
  });
  answerSignOut = () => noContent();
  apiServer.use(
    http.get('/api/account/sessions', () => answer(200, { sessions: [] })),
    http.get('/api/account/mail-preferences', () =>
      answer(200, { orders: true, certificates: true, comments: false, lessons: false, training: true }),
    ),
    http.get('/api/account/mfa', () =>
      answer(200, { enabled: false, required: false, enabledAt: null, recoveryCodesLeft: 0 }),
    ),
    http.post('/api/account/sign-out-everywhere', () => answerSignOut()),
  );
});

function renderPage() {
  const queryClient = createTestQueryClient();
  // Something cached from the session, which the next user of this tab must not see.
  queryClient.setQueryData(['enrollments', 'mine'], { items: ['private'] });
  renderWithProviders(<AccountPage user={testCurrentUser()} />, { user: 'STUDENT', queryClient });
  return queryClient;
}

async function confirmSignOutEverywhere() {
  const section = screen.getByRole('region', { name: t.signOutEverywhere.title });
  fireEvent.click(within(section).getByRole('button', { name: t.signOutEverywhere.button }));
  const dialog = await screen.findByRole('dialog', { name: t.signOutEverywhere.confirmTitle });
  fireEvent.click(within(dialog).getByRole('button', { name: t.signOutEverywhere.confirm }));
}

describe('AccountPage', () => {
  it('offers the password change, the second factor and signing out everywhere', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: t.title })).toBeTruthy();
    const password = screen.getByRole('region', { name: t.changePassword.title });
    expect(within(password).getByLabelText(t.changePassword.currentPassword)).toBeTruthy();
    expect(within(password).getByRole('button', { name: t.changePassword.submit })).toBeTruthy();
    const mfa = screen.getByRole('region', { name: mfaMessages.settings.title });
    expect(await within(mfa).findByRole('button', { name: mfaMessages.settings.enable })).toBeTruthy();
    expect(screen.getByRole('region', { name: t.signOutEverywhere.title })).toBeTruthy();
  });

  it('asks first; cancelling sends nothing', async () => {
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: t.signOutEverywhere.button }));
    const dialog = await screen.findByRole('dialog', { name: t.signOutEverywhere.confirmTitle });
    fireEvent.click(within(dialog).getByRole('button', { name: t.signOutEverywhere.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests).toEqual([]);
    expect(sessionStore.get().status).toBe('signed-in');
  });

  it('signs out everywhere: the server first, then the local session and its cached data', async () => {
    const queryClient = renderPage();
    await confirmSignOutEverywhere();
    await waitFor(() =>
      expect(sessionStore.get()).toEqual({ status: 'signed-out', reason: 'signed-out-by-user' }),
    );
    expect(requests).toEqual(['POST /api/account/sign-out-everywhere']);
    expect(queryClient.getQueryData(['enrollments', 'mine'])).toBeUndefined();
    await waitFor(() => expect(fakeToast.success).toHaveBeenCalledWith(t.signOutEverywhere.done));
  });

  it('keeps the session when the server could not end them, and says why', async () => {
    answerSignOut = () => noContent(503);
    const queryClient = renderPage();
    await confirmSignOutEverywhere();
    await waitFor(() => expect(fakeToast.error).toHaveBeenCalledWith(messages.common.serviceUnavailable));
    expect(sessionStore.get().status).toBe('signed-in');
    expect(queryClient.getQueryData(['enrollments', 'mine'])).toEqual({ items: ['private'] });
    expect(fakeToast.success).not.toHaveBeenCalled();
  });
});

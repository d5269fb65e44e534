import { testSessionResponse } from '@/test/session-response';
import { messages, mfaMessages } from '@aula/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApiServer as server } from '@/test/fake-api-client';
import { sessionStore } from '@/lib/session/session-store';
import { AccountPage } from './account-page';

// The real typed client, answering from a fake server at the fetch level.
vi.mock('@/lib/api/client', async () => (await import('@/test/fake-api-client')).clientModule);
const fakeToast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast: fakeToast }));

const t = messages.account.settings;
const requests: string[] = [];
let answer: () => Response;

beforeEach(() => {
  requests.length = 0;
  answer = () => new Response(null, { status: 204 });
  sessionStore.open(testSessionResponse('token'));
  server.handle.mockImplementation(async (request) => {
    const call = `${request.method} ${new URL(request.url).pathname}`;
    // 'Sesiones activas' and 'Verificación en dos pasos' read their state as the page opens; their
    // own tests are active-sessions.test.tsx and mfa-settings.test.tsx.
    if (call === 'GET /api/account/sessions') return Response.json({ sessions: [] });
    if (call === 'GET /api/account/mfa') {
      return Response.json({ enabled: false, required: false, enabledAt: null, recoveryCodesLeft: 0 });
    }
    requests.push(call);
    return answer();
  });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // Something cached from the session, which the next user of this tab must not see.
  queryClient.setQueryData(['enrollments', 'mine'], { items: ['private'] });
  render(
    <QueryClientProvider client={queryClient}>
      <AccountPage user={testSessionResponse().user} />
    </QueryClientProvider>,
  );
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
    answer = () => new Response(null, { status: 503 });
    const queryClient = renderPage();
    await confirmSignOutEverywhere();
    await waitFor(() => expect(fakeToast.error).toHaveBeenCalledWith(messages.common.serviceUnavailable));
    expect(sessionStore.get().status).toBe('signed-in');
    expect(queryClient.getQueryData(['enrollments', 'mine'])).toEqual({ items: ['private'] });
    expect(fakeToast.success).not.toHaveBeenCalled();
  });
});

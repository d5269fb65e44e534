import { type CurrentUser, messages, mfaMessages, orderMessages } from '@aula/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApiServer as server } from '@/test/fake-api-client';
import { testSessionResponse } from '@/test/session-response';
import type { DashboardOutletContext } from './dashboard-user';
import { Component as SettingsRoute } from './settings';

// The real typed client, answering from a fake server at the fetch level.
vi.mock('@/lib/api/client', async () => (await import('@/test/fake-api-client')).clientModule);

const payment = orderMessages.settings;
const ROLE_CODES = { ADMIN: '02', INSTRUCTOR: '01', STUDENT: '03' } as const;
const requests: string[] = [];

beforeEach(() => {
  requests.length = 0;
  server.handle.mockImplementation(async (request) => {
    const call = `${request.method} ${new URL(request.url).pathname}`;
    requests.push(call);
    if (call === 'GET /api/account/sessions') return Response.json({ sessions: [] });
    if (call === 'GET /api/account/mfa') {
      return Response.json({ enabled: false, required: false, enabledAt: null, recoveryCodesLeft: 0 });
    }
    if (call === 'GET /api/settings/security') return Response.json({ mfaRequiredForInstructors: true });
    return new Response(
      JSON.stringify({ paymentInstructions: 'Banco Andino', updatedAt: null, updatedBy: null }),
      { headers: { 'Content-Type': 'application/json' } },
    );
  });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

/** The route under a layout that hands it the signed-in user, as the dashboard's does. */
function renderRoute(role: keyof typeof ROLE_CODES) {
  const user: CurrentUser = { ...testSessionResponse().user, rol: { code: ROLE_CODES[role], name: role } };
  const context: DashboardOutletContext = { user };
  const router = createMemoryRouter(
    [
      {
        element: <Outlet context={context} />,
        children: [{ path: '/dashboard/settings', Component: SettingsRoute }],
      },
    ],
    { initialEntries: ['/dashboard/settings'] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('/dashboard/settings', () => {
  it("gives admins the payment instructions and the accounts' security after their account settings", async () => {
    renderRoute('ADMIN');
    const regions = screen.getAllByRole('region').map((region) => region.getAttribute('aria-labelledby'));
    expect(regions).toEqual([
      'settings-password',
      'settings-mfa',
      'settings-active-sessions',
      'settings-sessions',
      'settings-payment',
      'settings-security',
    ]);
    expect(((await screen.findByLabelText(payment.label)) as HTMLTextAreaElement).value).toBe('Banco Andino');
    const instructors = (await screen.findByLabelText(
      mfaMessages.academy.requireForInstructors,
    )) as HTMLInputElement;
    expect(instructors.checked).toBe(true);
    expect(requests.sort()).toEqual([
      'GET /api/account/mfa',
      'GET /api/account/sessions',
      'GET /api/settings/payment',
      'GET /api/settings/security',
    ]);
  });

  it.each(['INSTRUCTOR', 'STUDENT'] as const)(
    'shows a %s only their account settings, asking only for their sessions and second factor',
    async (role) => {
      renderRoute(role);
      expect(screen.getByRole('heading', { level: 1, name: messages.account.settings.title })).toBeTruthy();
      expect(screen.queryByRole('region', { name: payment.title })).toBeNull();
      expect(screen.queryByRole('region', { name: mfaMessages.academy.title })).toBeNull();
      expect(screen.getByRole('region', { name: mfaMessages.settings.title })).toBeTruthy();
      await waitFor(() =>
        expect(requests.sort()).toEqual(['GET /api/account/mfa', 'GET /api/account/sessions']),
      );
    },
  );
});

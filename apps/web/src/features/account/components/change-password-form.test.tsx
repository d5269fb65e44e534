import { testSessionResponse } from '@/test/session-response';
import { messages } from '@aula/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApiServer as server } from '@/test/fake-api-client';
import { sessionStore } from '@/lib/session/session-store';
import { ChangePasswordForm } from './change-password-form';

// The real typed client, answering from a fake server at the fetch level.
vi.mock('@/lib/api/client', async () => (await import('@/test/fake-api-client')).clientModule);
const fakeToast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast: fakeToast }));

const t = messages.account.settings.changePassword;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const CURRENT = 'Actual#2026';
const CHOSEN = 'Quirofano#2027';
const bodies: unknown[] = [];

beforeEach(() => {
  bodies.length = 0;
  sessionStore.open(testSessionResponse('token', { mustChangePassword: true }));
  server.handle.mockImplementation(async (request) => {
    const url = new URL(request.url);
    if (request.method !== 'PUT' || url.pathname !== '/api/account/password') {
      throw new Error(`unexpected ${request.method} ${url.pathname}`);
    }
    bodies.push(await request.json());
    return json(200, { ...testSessionResponse().user, mustChangePassword: false });
  });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function renderForm() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <ChangePasswordForm />
    </QueryClientProvider>,
  );
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
function fill(current: string, next: string, confirm: string) {
  fireEvent.change(field(t.currentPassword), { target: { value: current } });
  fireEvent.change(field(t.newPassword), { target: { value: next } });
  fireEvent.change(field(t.confirmPassword), { target: { value: confirm } });
}
const submit = () => fireEvent.click(screen.getByRole('button', { name: t.submit }));

describe('ChangePasswordForm', () => {
  it('says what is missing under each field, without asking the server', async () => {
    renderForm();
    submit();
    expect(await screen.findByText(messages.account.currentPasswordRequired)).toBeTruthy();
    expect(screen.getByText(messages.signUp.passwordRequired)).toBeTruthy();
    expect(screen.getByText(messages.account.confirmPasswordRequired)).toBeTruthy();
    expect(field(t.currentPassword).getAttribute('aria-invalid')).toBe('true');
    expect(server.handle).not.toHaveBeenCalled();
  });

  it('checks the rules of the new password: length, confirmation, and not the current one', async () => {
    renderForm();
    fill(CURRENT, 'abc', 'abd');
    submit();
    expect(await screen.findByText(messages.signUp.passwordTooShort)).toBeTruthy();
    expect(screen.getByText(messages.signUp.passwordsDoNotMatch)).toBeTruthy();

    fill(CURRENT, CURRENT, CURRENT);
    submit();
    expect(await screen.findByText(messages.account.samePassword)).toBeTruthy();
    expect(server.handle).not.toHaveBeenCalled();
  });

  it('shows and hides each password with its own toggle', () => {
    renderForm();
    expect(field(t.newPassword).type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: t.showNewPassword }));
    expect(field(t.newPassword).type).toBe('text');
    expect(field(t.currentPassword).type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: t.hideNewPassword }));
    expect(field(t.newPassword).type).toBe('password');
  });

  it("puts the server's verdict under the field it blames, focused", async () => {
    server.handle.mockImplementation(async () =>
      json(422, {
        code: 'validation_failed',
        message: messages.account.currentPasswordWrong,
        fields: { currentPassword: messages.account.currentPasswordWrong },
      }),
    );
    renderForm();
    fill('Equivocada#1', CHOSEN, CHOSEN);
    submit();
    const error = await screen.findByText(messages.account.currentPasswordWrong);
    expect(field(t.currentPassword).getAttribute('aria-describedby')).toContain(error.id);
    await waitFor(() => expect(document.activeElement).toBe(field(t.currentPassword)));
    expect(fakeToast.success).not.toHaveBeenCalled();
    expect(sessionStore.get()).toMatchObject({ user: { mustChangePassword: true } });
  });

  it('says above the button when no field is to blame, such as too many attempts', async () => {
    server.handle.mockImplementation(async () =>
      json(429, { code: 'rate_limited', message: messages.common.rateLimited }),
    );
    renderForm();
    fill(CURRENT, CHOSEN, CHOSEN);
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(messages.common.rateLimited);
  });

  it('saves, empties the form, confirms with a toast and keeps the updated user in the session', async () => {
    renderForm();
    fill(CURRENT, CHOSEN, CHOSEN);
    submit();
    await waitFor(() => expect(fakeToast.success).toHaveBeenCalledWith(t.changed, expect.anything()));
    expect(bodies).toEqual([{ currentPassword: CURRENT, newPassword: CHOSEN, confirmPassword: CHOSEN }]);
    expect([t.currentPassword, t.newPassword, t.confirmPassword].map((label) => field(label).value)).toEqual([
      '',
      '',
      '',
    ]);
    expect(sessionStore.get()).toMatchObject({ status: 'signed-in', user: { mustChangePassword: false } });
  });
});

import { messages, accountMessages } from '@aula/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/lib/session/session-store';
import { answer, apiServer, http, recordRequests, refusal } from '@/test/api-server';
import { testCurrentUser } from '@/test/fixtures/current-user';
import { renderWithProviders } from '@/test/render-with-providers';
import { ChangePasswordForm } from './change-password-form';

const fakeToast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast: fakeToast }));

const t = accountMessages.settings.changePassword;

const CURRENT = 'Actual#2026';
const CHOSEN = 'Quirofano#2027';
const bodies: unknown[] = [];
let requests: string[];

beforeEach(() => {
  bodies.length = 0;
  requests = recordRequests();
  apiServer.use(
    http.put('/api/account/password', async ({ request }) => {
      bodies.push(await request.json());
      return answer(200, testCurrentUser({ mustChangePassword: false }));
    }),
  );
});

// Signed in as someone who must change their password: the form's success clears that in the session.
const renderForm = () => renderWithProviders(<ChangePasswordForm />, { user: { mustChangePassword: true } });

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
    expect(await screen.findByText(accountMessages.currentPasswordRequired)).toBeTruthy();
    expect(screen.getByText(messages.signUp.passwordRequired)).toBeTruthy();
    expect(screen.getByText(accountMessages.confirmPasswordRequired)).toBeTruthy();
    expect(field(t.currentPassword).getAttribute('aria-invalid')).toBe('true');
    expect(requests).toEqual([]);
  });

  it('checks the rules of the new password: length, confirmation, and not the current one', async () => {
    renderForm();
    fill(CURRENT, 'abc', 'abd');
    submit();
    expect(await screen.findByText(messages.signUp.passwordTooShort)).toBeTruthy();
    expect(screen.getByText(messages.signUp.passwordsDoNotMatch)).toBeTruthy();

    fill(CURRENT, CURRENT, CURRENT);
    submit();
    expect(await screen.findByText(accountMessages.samePassword)).toBeTruthy();
    expect(requests).toEqual([]);
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
    apiServer.use(
      http.put('/api/account/password', () =>
        answer(422, {
          code: 'validation_failed',
          message: accountMessages.currentPasswordWrong,
          fields: { currentPassword: accountMessages.currentPasswordWrong },
        }),
      ),
    );
    renderForm();
    fill('Equivocada#1', CHOSEN, CHOSEN);
    submit();
    const error = await screen.findByText(accountMessages.currentPasswordWrong);
    expect(field(t.currentPassword).getAttribute('aria-describedby')).toContain(error.id);
    await waitFor(() => expect(document.activeElement).toBe(field(t.currentPassword)));
    expect(fakeToast.success).not.toHaveBeenCalled();
    expect(sessionStore.get()).toMatchObject({ user: { mustChangePassword: true } });
  });

  it('says above the button when no field is to blame, such as too many attempts', async () => {
    apiServer.use(
      http.put('/api/account/password', () => refusal(429, 'rate_limited', messages.common.rateLimited)),
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

import { messages, passwordRecoveryMessages as m } from '@aula/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { answer, apiServer, http, recordRequests, refusal } from '@/test/api-server';
import { renderWithProviders } from '@/test/render-with-providers';
import { ResetPassword } from './reset-password';

const TOKEN = `0b8f1c7e-2a4d-4e6b-9c1a-3f5e7d9b1a2c.${'Ab3_-'.repeat(8)}Ab3`;
const CHOSEN = 'Gestión-de-Calidad-2027';
const SIGN_IN_PAGE = 'Página de inicio de sesión';
const REQUEST_PAGE = 'Página para pedir un enlace';

const checks: unknown[] = [];
const confirmations: unknown[] = [];
let requests: string[];

beforeEach(() => {
  checks.length = 0;
  confirmations.length = 0;
  requests = recordRequests();
  apiServer.use(
    http.post('/api/auth/password-reset/check', async ({ request }) => {
      checks.push(await request.json());
      return answer(200, { message: m.resetTitle });
    }),
    http.post('/api/auth/password-reset/confirm', async ({ request }) => {
      confirmations.push(await request.json());
      return answer(200, { message: m.done });
    }),
  );
});

const linkInvalid = () => refusal(410, 'link_invalid', m.linkInvalid);

const renderPage = (token: string | null = TOKEN) =>
  renderWithProviders(<ResetPassword token={token} />, {
    path: token ? `/reset-password?token=${token}` : '/reset-password',
    routes: [
      { path: '/login', element: <h1>{SIGN_IN_PAGE}</h1> },
      { path: '/forgot-password', element: <h1>{REQUEST_PAGE}</h1> },
    ],
  });

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
function choose(password: string, confirmation = password) {
  fireEvent.change(field(m.newPasswordLabel), { target: { value: password } });
  fireEvent.change(field(m.confirmPasswordLabel), { target: { value: confirmation } });
  fireEvent.click(screen.getByRole('button', { name: m.submit }));
}
const openForm = async () => {
  renderPage();
  await screen.findByRole('heading', { level: 1, name: m.resetTitle });
};

/** The error shown under `label`'s field, which describes it. */
async function errorUnder(label: string, message: string) {
  const error = await screen.findByText(message);
  await waitFor(() => expect(field(label).getAttribute('aria-describedby')).toContain(error.id));
  expect(field(label).getAttribute('aria-invalid')).toBe('true');
}

describe('/reset-password', () => {
  it('checks the link first, then says it does not work and offers a new one', async () => {
    apiServer.use(http.post('/api/auth/password-reset/check', linkInvalid));
    renderPage();
    expect(screen.getByRole('status').textContent).toBe(m.checking);
    expect((await screen.findByRole('alert')).textContent).toBe(m.linkInvalid);
    expect(screen.queryByLabelText(m.newPasswordLabel)).toBeNull();

    fireEvent.click(screen.getByRole('link', { name: m.requestNew }));
    expect(await screen.findByRole('heading', { level: 1, name: REQUEST_PAGE })).toBeTruthy();
  });

  it('says at once that a link without its token does not work, without asking the server', () => {
    renderPage(null);
    expect(screen.getByRole('alert').textContent).toBe(m.linkInvalid);
    expect(screen.getByRole('link', { name: m.requestNew }).getAttribute('href')).toBe('/forgot-password');
    expect(screen.queryByRole('status')).toBeNull();
    expect(requests).toEqual([]);
  });

  it('says what is wrong with the new password under its field before asking the server', async () => {
    await openForm();
    expect(checks).toEqual([{ token: TOKEN }]);
    expect(screen.getByText(m.resetSubtitle)).toBeTruthy();
    choose('corta', 'otra');
    await errorUnder(m.newPasswordLabel, messages.signUp.passwordTooShort);
    await errorUnder(m.confirmPasswordLabel, messages.signUp.passwordsDoNotMatch);
    expect(confirmations).toEqual([]);
  });

  it('puts the server’s verdict on each password under its field', async () => {
    apiServer.use(
      http.post('/api/auth/password-reset/confirm', () =>
        refusal(422, 'validation_failed', messages.signUp.passwordTooCommon, {
          password: messages.signUp.passwordTooCommon,
          confirmPassword: messages.signUp.passwordsDoNotMatch,
        }),
      ),
    );
    await openForm();
    choose(CHOSEN);
    await errorUnder(m.newPasswordLabel, messages.signUp.passwordTooCommon);
    await errorUnder(m.confirmPasswordLabel, messages.signUp.passwordsDoNotMatch);
    await waitFor(() => expect(document.activeElement).toBe(field(m.newPasswordLabel)));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('saves the password with the link, says it is done and leads to sign in', async () => {
    await openForm();
    choose(CHOSEN);
    const done = await screen.findByRole('status');
    expect(done.textContent).toBe(m.done);
    await waitFor(() => expect(document.activeElement).toBe(done));
    expect(confirmations).toEqual([{ token: TOKEN, password: CHOSEN, confirmPassword: CHOSEN }]);
    expect(screen.queryByLabelText(m.newPasswordLabel)).toBeNull();
    expect(checks).toHaveLength(1);

    fireEvent.click(screen.getByRole('link', { name: m.signIn }));
    expect(await screen.findByRole('heading', { level: 1, name: SIGN_IN_PAGE })).toBeTruthy();
  });

  it('says the link does not work when it stopped working after the check', async () => {
    apiServer.use(http.post('/api/auth/password-reset/confirm', linkInvalid));
    await openForm();
    choose(CHOSEN);
    expect((await screen.findByRole('alert')).textContent).toBe(m.linkInvalid);
    expect(screen.getByRole('link', { name: m.requestNew })).toBeTruthy();
  });

  it('says above the button that there were too many attempts, and keeps what was typed', async () => {
    apiServer.use(
      http.post('/api/auth/password-reset/confirm', () =>
        refusal(429, 'rate_limited', messages.common.rateLimited),
      ),
    );
    await openForm();
    choose(CHOSEN);
    expect((await screen.findByRole('alert')).textContent).toBe(messages.common.rateLimited);
    expect(field(m.newPasswordLabel).value).toBe(CHOSEN);
  });

  it('offers to try again when the link could not be checked', async () => {
    let failures = 1;
    apiServer.use(
      http.post('/api/auth/password-reset/check', () =>
        failures-- > 0
          ? refusal(503, 'service_unavailable', messages.common.serviceUnavailable)
          : answer(200, { message: m.resetTitle }),
      ),
    );
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toContain(messages.common.serviceUnavailable);
    fireEvent.click(screen.getByRole('button', { name: messages.common.retry }));
    expect(await screen.findByRole('heading', { level: 1, name: m.resetTitle })).toBeTruthy();
  });
});

import { messages, passwordRecoveryMessages as m } from '@aula/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { answer, apiServer, http, never, recordRequests, refusal } from '@/test/api-server';
import { renderWithProviders } from '@/test/render-with-providers';
import { ForgotPassword } from './forgot-password';

const SIGN_IN_PAGE = 'Página de inicio de sesión';
const bodies: unknown[] = [];
let requests: string[];

beforeEach(() => {
  bodies.length = 0;
  requests = recordRequests();
  apiServer.use(
    http.post('/api/auth/password-reset', async ({ request }) => {
      bodies.push(await request.json());
      return answer(202, { message: m.requestSent });
    }),
  );
});

const renderPage = () =>
  renderWithProviders(<ForgotPassword />, {
    path: '/forgot-password',
    routes: [{ path: '/login', element: <h1>{SIGN_IN_PAGE}</h1> }],
  });

const emailField = () => screen.getByLabelText(m.emailLabel) as HTMLInputElement;
function send(email: string) {
  fireEvent.change(emailField(), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: m.requestSubmit }));
}

describe('/forgot-password', () => {
  it('asks for the email under its title, with a way back to sign in', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: m.requestTitle })).toBeTruthy();
    expect(screen.getByText(m.requestSubtitle)).toBeTruthy();
    expect(emailField().getAttribute('type')).toBe('email');
    expect(screen.getByRole('link', { name: m.backToSignIn }).getAttribute('href')).toBe('/login');
  });

  it('says under the field what is wrong with the email, without asking the server', async () => {
    renderPage();
    send('');
    expect((await screen.findByRole('alert')).textContent).toBe(messages.signUp.emailRequired);
    expect(emailField().getAttribute('aria-invalid')).toBe('true');
    send('ana@');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(messages.signUp.emailInvalid));
    expect(requests).toEqual([]);
  });

  it('gives everyone the same answer in place of the form, and a way back to sign in', async () => {
    renderPage();
    send('Ana.Quispe@Aula.Test');
    const sent = await screen.findByRole('status');
    expect(sent.textContent).toBe(m.requestSent);
    await waitFor(() => expect(document.activeElement).toBe(sent));
    expect(bodies).toEqual([{ email: 'ana.quispe@aula.test' }]);
    expect(screen.queryByLabelText(m.emailLabel)).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();

    fireEvent.click(screen.getByRole('link', { name: m.backToSignIn }));
    expect(await screen.findByRole('heading', { level: 1, name: SIGN_IN_PAGE })).toBeTruthy();
  });

  it('says above the button that there were too many requests, and keeps the form', async () => {
    apiServer.use(
      http.post('/api/auth/password-reset', () => refusal(429, 'rate_limited', messages.common.rateLimited)),
    );
    renderPage();
    send('ana@aula.test');
    expect((await screen.findByRole('alert')).textContent).toBe(messages.common.rateLimited);
    expect(emailField().value).toBe('ana@aula.test');
    expect(screen.getByRole('button', { name: m.requestSubmit })).toHaveProperty('disabled', false);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows that it is sending while the server has not answered', async () => {
    apiServer.use(http.post('/api/auth/password-reset', never));
    renderPage();
    send('ana@aula.test');
    expect(await screen.findByRole('button', { name: m.requesting })).toHaveProperty('disabled', true);
  });
});

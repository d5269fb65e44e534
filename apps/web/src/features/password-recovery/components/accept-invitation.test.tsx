import { invitationMessages, messages, passwordRecoveryMessages as form } from '@aula/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { answer, apiServer, http, recordRequests, refusal } from '@/test/api-server';
import { renderWithProviders } from '@/test/render-with-providers';
import { AcceptInvitation } from './accept-invitation';

const m = invitationMessages.page;
const TOKEN = `0b8f1c7e-2a4d-4e6b-9c1a-3f5e7d9b1a2c.${'Ab3_-'.repeat(8)}Ab3`;
const CHOSEN = 'Turno-de-Noche-2027';
const SIGN_IN_PAGE = 'Página de inicio de sesión';

const accepted: unknown[] = [];
let requests: string[];

beforeEach(() => {
  accepted.length = 0;
  requests = recordRequests();
  apiServer.use(
    http.post('/api/auth/invitation/check', () =>
      answer(200, { names: 'Marisol', email: 'marisol@hospital.pe' }),
    ),
    http.post('/api/auth/invitation/accept', async ({ request }) => {
      accepted.push(await request.json());
      return answer(200, { message: m.done });
    }),
  );
});

const linkInvalid = () => refusal(410, 'link_invalid', m.linkInvalid);

const renderPage = (token: string | null = TOKEN) =>
  renderWithProviders(<AcceptInvitation token={token} />, {
    path: token ? `/accept-invitation?token=${token}` : '/accept-invitation',
    routes: [{ path: '/login', element: <h1>{SIGN_IN_PAGE}</h1> }],
  });

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
function choose(password: string, confirmation = password) {
  fireEvent.change(field(form.newPasswordLabel), { target: { value: password } });
  fireEvent.change(field(form.confirmPasswordLabel), { target: { value: confirmation } });
  fireEvent.click(screen.getByRole('button', { name: form.submit }));
}

describe('/accept-invitation', () => {
  it('greets the person by name with the email they will sign in with, and saves their password', async () => {
    renderPage();
    expect(screen.getByRole('status').textContent).toBe(m.checking);
    expect(await screen.findByRole('heading', { level: 1, name: m.welcome('Marisol') })).toBeTruthy();
    expect(screen.getByText(m.lead('marisol@hospital.pe'))).toBeTruthy();

    choose(CHOSEN);
    const done = await screen.findByText(m.done);
    expect(accepted).toEqual([{ token: TOKEN, password: CHOSEN, confirmPassword: CHOSEN }]);
    await waitFor(() => expect(document.activeElement).toBe(done));
    fireEvent.click(screen.getByRole('link', { name: form.signIn }));
    expect(await screen.findByRole('heading', { level: 1, name: SIGN_IN_PAGE })).toBeTruthy();
  });

  it('says a link that does not work should be sent again by an admin, with no form', async () => {
    apiServer.use(http.post('/api/auth/invitation/check', linkInvalid));
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toBe(m.linkInvalid);
    expect(screen.queryByLabelText(form.newPasswordLabel)).toBeNull();
    expect(screen.getByRole('link', { name: form.backToSignIn }).getAttribute('href')).toBe('/login');
  });

  it('says at once that a link without its token does not work, without asking the server', () => {
    renderPage(null);
    expect(screen.getByRole('alert').textContent).toBe(m.linkInvalid);
    expect(requests).toEqual([]);
  });

  it('keeps the form on a password the rules refuse, and turns to "not valid" if the link died meanwhile', async () => {
    renderPage();
    await screen.findByRole('heading', { level: 1, name: m.welcome('Marisol') });
    choose('corta');
    expect(await screen.findByText(messages.signUp.passwordTooShort)).toBeTruthy();
    expect(accepted).toEqual([]);

    apiServer.use(http.post('/api/auth/invitation/accept', linkInvalid));
    choose(CHOSEN);
    expect(await screen.findByText(m.linkInvalid)).toBeTruthy();
    expect(screen.queryByLabelText(form.newPasswordLabel)).toBeNull();
  });

  it('offers a retry when the check could not be made', async () => {
    let calls = 0;
    apiServer.use(
      http.post('/api/auth/invitation/check', () => {
        calls += 1;
        return calls === 1
          ? refusal(503, 'service_unavailable', messages.common.serviceUnavailable)
          : answer(200, { names: 'Marisol', email: 'marisol@hospital.pe' });
      }),
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: messages.common.retry }));
    expect(await screen.findByRole('heading', { level: 1, name: m.welcome('Marisol') })).toBeTruthy();
  });
});

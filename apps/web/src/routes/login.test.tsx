import { messages, type MfaChallenge, mfaMessages } from '@aula/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../lib/session/session-store';
import { answer, apiServer, http, recordRequests, refusal } from '../test/api-server';
import { renderWithProviders } from '../test/render-with-providers';
import { testSessionResponse } from '../test/session-response';
import { Component as LoginRoute } from './login';

const fakeToast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn(), warning: vi.fn() }));
vi.mock('sonner', () => ({ toast: fakeToast }));

const t = mfaMessages.signIn;
const EMAIL = 'instructor@aula.test';
const PASSWORD = 'Quirofano#2027';
const DASHBOARD = 'Panel de la academia';

let challenge: MfaChallenge;
/** What the second step answers, given what it was sent. */
let answerSecondStep: (body: { challenge: string; code: string; remember?: boolean }) => Response;
const secondSteps: unknown[] = [];

beforeEach(() => {
  // Signing in is what these tests are about: they start from a tab that has no session yet.
  sessionStore.close('no-session');
  secondSteps.length = 0;
  challenge = { mfa_required: true, challenge: 'reto-1', expires_at: 1_900_000_000, remember_days: 30 };
  answerSecondStep = () =>
    answer(200, { ...testSessionResponse('token-mfa', { email: EMAIL }), recovery_codes_left: null });
  apiServer.use(
    http.get('/api/auth/sso', () => answer(200, { offer: null })),
    http.post('/api/auth/sign-in', () => answer(200, challenge)),
    http.post('/api/auth/sign-in/mfa', async ({ request }) => {
      const body = (await request.json()) as { challenge: string; code: string; remember?: boolean };
      secondSteps.push(body);
      return answerSecondStep(body);
    }),
  );
});

function renderLogin() {
  const { router } = renderWithProviders(<LoginRoute />, {
    path: '/login',
    routes: [{ path: '/dashboard', element: <h1>{DASHBOARD}</h1> }],
  });
  return router;
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

/** The password step, answered with the challenge: the second step's heading is on screen. */
async function passPasswordStep() {
  fireEvent.change(field(messages.signIn.emailLabel), { target: { value: EMAIL } });
  fireEvent.change(field(messages.signIn.passwordLabel), { target: { value: PASSWORD } });
  fireEvent.click(screen.getByRole('button', { name: messages.signIn.submit }));
  await screen.findByRole('heading', { level: 1, name: t.title });
}

function typeCode(label: string, code: string) {
  fireEvent.change(field(label), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: t.submit }));
}

describe('signing in with a second factor', () => {
  it('asks for the app’s code after the password, then opens the session and the dashboard', async () => {
    const router = renderLogin();
    await passPasswordStep();
    expect(screen.getByText(t.text)).toBeTruthy();
    expect(screen.queryByLabelText(messages.signIn.passwordLabel)).toBeNull();
    const code = field(t.codeLabel);
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    await waitFor(() => expect(document.activeElement).toBe(code));

    typeCode(t.codeLabel, '123 456');
    expect(await screen.findByRole('heading', { level: 1, name: DASHBOARD })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(secondSteps).toEqual([{ challenge: 'reto-1', code: '123456', remember: false }]);
    expect(sessionStore.get()).toMatchObject({ status: 'signed-in', accessToken: 'token-mfa' });
    expect(fakeToast.warning).not.toHaveBeenCalled();
  });

  it('checks the code’s shape before sending it', async () => {
    renderLogin();
    await passPasswordStep();
    typeCode(t.codeLabel, '12ab');
    expect((await screen.findByRole('alert')).textContent).toBe(mfaMessages.codeFormat);
    expect(field(t.codeLabel).getAttribute('aria-invalid')).toBe('true');
    expect(secondSteps).toEqual([]);
  });

  it('says under the field when the code is wrong, and stays on the step', async () => {
    answerSecondStep = () =>
      answer(422, {
        code: 'validation_failed',
        message: mfaMessages.codeWrong,
        fields: { code: mfaMessages.codeWrong },
      });
    renderLogin();
    await passPasswordStep();
    typeCode(t.codeLabel, '000000');
    const error = await screen.findByText(mfaMessages.codeWrong);
    expect(field(t.codeLabel).getAttribute('aria-describedby')).toContain(error.id);
    await waitFor(() => expect(document.activeElement).toBe(field(t.codeLabel)));
    expect(screen.getByRole('heading', { level: 1, name: t.title })).toBeTruthy();
    expect(sessionStore.get().status).toBe('signed-out');
  });

  it('goes back to the password, with the reason and the email kept, when the challenge ran out', async () => {
    answerSecondStep = () => refusal(401, 'unauthorized', mfaMessages.challengeExpired);
    renderLogin();
    await passPasswordStep();
    typeCode(t.codeLabel, '123456');
    expect(await screen.findByRole('heading', { level: 1, name: messages.signIn.title })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(mfaMessages.challengeExpired);
    expect(field(messages.signIn.emailLabel).value).toBe(EMAIL);
    expect(field(messages.signIn.passwordLabel).value).toBe('');
    expect(document.activeElement).toBe(field(messages.signIn.passwordLabel));
    // Asked once: no renewal, no retry, no loop.
    expect(secondSteps).toHaveLength(1);
    expect(sessionStore.get().status).toBe('signed-out');
  });

  it('takes a recovery code instead, and says how many are left', async () => {
    answerSecondStep = () =>
      answer(200, { ...testSessionResponse('token-mfa', { email: EMAIL }), recovery_codes_left: 3 });
    renderLogin();
    await passPasswordStep();
    fireEvent.click(screen.getByRole('button', { name: t.useRecoveryCode }));
    expect(screen.queryByLabelText(t.codeLabel)).toBeNull();
    expect(screen.getByText(t.recoveryText)).toBeTruthy();
    const recovery = field(t.recoveryCodeLabel);
    expect(recovery.getAttribute('inputmode')).toBe('text');
    expect(document.activeElement).toBe(recovery);

    // And back, and forth again: the toggle says where it leads.
    fireEvent.click(screen.getByRole('button', { name: t.useAppCode }));
    expect(field(t.codeLabel)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: t.useRecoveryCode }));

    typeCode(t.recoveryCodeLabel, 'ABCDE-12345');
    expect(await screen.findByRole('heading', { level: 1, name: DASHBOARD })).toBeTruthy();
    expect(secondSteps).toEqual([{ challenge: 'reto-1', code: 'ABCDE-12345', remember: false }]);
    expect(fakeToast.warning).toHaveBeenCalledWith(t.recoveryCodeUsed(3));
  });

  it('remembers the browser when asked, for the days the academy allows', async () => {
    renderLogin();
    await passPasswordStep();
    fireEvent.click(screen.getByLabelText(t.rememberDays(30)));
    typeCode(t.codeLabel, '123456');
    await screen.findByRole('heading', { level: 1, name: DASHBOARD });
    expect(secondSteps).toEqual([{ challenge: 'reto-1', code: '123456', remember: true }]);
  });

  it('does not offer to remember the browser when the academy does not allow it', async () => {
    challenge = { ...challenge, remember_days: 0 };
    renderLogin();
    await passPasswordStep();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('goes back to the password step on request', async () => {
    renderLogin();
    await passPasswordStep();
    fireEvent.click(screen.getByRole('button', { name: t.back }));
    expect(await screen.findByRole('heading', { level: 1, name: messages.signIn.title })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(field(messages.signIn.emailLabel).value).toBe(EMAIL);
    expect(secondSteps).toEqual([]);
  });

  it('signs in at once an account without a second factor', async () => {
    apiServer.use(http.post('/api/auth/sign-in', () => answer(200, testSessionResponse('token-1'))));
    renderLogin();
    fireEvent.change(field(messages.signIn.emailLabel), { target: { value: EMAIL } });
    fireEvent.change(field(messages.signIn.passwordLabel), { target: { value: PASSWORD } });
    fireEvent.click(screen.getByRole('button', { name: messages.signIn.submit }));
    expect(await screen.findByRole('heading', { level: 1, name: DASHBOARD })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: t.title })).toBeNull();
  });
});

describe("the institution's sign-in", () => {
  const sso = messages.signIn.sso;
  const OFFER = { name: 'Red de Salud del Sur', emailDomains: ['redsalud.pe'], passwordsOff: true };
  let leftFor: string[];

  beforeEach(() => {
    leftFor = [];
    vi.spyOn(window.location, 'assign').mockImplementation((url) => void leftFor.push(String(url)));
    apiServer.use(http.get('/api/auth/sso', () => answer(200, { offer: OFFER })));
  });

  it("offers 'Ingresar con' the institution, which leaves for its sign-in and back to where the person was going", async () => {
    renderWithProviders(<LoginRoute />, { path: '/login', state: { from: '/dashboard/my-courses' } });
    fireEvent.click(await screen.findByRole('button', { name: sso.continueWith(OFFER.name) }));
    expect(leftFor).toEqual(['/api/auth/sso/start?returnTo=%2Fdashboard%2Fmy-courses']);
    expect(screen.getByText(sso.or)).toBeTruthy();
  });

  it('sends an email of its domains there instead of checking a password', async () => {
    const signIns = recordRequests();
    renderLogin();
    await screen.findByRole('button', { name: sso.continueWith(OFFER.name) });
    fireEvent.change(field(messages.signIn.emailLabel), { target: { value: ' Enfermera@RedSalud.pe ' } });
    fireEvent.click(screen.getByRole('button', { name: messages.signIn.submit }));
    expect(await screen.findByRole('status')).toHaveProperty('textContent', sso.redirecting(OFFER.name));
    expect(leftFor).toEqual(['/api/auth/sso/start?returnTo=%2Fdashboard&email=Enfermera%40RedSalud.pe']);
    expect(signIns).not.toContain('POST /api/auth/sign-in');
  });

  it('keeps the password for other emails', async () => {
    apiServer.use(http.post('/api/auth/sign-in', () => answer(200, testSessionResponse('token-1'))));
    renderLogin();
    await screen.findByRole('button', { name: sso.continueWith(OFFER.name) });
    fireEvent.change(field(messages.signIn.emailLabel), { target: { value: EMAIL } });
    fireEvent.change(field(messages.signIn.passwordLabel), { target: { value: PASSWORD } });
    fireEvent.click(screen.getByRole('button', { name: messages.signIn.submit }));
    expect(await screen.findByRole('heading', { level: 1, name: DASHBOARD })).toBeTruthy();
    expect(leftFor).toEqual([]);
  });

  it('says why the institution did not sign the person in, and clears the address', async () => {
    const { router } = renderWithProviders(<LoginRoute />, { path: '/login?sso_error=unverified_email' });
    expect((await screen.findByRole('alert')).textContent).toBe(sso.errors.unverified_email);
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it("asks the account's own code after the institution, then goes where the person was going", async () => {
    const { router } = renderWithProviders(<LoginRoute />, {
      path: '/login#sso_mfa=reto-sso&expires_at=1900000000&remember_days=0&return_to=%2Fdashboard%2Fmy-courses',
      routes: [{ path: '/dashboard/my-courses', element: <h1>{DASHBOARD}</h1> }],
    });
    expect(await screen.findByRole('heading', { level: 1, name: t.title })).toBeTruthy();
    await waitFor(() => expect(router.state.location.hash).toBe(''));
    expect(screen.queryByRole('checkbox')).toBeNull();
    typeCode(t.codeLabel, '123456');
    expect(await screen.findByRole('heading', { level: 1, name: DASHBOARD })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard/my-courses');
    expect(secondSteps).toEqual([{ challenge: 'reto-sso', code: '123456', remember: false }]);
  });
});

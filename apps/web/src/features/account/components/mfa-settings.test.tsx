import { mfaMessages, type MfaStatus } from '@aula/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDate } from '@/lib/format-date';
import { sessionStore } from '@/lib/session/session-store';
import { answer, apiServer, http, noContent } from '@/test/api-server';
import { renderWithProviders } from '@/test/render-with-providers';
import { MfaSettings } from './mfa-settings';

const fakeToast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast: fakeToast }));
// The browser's download is save-blob's own test; here, what would be saved.
const saved = vi.hoisted(() => ({ files: [] as { blob: Blob; name: string }[] }));
vi.mock('@/lib/download/save-blob', () => ({
  saveBlob: (blob: Blob, name: string) => saved.files.push({ blob, name }),
}));

const t = mfaMessages;
const EMAIL = 'estudiante@aula.test';
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const QR = 'data:image/svg+xml;base64,PHN2Zy8+';
const CODES = Array.from({ length: 10 }, (_, index) => `ABCD${index}-1234${index}`);
const NEW_CODES = Array.from({ length: 10 }, (_, index) => `WXYZ${index}-9876${index}`);
const ENABLED_AT = '2026-03-10T12:00:00.000Z';
const codeRefused = (message: string) =>
  answer(422, { code: 'validation_failed', message, fields: { code: message } });
/** A failure without the API's error body, as a proxy in front of it would answer. */
const unavailable = () => noContent(503);

let status: MfaStatus;
/** What each POST answers, by path, given its body. */
let answers: Record<string, (body: Record<string, unknown>) => Response>;
const posts: { path: string; body: unknown }[] = [];
const clipboard = { writeText: vi.fn(async (_text: string) => {}) };

beforeEach(() => {
  status = { enabled: false, required: false, enabledAt: null, recoveryCodesLeft: 0 };
  posts.length = 0;
  saved.files.length = 0;
  answers = {
    '/api/account/mfa/setup': () =>
      answer(200, { secret: SECRET, otpauthUri: 'otpauth://totp/Aula', qrCode: QR }),
    '/api/account/mfa/enable': ({ code }) => {
      if (code !== '123456') return codeRefused(t.codeWrong);
      status = { enabled: true, required: false, enabledAt: ENABLED_AT, recoveryCodesLeft: 10 };
      return answer(200, { recoveryCodes: CODES });
    },
    '/api/account/mfa/recovery-codes': () => {
      status = { ...status, recoveryCodesLeft: 10 };
      return answer(200, { recoveryCodes: NEW_CODES });
    },
    '/api/account/mfa/disable': ({ password }) => {
      if (password !== 'Actual#2026') {
        return answer(422, {
          code: 'validation_failed',
          message: t.passwordWrong,
          fields: { password: t.passwordWrong },
        });
      }
      status = { enabled: false, required: false, enabledAt: null, recoveryCodesLeft: 0 };
      return noContent();
    },
  };
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
  apiServer.use(
    http.get('/api/account/mfa', () => answer(200, status)),
    // Each POST is recorded with its body, then answered as `answers` says for its path.
    ...Object.keys(answers).map((path) =>
      http.post(path, async ({ request }) => {
        const body = (await request.json().catch(() => ({}))) as Record<string, unknown>;
        posts.push({ path, body });
        return answers[path]!(body);
      }),
    ),
  );
});

/** The card of the signed-in person, whose session agrees with the server on whether it is on. */
function renderCard() {
  renderWithProviders(<MfaSettings email={EMAIL} />, { user: { email: EMAIL, mfaEnabled: status.enabled } });
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const button = (name: string) => screen.getByRole('button', { name });
const codesList = () => screen.getByRole('list', { name: t.recoveryCodes.title });

async function openSetup() {
  renderCard();
  fireEvent.click(await screen.findByRole('button', { name: t.settings.enable }));
  return screen.findByRole('img', { name: t.setup.qrAlt });
}

describe("'Verificación en dos pasos' in Configuración", () => {
  it('shows a status while loading, then that it is off, with a way to turn it on', async () => {
    renderCard();
    expect(screen.getByRole('status', { name: t.settings.loading })).toBeTruthy();
    expect(await screen.findByRole('button', { name: t.settings.enable })).toBeTruthy();
    expect(screen.getByText(t.settings.disabled)).toBeTruthy();
    expect(posts).toEqual([]);
  });

  it('says when the status cannot be loaded, and tries again', async () => {
    apiServer.use(http.get('/api/account/mfa', unavailable, { once: true }));
    renderCard();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(t.settings.loadError);
    fireEvent.click(within(alert).getByRole('button', { name: t.settings.retry }));
    expect(await screen.findByRole('button', { name: t.settings.enable })).toBeTruthy();
  });

  it('shows the new key as a QR code and as text in blocks of four', async () => {
    const qr = await openSetup();
    expect(qr.getAttribute('src')).toBe(QR);
    expect(screen.getByText(t.setup.stepScan)).toBeTruthy();
    expect(screen.getByText(t.setup.manualKey)).toBeTruthy();
    const key = screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    expect(key.tagName).toBe('CODE');
    expect(field(t.setup.codeLabel).getAttribute('inputmode')).toBe('numeric');
    expect(posts).toEqual([{ path: '/api/account/mfa/setup', body: {} }]);
  });

  it('checks the code’s shape, then says under the field when the server finds it wrong', async () => {
    await openSetup();
    fireEvent.change(field(t.setup.codeLabel), { target: { value: '12' } });
    fireEvent.click(button(t.setup.confirm));
    expect((await screen.findByRole('alert')).textContent).toBe(t.codeFormat);
    expect(posts.map((post) => post.path)).toEqual(['/api/account/mfa/setup']);

    fireEvent.change(field(t.setup.codeLabel), { target: { value: '654321' } });
    fireEvent.click(button(t.setup.confirm));
    const error = await screen.findByText(t.codeWrong);
    expect(field(t.setup.codeLabel).getAttribute('aria-describedby')).toContain(error.id);
    await waitFor(() => expect(document.activeElement).toBe(field(t.setup.codeLabel)));
    expect(screen.queryByRole('list', { name: t.recoveryCodes.title })).toBeNull();
    expect(sessionStore.get()).toMatchObject({ user: { mfaEnabled: false } });
  });

  it('turns it on with the app’s code, then shows the recovery codes to keep until they are saved', async () => {
    await openSetup();
    fireEvent.change(field(t.setup.codeLabel), { target: { value: '123 456' } });
    fireEvent.click(button(t.setup.confirm));

    const heading = await screen.findByRole('heading', { name: t.recoveryCodes.title });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(
      within(codesList())
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(posts[1]).toEqual({ path: '/api/account/mfa/enable', body: { code: '123456' } });
    expect(fakeToast.success).toHaveBeenCalledWith(t.setup.enabledToast, {
      description: t.setup.enabledToastDescription,
    });
    expect(sessionStore.get()).toMatchObject({ status: 'signed-in', user: { mfaEnabled: true } });

    fireEvent.click(button(t.recoveryCodes.copy));
    await waitFor(() => expect(fakeToast.success).toHaveBeenCalledWith(t.recoveryCodes.copied));
    expect(clipboard.writeText).toHaveBeenCalledWith(CODES.join('\n'));

    fireEvent.click(button(t.recoveryCodes.download));
    expect(saved.files.map((file) => file.name)).toEqual([t.recoveryCodes.fileName]);
    const lines = (await saved.files[0]!.blob.text()).split('\n');
    expect(lines[0]).toBe(t.recoveryCodes.fileHeader(EMAIL));
    expect(lines.filter((line) => CODES.includes(line))).toEqual(CODES);

    fireEvent.click(button(t.recoveryCodes.done));
    expect(await screen.findByText(t.settings.enabled)).toBeTruthy();
    expect(screen.queryByRole('list', { name: t.recoveryCodes.title })).toBeNull();
    expect(screen.getByText(t.settings.enabledSince(formatDate(ENABLED_AT)))).toBeTruthy();
    expect(screen.getByText(t.settings.recoveryCodesLeft(10))).toBeTruthy();
  });

  it('says so when the codes cannot be copied', async () => {
    clipboard.writeText.mockRejectedValueOnce(new Error('denied'));
    await openSetup();
    fireEvent.change(field(t.setup.codeLabel), { target: { value: '123456' } });
    fireEvent.click(button(t.setup.confirm));
    fireEvent.click(await screen.findByRole('button', { name: t.recoveryCodes.copy }));
    await waitFor(() => expect(fakeToast.error).toHaveBeenCalledWith(t.recoveryCodes.copyError));
  });

  it('cancels the setup and goes back to the status', async () => {
    await openSetup();
    fireEvent.click(button(t.setup.cancel));
    expect(await screen.findByRole('button', { name: t.settings.enable })).toBeTruthy();
    expect(screen.queryByRole('img', { name: t.setup.qrAlt })).toBeNull();
  });

  it('says when the key could not be generated, and tries again', async () => {
    apiServer.use(http.post('/api/account/mfa/setup', unavailable, { once: true }));
    renderCard();
    fireEvent.click(await screen.findByRole('button', { name: t.settings.enable }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(t.setup.generateError);
    fireEvent.click(within(alert).getByRole('button', { name: t.setup.retry }));
    expect(await screen.findByRole('img', { name: t.setup.qrAlt })).toBeTruthy();
  });
});

describe("'Verificación en dos pasos' when it is on", () => {
  beforeEach(() => {
    status = { enabled: true, required: false, enabledAt: ENABLED_AT, recoveryCodesLeft: 2 };
  });

  it('says since when, how many recovery codes are left, and warns when they are few', async () => {
    renderCard();
    expect(await screen.findByText(t.settings.enabled)).toBeTruthy();
    expect(screen.getByText(t.settings.enabledSince(formatDate(ENABLED_AT)))).toBeTruthy();
    expect(screen.getByText(t.settings.recoveryCodesLeft(2))).toBeTruthy();
    expect(screen.getByText(t.settings.recoveryCodesLow)).toBeTruthy();
    expect(button(t.settings.regenerate)).toBeTruthy();
    expect(button(t.settings.disable)).toBeTruthy();
    expect(screen.queryByText(t.settings.requiredNote)).toBeNull();
  });

  it('does not warn while enough recovery codes are left', async () => {
    status = { ...status, recoveryCodesLeft: 8 };
    renderCard();
    expect(await screen.findByText(t.settings.recoveryCodesLeft(8))).toBeTruthy();
    expect(screen.queryByText(t.settings.recoveryCodesLow)).toBeNull();
  });

  it('generates new recovery codes with a code, and shows them', async () => {
    renderCard();
    fireEvent.click(await screen.findByRole('button', { name: t.settings.regenerate }));
    const dialog = within(await screen.findByRole('dialog', { name: t.regenerate.title }));
    expect(dialog.getByText(t.regenerate.text)).toBeTruthy();
    fireEvent.change(dialog.getByLabelText(t.regenerate.codeLabel), { target: { value: 'ABCDE-12345' } });
    fireEvent.click(dialog.getByRole('button', { name: t.regenerate.submit }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      within(codesList())
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(NEW_CODES);
    expect(posts).toEqual([{ path: '/api/account/mfa/recovery-codes', body: { code: 'ABCDE-12345' } }]);
    fireEvent.click(button(t.recoveryCodes.done));
    expect(await screen.findByText(t.settings.recoveryCodesLeft(10))).toBeTruthy();
  });

  it('turns it off with the password and a code, saying under the field what is wrong', async () => {
    renderCard();
    fireEvent.click(await screen.findByRole('button', { name: t.settings.disable }));
    const dialog = within(await screen.findByRole('dialog', { name: t.disable.title }));
    expect(dialog.getByText(t.disable.text)).toBeTruthy();

    fireEvent.click(dialog.getByRole('button', { name: t.disable.submit }));
    expect(await dialog.findByText(t.passwordRequired)).toBeTruthy();
    expect(dialog.getByText(t.codeOrRecoveryRequired)).toBeTruthy();
    expect(posts).toEqual([]);

    fireEvent.change(dialog.getByLabelText(t.disable.passwordLabel), { target: { value: 'Equivocada#1' } });
    fireEvent.change(dialog.getByLabelText(t.disable.codeLabel), { target: { value: '123456' } });
    fireEvent.click(dialog.getByRole('button', { name: t.disable.submit }));
    const error = await dialog.findByText(t.passwordWrong);
    expect(dialog.getByLabelText(t.disable.passwordLabel).getAttribute('aria-describedby')).toContain(
      error.id,
    );

    fireEvent.change(dialog.getByLabelText(t.disable.passwordLabel), { target: { value: 'Actual#2026' } });
    fireEvent.click(dialog.getByRole('button', { name: t.disable.submit }));
    expect(await screen.findByRole('button', { name: t.settings.enable })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fakeToast.success).toHaveBeenCalledWith(t.disable.disabledToast);
    expect(posts.at(-1)).toEqual({
      path: '/api/account/mfa/disable',
      body: { password: 'Actual#2026', code: '123456' },
    });
    expect(sessionStore.get()).toMatchObject({ user: { mfaEnabled: false } });
  });

  it('keeps it on when the dialog is cancelled', async () => {
    renderCard();
    fireEvent.click(await screen.findByRole('button', { name: t.settings.disable }));
    const dialog = within(await screen.findByRole('dialog', { name: t.disable.title }));
    fireEvent.click(dialog.getByRole('button', { name: t.disable.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(button(t.settings.disable)).toBeTruthy();
    expect(posts).toEqual([]);
  });

  it('does not offer to turn it off where the role requires it, and says why', async () => {
    status = { ...status, required: true, recoveryCodesLeft: 9 };
    renderCard();
    expect(await screen.findByText(t.settings.requiredNote)).toBeTruthy();
    expect(screen.queryByRole('button', { name: t.settings.disable })).toBeNull();
    expect(button(t.settings.regenerate)).toBeTruthy();
  });
});

import { messages, ssoMessages, type SsoSettings, type SsoSettingsInput } from '@aula/shared';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, apiServer, http, recordRequests, refusal } from '@/test/api-server';
import { TEST_ROLES, testCurrentUser } from '@/test/fixtures/current-user';
import { renderWithProviders } from '@/test/render-with-providers';
import { SsoSettingsPage } from './sso-settings-page';

const fakeToast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast: fakeToast }));

const t = ssoMessages;
const e = t.errors;
const REDIRECT_URI = 'https://aula.test/api/auth/sso/callback';

const SAVED: SsoSettings = {
  configured: true,
  enabled: true,
  name: 'Red de Salud',
  issuerUrl: 'https://login.redsalud.pe',
  clientId: 'aula',
  hasClientSecret: true,
  emailDomains: ['redsalud.pe', 'minsa.gob.pe'],
  passwordsOff: false,
  unitClaim: 'unit_code',
  positionClaim: null,
  roleClaim: 'groups',
  adminValues: ['aula-admins'],
  instructorValues: [],
  redirectUri: REDIRECT_URI,
};

let stored: SsoSettings;
let answerSave: (body: SsoSettingsInput) => Response;
let saves: SsoSettingsInput[];
let requests: string[];

beforeEach(() => {
  stored = SAVED;
  saves = [];
  requests = recordRequests();
  answerSave = (body) => {
    stored = {
      ...stored,
      ...body,
      hasClientSecret: stored.hasClientSecret || Boolean(body.clientSecret),
      unitClaim: body.unitClaim || null,
      positionClaim: body.positionClaim || null,
      roleClaim: body.roleClaim || null,
      emailDomains: body.emailDomains.map((domain) => domain.toLowerCase()),
    };
    delete (stored as Partial<SsoSettingsInput>).clientSecret;
    return answer(200, stored);
  };
  apiServer.use(
    http.get('/api/settings/sso', () => answer(200, stored)),
    http.put('/api/settings/sso', async ({ request }) => {
      const body = (await request.json()) as SsoSettingsInput;
      saves.push(body);
      return answerSave(body);
    }),
  );
});

function renderPage(role: keyof typeof TEST_ROLES = 'ADMIN') {
  const viewer = testCurrentUser({ rol: TEST_ROLES[role] });
  return renderWithProviders(<SsoSettingsPage viewer={viewer} />, {
    path: '/dashboard/settings/sso',
    user: viewer,
    routes: [{ path: '/dashboard/settings', element: <p>Configuración</p> }],
  });
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement | HTMLTextAreaElement;
const checkbox = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
/** What describes a field: its errors, then its hint. */
const describing = (label: string) =>
  (field(label).getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)!.textContent);
const loaded = () => screen.findByLabelText(t.nameLabel) as Promise<HTMLInputElement>;
const save = () => fireEvent.click(screen.getByRole('button', { name: t.save }));

describe('SsoSettingsPage', () => {
  it('shows the saved settings: lists one per line, the secret kept, the address to register', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: t.title })).toBeTruthy();
    expect(screen.getByText(t.subtitle)).toBeTruthy();
    expect(screen.getByRole('link', { name: t.backToSettings }).getAttribute('href')).toBe(
      '/dashboard/settings',
    );
    expect(screen.getByRole('status').textContent).toBe(t.loading);
    await loaded();

    expect(screen.getByRole('switch', { name: t.enabledLabel }).getAttribute('aria-checked')).toBe('true');
    expect(field(t.nameLabel).value).toBe('Red de Salud');
    expect(describing(t.nameLabel)).toEqual([t.nameHint]);
    expect(field(t.issuerLabel).value).toBe('https://login.redsalud.pe');
    expect(field(t.clientIdLabel).value).toBe('aula');
    const secret = field(t.clientSecretLabel);
    expect(secret.value).toBe('');
    expect(secret.getAttribute('type')).toBe('password');
    expect(describing(t.clientSecretLabel)).toEqual([t.clientSecretKept]);
    const redirect = field(t.redirectUriLabel) as HTMLInputElement;
    expect(redirect.value).toBe(REDIRECT_URI);
    expect(redirect.readOnly).toBe(true);
    expect(field(t.domainsLabel).value).toBe('redsalud.pe\nminsa.gob.pe');
    expect(describing(t.domainsLabel)).toEqual([t.domainsHint]);
    expect(checkbox(t.passwordsOffLabel).checked).toBe(false);
    expect(describing(t.passwordsOffLabel)).toEqual([t.passwordsOffHint]);
    expect(screen.getByRole('region', { name: t.mappingTitle })).toBeTruthy();
    expect(screen.getByText(t.mappingHint)).toBeTruthy();
    expect(field(t.unitClaimLabel).value).toBe('unit_code');
    expect(field(t.positionClaimLabel).value).toBe('');
    expect(field(t.roleClaimLabel).value).toBe('groups');
    expect(field(t.adminValuesLabel).value).toBe('aula-admins');
    expect(field(t.instructorValuesLabel).value).toBe('');
    expect(describing(t.instructorValuesLabel)).toEqual([t.valuesHint]);
    expect(requests).toEqual(['GET /api/settings/sso']);
  });

  it('saves what is typed, the lists as arrays, saying so while it saves, and empties the secret', async () => {
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    // Answering nothing passes the save on to the handler above, once released.
    apiServer.use(http.put('/api/settings/sso', () => released.then(() => undefined)));
    renderPage();
    await loaded();
    fireEvent.click(screen.getByRole('switch', { name: t.enabledLabel }));
    type(t.nameLabel, 'Red de Salud Norte');
    type(t.clientSecretLabel, 'otro-secreto');
    type(t.domainsLabel, 'redsalud.pe\n\n  Hospital-Norte.pe \nminsa.gob.pe\n');
    fireEvent.click(checkbox(t.passwordsOffLabel));
    type(t.unitClaimLabel, '');
    type(t.positionClaimLabel, 'job_title');
    type(t.adminValuesLabel, 'aula-admins\nti');
    type(t.instructorValuesLabel, 'docentes');
    save();

    const saving = await screen.findByRole('button', { name: t.saving });
    expect((saving as HTMLButtonElement).disabled).toBe(true);
    await act(async () => release());
    await waitFor(() => expect(fakeToast.success).toHaveBeenCalledWith(t.saved));
    expect(saves).toEqual([
      {
        enabled: false,
        name: 'Red de Salud Norte',
        issuerUrl: 'https://login.redsalud.pe',
        clientId: 'aula',
        clientSecret: 'otro-secreto',
        emailDomains: ['redsalud.pe', 'Hospital-Norte.pe', 'minsa.gob.pe'],
        passwordsOff: true,
        unitClaim: '',
        positionClaim: 'job_title',
        roleClaim: 'groups',
        adminValues: ['aula-admins', 'ti'],
        instructorValues: ['docentes'],
      },
    ]);
    // The form starts again from what was saved, as the server cleaned it; the secret is not shown back.
    expect(field(t.clientSecretLabel).value).toBe('');
    expect(describing(t.clientSecretLabel)).toEqual([t.clientSecretKept]);
    expect(field(t.domainsLabel).value).toBe('redsalud.pe\nhospital-norte.pe\nminsa.gob.pe');
    expect(screen.getByRole('switch', { name: t.enabledLabel }).getAttribute('aria-checked')).toBe('false');
    expect(screen.getByRole('button', { name: t.save })).toBeTruthy();
  });

  it('keeps the stored secret when none is typed: the request carries none', async () => {
    renderPage();
    await loaded();
    save();
    await waitFor(() => expect(fakeToast.success).toHaveBeenCalledWith(t.saved));
    expect(saves).toHaveLength(1);
    expect(saves[0]).not.toHaveProperty('clientSecret');
    expect(saves[0]!.positionClaim).toBe('');
  });

  it("puts the server's refusals under their fields and keeps everything typed", async () => {
    answerSave = () =>
      refusal(422, 'validation_failed', e.providerUnreachable, {
        issuerUrl: e.providerUnreachable,
        passwordsOff: e.noAdminOutside,
      });
    renderPage();
    await loaded();
    type(t.issuerLabel, 'https://caido.redsalud.pe');
    type(t.clientSecretLabel, 'otro-secreto');
    type(t.domainsLabel, 'redsalud.pe\nclinica.pe');
    fireEvent.click(checkbox(t.passwordsOffLabel));
    save();

    await waitFor(() => expect(describing(t.issuerLabel)).toEqual([e.providerUnreachable, t.issuerHint]));
    expect(field(t.issuerLabel).getAttribute('aria-invalid')).toBe('true');
    expect(describing(t.passwordsOffLabel)).toEqual([e.noAdminOutside, t.passwordsOffHint]);
    await waitFor(() => expect(document.activeElement).toBe(field(t.issuerLabel)));
    expect(field(t.issuerLabel).value).toBe('https://caido.redsalud.pe');
    expect(field(t.clientSecretLabel).value).toBe('otro-secreto');
    expect(field(t.domainsLabel).value).toBe('redsalud.pe\nclinica.pe');
    expect(checkbox(t.passwordsOffLabel).checked).toBe(true);
    expect(fakeToast.success).not.toHaveBeenCalled();
  });

  it('says above the button why a save without a field to blame was refused', async () => {
    answerSave = () => refusal(403, 'forbidden', messages.common.forbidden);
    renderPage();
    await loaded();
    type(t.nameLabel, 'Red de Salud Sur');
    save();
    expect((await screen.findByRole('alert')).textContent).toBe(messages.common.forbidden);
    expect(field(t.nameLabel).value).toBe('Red de Salud Sur');
  });

  it('refuses an invalid domain, naming each one, without sending anything', async () => {
    renderPage();
    await loaded();
    type(t.domainsLabel, 'redsalud.pe\nno es dominio\n@clinica.pe');
    type(t.roleClaimLabel, 'grupos de aula');
    save();

    await waitFor(() =>
      expect(describing(t.domainsLabel)).toEqual([
        e.domainInvalid('no es dominio'),
        e.domainInvalid('@clinica.pe'),
        t.domainsHint,
      ]),
    );
    expect(describing(t.roleClaimLabel)).toEqual([e.claimInvalid]);
    await waitFor(() => expect(document.activeElement).toBe(field(t.domainsLabel)));
    expect(field(t.domainsLabel).value).toBe('redsalud.pe\nno es dominio\n@clinica.pe');
    expect(saves).toEqual([]);
    expect(requests).toEqual(['GET /api/settings/sso']);
  });

  it('asks for the secret on the first save, before sending anything', async () => {
    stored = {
      ...SAVED,
      configured: false,
      enabled: false,
      name: '',
      issuerUrl: '',
      clientId: '',
      hasClientSecret: false,
      emailDomains: [],
      unitClaim: null,
      roleClaim: null,
      adminValues: [],
    };
    renderPage();
    await loaded();
    expect(describing(t.clientSecretLabel)).toEqual([]);
    type(t.nameLabel, 'Red de Salud');
    type(t.issuerLabel, 'https://login.redsalud.pe');
    type(t.clientIdLabel, 'aula');
    type(t.domainsLabel, 'redsalud.pe');
    save();
    await waitFor(() => expect(describing(t.clientSecretLabel)).toEqual([e.clientSecretRequired]));
    expect(saves).toEqual([]);

    type(t.clientSecretLabel, 'secreto');
    save();
    await waitFor(() => expect(fakeToast.success).toHaveBeenCalledWith(t.saved));
    expect(saves[0]!.clientSecret).toBe('secreto');
    expect(describing(t.clientSecretLabel)).toEqual([t.clientSecretKept]);
  });

  it('offers a retry when the settings could not be loaded', async () => {
    apiServer.use(
      http.get(
        '/api/settings/sso',
        () => refusal(503, 'service_unavailable', messages.common.serviceUnavailable),
        { once: true },
      ),
    );
    renderPage();
    expect(await screen.findByText(t.loadError)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: t.retry }));
    expect((await loaded()).value).toBe('Red de Salud');
  });

  it.each(['INSTRUCTOR', 'STUDENT'] as const)(
    'tells a %s it is for admins, without asking the server',
    (role) => {
      renderPage(role);
      expect(screen.getByRole('heading', { level: 1, name: t.noAccessTitle })).toBeTruthy();
      expect(screen.getByText(t.noAccessText)).toBeTruthy();
      expect(screen.getByRole('link', { name: t.backToSettings }).getAttribute('href')).toBe(
        '/dashboard/settings',
      );
      expect(requests).toEqual([]);
    },
  );
});

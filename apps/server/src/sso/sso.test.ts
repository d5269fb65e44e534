import {
  messages,
  ROLE_CODES,
  sessionResponseSchema,
  signOutResponseSchema,
  ssoMessages,
  ssoOfferSchema,
  ssoSettingsSchema,
  unitTreeSchema,
  type SsoSettingsInput,
} from '@aula/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOidcTestProvider, type OidcTestProvider } from '../../../../test-support/oidc-test-provider';
import { freePort } from '../../../../test-support/free-port';
import {
  bodyOf,
  createUser,
  refusalOf,
  sendJson,
  signedInPerson,
  signIn,
  type Person,
} from '../../test/factories';
import { enrolSecondFactor, nextSecondFactorCode } from '../../test/second-factor';
import { SsoBrowser } from '../../test/sso-browser';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createBackgroundWorker } from '../background-work';
import { manualClock } from '../time/clock';
import { ROOT_UNIT_ID } from '../organisation/unit-queries';

/**
 * Single sign-on end to end through the API, against a real OpenID provider run by the test
 * (docs/product/single-sign-on.md): the admin's settings, sign-in of a known and of a new person,
 * every refusal, the second factor after the provider, sign-out at both ends, passwords off.
 */
const PUBLIC_URL = 'https://aula.example.org';
const CLIENT = { client_id: 'aula', client_secret: 'secreto-del-hospital-2026' };
const clock = manualClock();
let app: TestApp;
let provider: OidcTestProvider;
let admin: Person;

const settings = (overrides: Partial<SsoSettingsInput> = {}): SsoSettingsInput => ({
  enabled: true,
  name: 'Red de Salud del Sur',
  issuerUrl: provider.issuer,
  clientId: CLIENT.client_id,
  clientSecret: CLIENT.client_secret,
  emailDomains: ['redsalud.test'],
  passwordsOff: false,
  unitClaim: 'unidad',
  positionClaim: 'puesto',
  roleClaim: 'rol',
  adminValues: ['aula-admin'],
  instructorValues: ['aula-docentes'],
  ...overrides,
});
const saveSettings = (input: SsoSettingsInput, token = admin.token) =>
  sendJson(app, 'PUT', '/api/settings/sso', token, input);

beforeAll(async () => {
  app = await createTestApp({ clock, env: { PUBLIC_URL } });
  provider = await startOidcTestProvider({
    clients: [
      {
        ...CLIENT,
        redirect_uris: [`${PUBLIC_URL}/api/auth/sso/callback`],
        post_logout_redirect_uris: [`${PUBLIC_URL}/login`],
      },
    ],
  });
  admin = await signedInPerson(app, ROLE_CODES.admin);
}, 60_000);
afterAll(async () => {
  await app.close();
  await provider.close();
});

/**
 * From 'Ingresar con…' to the provider's answer: the app sends the browser to the provider, the
 * person types `login` on its form, and the provider redirects back. Returns that last address
 * without visiting it; `editAuthorization` may alter the request the app sent to the provider.
 */
async function throughProvider(
  browser: SsoBrowser,
  login: string,
  editAuthorization: (url: URL) => void = () => {},
): Promise<string> {
  const start = await browser.request('/api/auth/sso/start?returnTo=/dashboard/my-courses');
  const authorization = new URL(SsoBrowser.locationOf(start, PUBLIC_URL));
  expect(authorization.origin).toBe(provider.issuer);
  editAuthorization(authorization);
  let url = authorization.href;
  for (let step = 0; step < 10; step++) {
    if (url.startsWith(PUBLIC_URL)) return url;
    const response = await browser.request(url);
    if (response.status === 200 && url.includes('/interaction/')) {
      await response.text();
      // The provider's login form: any password, the login names the person.
      const submitted = await browser.request(url, { form: { prompt: 'login', login, password: 'x' } });
      url = SsoBrowser.locationOf(submitted, url);
    } else url = SsoBrowser.locationOf(response, url);
  }
  throw new Error('the provider never sent the browser back');
}

/** The whole sign-in; returns where the app sent the browser at the end. */
async function signInThroughProvider(browser: SsoBrowser, login: string): Promise<string> {
  const answer = await browser.request(await throughProvider(browser, login));
  return SsoBrowser.locationOf(answer, PUBLIC_URL);
}

/** The session the browser holds now, as the web app reads it on load. */
async function sessionOf(browser: SsoBrowser) {
  const response = await browser.request('/api/auth/refresh', { method: 'POST' });
  expect(response.status).toBe(200);
  return bodyOf(response, sessionResponseSchema);
}

const refusedWith = (reason: string) => `${PUBLIC_URL}/login?sso_error=${reason}`;
const countUsers = async (email: string) =>
  (await app.deps.db.kysely.selectFrom('Users').select('id_user').where('email', '=', email).execute())
    .length;

describe("an admin's 'Inicio de sesión institucional'", () => {
  it('is empty until saved, and only admins read or change it', async () => {
    const empty = await bodyOf(
      await sendJson(app, 'GET', '/api/settings/sso', admin.token),
      ssoSettingsSchema,
    );
    expect(empty).toMatchObject({
      configured: false,
      enabled: false,
      redirectUri: `${PUBLIC_URL}/api/auth/sso/callback`,
    });
    const student = await signedInPerson(app, ROLE_CODES.student);
    expect((await sendJson(app, 'GET', '/api/settings/sso', student.token)).status).toBe(403);
    expect((await saveSettings(settings(), student.token)).status).toBe(403);
    expect((await bodyOf(await app.request('/api/auth/sso'), ssoOfferSchema)).offer).toBeNull();
  });

  it('refuses bad values field by field, and an issuer that does not answer, saving nothing', async () => {
    const bad = await saveSettings(
      settings({
        issuerUrl: 'http://idp.redsalud.test',
        emailDomains: ['redsalud', ''],
        name: ' ',
        unitClaim: 'uni dad',
      }),
    );
    expect(bad.status).toBe(422);
    const { fields } = await refusalOf(bad);
    expect(fields).toMatchObject({
      issuerUrl: ssoMessages.errors.issuerInvalid,
      emailDomains: ssoMessages.errors.domainInvalid('redsalud'),
      name: ssoMessages.errors.nameRequired,
      unitClaim: ssoMessages.errors.claimInvalid,
    });
    const noSecret = await saveSettings(settings({ clientSecret: '' }));
    expect((await refusalOf(noSecret)).fields).toEqual({
      clientSecret: ssoMessages.errors.clientSecretRequired,
    });

    const unreachable = await saveSettings(settings({ issuerUrl: `http://127.0.0.1:${await freePort()}` }));
    expect(unreachable.status).toBe(422);
    expect((await refusalOf(unreachable)).fields).toEqual({
      issuerUrl: ssoMessages.errors.providerUnreachable,
    });
    const after = await bodyOf(
      await sendJson(app, 'GET', '/api/settings/sso', admin.token),
      ssoSettingsSchema,
    );
    expect(after.configured).toBe(false);
  });

  it('saves a connection that answers, and never gives the secret back', async () => {
    const saved = await saveSettings(settings({ emailDomains: ['RedSalud.test', 'redsalud.test', ''] }));
    expect(saved.status).toBe(200);
    const text = await saved.text();
    expect(text).not.toContain(CLIENT.client_secret);
    expect(ssoSettingsSchema.parse(JSON.parse(text))).toMatchObject({
      configured: true,
      enabled: true,
      hasClientSecret: true,
      emailDomains: ['redsalud.test'],
      adminValues: ['aula-admin'],
    });
    const row = await app.deps.db.kysely.selectFrom('Sso_Settings').selectAll().executeTakeFirstOrThrow();
    expect(row.client_secret_sealed).not.toContain(CLIENT.client_secret);
    // Blank keeps the stored secret: saving again without it still signs people in (below).
    expect((await saveSettings(settings({ clientSecret: '' }))).status).toBe(200);
    const offer = await bodyOf(await app.request('/api/auth/sso'), ssoOfferSchema);
    expect(offer.offer).toEqual({
      name: 'Red de Salud del Sur',
      emailDomains: ['redsalud.test'],
      passwordsOff: false,
    });
  });
});

describe('signing in through the provider', () => {
  it('opens a session on the account of the verified email, and returns where the person was going', async () => {
    const nurse = await createUser(app.deps, ROLE_CODES.student, { email: 'enfermera.rios@redsalud.test' });
    const browser = new SsoBrowser(app, PUBLIC_URL);
    expect(await signInThroughProvider(browser, 'Enfermera.Rios@redsalud.test')).toBe(
      `${PUBLIC_URL}/dashboard/my-courses`,
    );
    const session = await sessionOf(browser);
    expect(session.user).toMatchObject({ id: nurse.profileId, email: nurse.email });
    expect(await countUsers(nurse.email)).toBe(1);
  });

  it('creates a first-timer just in time with the mapped unit, position and role', async () => {
    const hospital = await sendJson(app, 'POST', '/api/units', admin.token, {
      parentId: ROOT_UNIT_ID,
      kind: 'establishment',
      name: 'Hospital del Sur',
      code: 'HS',
    });
    const hospitalId = (await bodyOf(hospital, unitTreeSchema)).items.find((u) => u.code === 'HS')!.id;
    const emergencies = await sendJson(app, 'POST', '/api/units', admin.token, {
      parentId: hospitalId,
      kind: 'service',
      name: 'Emergencias',
      code: 'HS-EMG',
    });
    const emergenciesId = (await bodyOf(emergencies, unitTreeSchema)).items.find(
      (u) => u.code === 'HS-EMG',
    )!.id;
    expect(
      (await sendJson(app, 'POST', '/api/positions', admin.token, { name: 'Enfermera asistencial' })).status,
    ).toBe(201);
    provider.setAccount('nueva', {
      email: 'lucia.quispe@redsalud.test',
      email_verified: true,
      given_name: 'Lucía',
      family_name: 'Quispe Mamani',
      unidad: 'hs-emg',
      puesto: 'ENFERMERA ASISTENCIAL',
      rol: ['personal', 'aula-docentes'],
    });

    const browser = new SsoBrowser(app, PUBLIC_URL);
    expect(await signInThroughProvider(browser, 'nueva')).toBe(`${PUBLIC_URL}/dashboard/my-courses`);
    const { user } = await sessionOf(browser);
    expect(user).toMatchObject({
      email: 'lucia.quispe@redsalud.test',
      names: 'Lucía',
      lastNames: 'Quispe Mamani',
    });
    expect(user.rol.code).toBe(ROLE_CODES.instructor);
    const placement = await sendJson(app, 'GET', `/api/users/${user.id}/placement`, admin.token);
    expect(await placement.json()).toMatchObject({
      unit: { id: emergenciesId },
      position: { name: 'Enfermera asistencial' },
    });

    // The second time, the same account: nobody is created twice.
    expect(await signInThroughProvider(new SsoBrowser(app, PUBLIC_URL), 'nueva')).toBe(
      `${PUBLIC_URL}/dashboard/my-courses`,
    );
    expect(await countUsers('lucia.quispe@redsalud.test')).toBe(1);
  });

  it('refuses an email the provider did not verify, or of another domain, creating nobody', async () => {
    provider.setAccount('sin-verificar', { email: 'pedro.sanchez@redsalud.test', email_verified: false });
    expect(await signInThroughProvider(new SsoBrowser(app, PUBLIC_URL), 'sin-verificar')).toBe(
      refusedWith('unverified_email'),
    );
    provider.setAccount('sin-email', { name: 'Sin Email' });
    expect(await signInThroughProvider(new SsoBrowser(app, PUBLIC_URL), 'sin-email')).toBe(
      refusedWith('unverified_email'),
    );
    expect(await countUsers('pedro.sanchez@redsalud.test')).toBe(0);

    // An account of the academy outside the domains is not the provider's to open.
    const outsider = await createUser(app.deps, ROLE_CODES.admin, { email: 'externo@otrohospital.test' });
    expect(await signInThroughProvider(new SsoBrowser(app, PUBLIC_URL), outsider.email)).toBe(
      refusedWith('foreign_email'),
    );
  });

  it('refuses a deactivated account rather than opening it again', async () => {
    const leaver = await createUser(app.deps, ROLE_CODES.student, { email: 'cesado@redsalud.test' });
    await app.deps.db.kysely
      .updateTable('Users')
      .set({ deleted_at: clock.now() })
      .where('id_user', '=', leaver.userId)
      .execute();
    expect(await signInThroughProvider(new SsoBrowser(app, PUBLIC_URL), leaver.email)).toBe(
      refusedWith('inactive'),
    );
    expect(await countUsers(leaver.email)).toBe(1);
  });

  it('refuses an answer with another state, an altered nonce, or none begun in this browser', async () => {
    const email = 'tecnico.lab@redsalud.test';
    await createUser(app.deps, ROLE_CODES.student, { email });

    const forged = new SsoBrowser(app, PUBLIC_URL);
    const answer = new URL(await throughProvider(forged, email));
    answer.searchParams.set('state', 'otro-estado');
    expect(SsoBrowser.locationOf(await forged.request(answer.href), PUBLIC_URL)).toBe(refusedWith('refused'));
    expect(forged.appCookie('aula_refresh')).toBeUndefined();

    // The provider signs the nonce it was sent: one swapped on the way is caught in the ID token.
    const swapped = new SsoBrowser(app, PUBLIC_URL);
    const swappedAnswer = await throughProvider(swapped, email, (url) =>
      url.searchParams.set('nonce', 'nonce-de-otro'),
    );
    expect(SsoBrowser.locationOf(await swapped.request(swappedAnswer), PUBLIC_URL)).toBe(
      refusedWith('refused'),
    );
    expect(swapped.appCookie('aula_refresh')).toBeUndefined();

    // A good answer taken to another browser, or used twice, opens nothing.
    const honest = new SsoBrowser(app, PUBLIC_URL);
    const honestAnswer = await throughProvider(honest, email);
    const elsewhere = new SsoBrowser(app, PUBLIC_URL);
    expect(SsoBrowser.locationOf(await elsewhere.request(honestAnswer), PUBLIC_URL)).toBe(
      refusedWith('expired'),
    );
    expect(SsoBrowser.locationOf(await honest.request(honestAnswer), PUBLIC_URL)).toBe(
      `${PUBLIC_URL}/dashboard/my-courses`,
    );
    expect(SsoBrowser.locationOf(await honest.request(honestAnswer), PUBLIC_URL)).toBe(
      refusedWith('expired'),
    );

    const failures = await app.deps.db.kysely
      .selectFrom('Security_Events')
      .select('details')
      .where('type', '=', 'sign_in')
      .where('outcome', '=', 'failure')
      .execute();
    const reasons = failures.map((event) => (event.details as { reason?: string }).reason);
    expect(reasons).toEqual(
      expect.arrayContaining(['refused', 'expired', 'unverified_email', 'foreign_email']),
    );
  });

  it('refuses an answer that comes back after the ten minutes the sign-in may take', async () => {
    const email = 'lento@redsalud.test';
    await createUser(app.deps, ROLE_CODES.student, { email });
    const browser = new SsoBrowser(app, PUBLIC_URL);
    const answer = await throughProvider(browser, email);
    clock.advance(10 * 60_000 + 1_000);
    expect(SsoBrowser.locationOf(await browser.request(answer), PUBLIC_URL)).toBe(refusedWith('expired'));
  });

  it("asks an account's second factor after the provider, and the session it opens is still the provider's", async () => {
    const email = 'jefa.uci@redsalud.test';
    await createUser(app.deps, ROLE_CODES.student, { email });
    const own = await signIn(app, email, 'Prueba#2026');
    await enrolSecondFactor(app, email, own.accessToken);

    const browser = new SsoBrowser(app, PUBLIC_URL);
    const step = new URL(await signInThroughProvider(browser, email));
    expect(step.pathname).toBe('/login');
    expect(browser.appCookie('aula_refresh')).toBeUndefined();
    const fragment = new URLSearchParams(step.hash.slice(1));
    expect(fragment.get('return_to')).toBe('/dashboard/my-courses');
    const code = await nextSecondFactorCode(app, email);
    const second = await sendJson(app, 'POST', '/api/auth/sign-in/mfa', undefined, {
      challenge: fragment.get('sso_mfa'),
      code,
    });
    expect(second.status).toBe(200);
    const { access_token } = await bodyOf(second, sessionResponseSchema);
    const out = await sendJson(app, 'POST', '/api/auth/sign-out', access_token);
    expect(out.status).toBe(200);
    expect((await bodyOf(out, signOutResponseSchema)).endSessionUrl).toContain(
      `${provider.issuer}/session/end`,
    );
  });
});

describe('signing out', () => {
  it("of a provider's session also leads to the provider's sign-out; of a password session, nowhere", async () => {
    const email = 'salida@redsalud.test';
    await createUser(app.deps, ROLE_CODES.student, { email });
    const browser = new SsoBrowser(app, PUBLIC_URL);
    await signInThroughProvider(browser, email);
    const out = await browser.request('/api/auth/sign-out', { method: 'POST' });
    expect(out.status).toBe(200);
    const endSession = new URL((await bodyOf(out, signOutResponseSchema)).endSessionUrl);
    expect(endSession.origin + endSession.pathname).toBe(`${provider.issuer}/session/end`);
    expect(endSession.searchParams.get('client_id')).toBe(CLIENT.client_id);
    expect(endSession.searchParams.get('post_logout_redirect_uri')).toBe(`${PUBLIC_URL}/login`);
    // Aula's session is over: its refresh cookie no longer renews anything.
    expect((await browser.request('/api/auth/refresh', { method: 'POST' })).status).toBe(401);
    // The provider's own sign-out page answers the browser that signed in there.
    const atProvider = await browser.request(endSession.href);
    expect(atProvider.status).toBe(200);
    await atProvider.text();

    const byPassword = await signIn(app, email, 'Prueba#2026');
    expect((await sendJson(app, 'POST', '/api/auth/sign-out', byPassword.accessToken)).status).toBe(204);
  });
});

describe('passwords off for the domains', () => {
  it('needs an administrator outside the domains, who can still get in if the provider fails', async () => {
    const refused = await saveSettings(
      settings({ passwordsOff: true, emailDomains: ['redsalud.test', 'aula.test', 'otrohospital.test'] }),
    );
    expect(refused.status).toBe(422);
    expect((await refusalOf(refused)).fields).toEqual({ passwordsOff: ssoMessages.errors.noAdminOutside });
  });

  it("refuses the domains' passwords and sends them no reset link; other accounts are untouched", async () => {
    const nurse = await createUser(app.deps, ROLE_CODES.student, { email: 'obstetra@redsalud.test' });
    const other = await createUser(app.deps, ROLE_CODES.student, { email: 'visitante@aula.test' });
    expect((await saveSettings(settings({ passwordsOff: true }))).status).toBe(200);

    const attempt = await sendJson(app, 'POST', '/api/auth/sign-in', undefined, {
      email: nurse.email,
      password: nurse.password,
    });
    expect(attempt.status).toBe(422);
    const refusal = await refusalOf(attempt);
    const message = messages.signIn.sso.passwordsOff('Red de Salud del Sur');
    expect(refusal).toMatchObject({ message, fields: { email: message } });
    expect(
      (
        await sendJson(app, 'POST', '/api/auth/sign-in', undefined, {
          email: other.email,
          password: other.password,
        })
      ).status,
    ).toBe(200);

    const worker = createBackgroundWorker(app.deps);
    for (const email of [nurse.email, other.email])
      expect((await sendJson(app, 'POST', '/api/auth/password-reset', undefined, { email })).status).toBe(
        202,
      );
    await worker.drain();
    const mailTo = async (email: string) =>
      (
        await app.deps.db.kysely
          .selectFrom('Mail_Messages')
          .select('id_mail')
          .where('to_email', '=', email)
          .execute()
      ).length;
    expect(await mailTo(nurse.email)).toBe(0);
    expect(await mailTo(other.email)).toBe(1);

    // Through the provider, the same person gets in; switched off, the password works again.
    expect(await signInThroughProvider(new SsoBrowser(app, PUBLIC_URL), nurse.email)).toBe(
      `${PUBLIC_URL}/dashboard/my-courses`,
    );
    expect((await saveSettings(settings({ enabled: false, passwordsOff: true }))).status).toBe(200);
    expect(
      (
        await sendJson(app, 'POST', '/api/auth/sign-in', undefined, {
          email: nurse.email,
          password: nurse.password,
        })
      ).status,
    ).toBe(200);
    expect(SsoBrowser.locationOf(await app.request('/api/auth/sso/start'), PUBLIC_URL)).toBe(
      refusedWith('unavailable'),
    );
  });
});

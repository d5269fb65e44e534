import { messages, ssoMessages as t, type SsoSettingsInput } from '@aula/shared';
import type { Page } from '@playwright/test';
import { OIDC_CLIENT, OIDC_PROVIDER_PORT } from '../e2e-servers';
import { OIDC_PEOPLE } from '../oidc-people';
import { apiToken } from './course-api';
import { expect, signInAs, signOut, test } from './fixtures';

/**
 * Issue 21: single sign-on in Chromium against the run's OpenID provider (e2e/oidc-provider.ts).
 * An admin connects it on 'Inicio de sesión institucional'; a nurse Aula has never seen signs in
 * with it and is created with the unit and position the provider names; a typed email of the
 * domain is sent there; a refusal is said in Spanish; signing out ends both sessions.
 */
const ISSUER = `http://127.0.0.1:${OIDC_PROVIDER_PORT}`;
const INSTITUTION = 'Red de Salud del Sur';
const s = messages.signIn.sso;

// The provider's development pages ask a web font of the internet, which a test machine lacks.
test.use({ expectedConsoleErrors: [/fonts\.googleapis\.com/] });

/** The provider's own login form: any password, the login names the person. */
async function signInAtProvider(page: Page, login: string) {
  await expect(page).toHaveURL(new RegExp(`^${ISSUER}/interaction/`));
  await page.getByPlaceholder('Enter any login').fill(login);
  await page.getByPlaceholder('and password').fill('cualquiera');
  await page.getByRole('button', { name: 'Sign-in' }).click();
}

// The connection is the main server's, shared with the run's other tests: switched off afterwards.
test.afterAll(async ({ request }) => {
  const token = await apiToken(request, 'admin@aula.test');
  const off: SsoSettingsInput = {
    enabled: false,
    name: INSTITUTION,
    issuerUrl: ISSUER,
    clientId: OIDC_CLIENT.client_id,
    clientSecret: OIDC_CLIENT.client_secret,
    emailDomains: ['redsalud.test'],
    passwordsOff: false,
    unitClaim: '',
    positionClaim: '',
    roleClaim: '',
    adminValues: [],
    instructorValues: [],
  };
  const response = await request.put('/api/settings/sso', {
    headers: { authorization: `Bearer ${token}` },
    data: off,
  });
  expect(response.status(), await response.text()).toBe(200);
});

test('an admin connects the institution; a new nurse signs in with it, placed by its claims, and signs out of both', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signInAs(page, 'admin@aula.test');
  await page.goto('/dashboard/settings');
  await page.getByRole('link', { name: t.open }).click();
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  await page.getByLabel(t.enabledLabel).check();
  await page.getByLabel(t.nameLabel).fill(INSTITUTION);
  await page.getByLabel(t.issuerLabel).fill(ISSUER);
  await page.getByLabel(t.clientIdLabel).fill(OIDC_CLIENT.client_id);
  await page.getByLabel(t.clientSecretLabel).fill(OIDC_CLIENT.client_secret);
  await page.getByLabel(t.domainsLabel).fill('redsalud.test');
  await page.getByLabel(t.unitClaimLabel).fill('unidad');
  await page.getByLabel(t.positionClaimLabel).fill('puesto');
  await page.getByLabel(t.roleClaimLabel).fill('rol');
  await page.getByLabel(t.instructorValuesLabel).fill('docentes');
  await page.getByRole('button', { name: t.save }).click();
  await expect(page.getByText(t.saved)).toBeVisible();
  await expect(page.getByText(t.clientSecretKept)).toBeVisible();

  // A nurse on her own phone: 'Ingresar con' the institution, its login, and she is in.
  const context = await browser.newContext({ locale: 'es-PE' });
  const nurse = await context.newPage();
  await nurse.goto('/login');
  await nurse.getByRole('button', { name: s.continueWith(INSTITUTION) }).click();
  await signInAtProvider(nurse, OIDC_PEOPLE.newNurse.login);
  await expect(nurse).toHaveURL(/\/dashboard$/);
  await expect(nurse.getByRole('button', { name: messages.shell.userMenu })).toBeVisible();

  // Created just in time, where the provider says she works.
  await nurse.goto('/dashboard/profile?tab=organizacion');
  await expect(nurse.getByText('Hospital Central / Emergencias')).toBeVisible();
  await expect(nurse.getByText('Enfermera asistencial')).toBeVisible();

  // Signing out of Aula leads to the institution's sign-out, and from there back to /login.
  await nurse.getByRole('button', { name: messages.shell.userMenu }).click();
  await nurse.getByRole('menuitem', { name: messages.shell.signOut }).click();
  await expect(nurse).toHaveURL(new RegExp(`^${ISSUER}/session/end`));
  await nurse.getByRole('button', { name: 'Cerrar también la sesión institucional' }).click();
  await expect(nurse).toHaveURL(/\/login$/);
  await expect(nurse.getByRole('heading', { level: 1, name: messages.signIn.title })).toBeVisible();

  // Typing an email of the domain goes to the institution too; the provider's session is over,
  // so it asks again. An address it never verified is refused, in Spanish, with nobody created.
  await nurse
    .getByLabel(messages.signIn.emailLabel, { exact: true })
    .fill(OIDC_PEOPLE.unverified.claims.email);
  await nurse.getByRole('button', { name: messages.signIn.submit, exact: true }).click();
  await signInAtProvider(nurse, OIDC_PEOPLE.unverified.login);
  await expect(nurse).toHaveURL(/\/login$/);
  await expect(nurse.getByRole('alert')).toHaveText(s.errors.unverified_email);
  await context.close();

  // The admin finds the nurse among the people, with the role the mapping gave (none: student).
  await page.goto(`/dashboard/users?search=${encodeURIComponent('Huamán')}`);
  await expect(page.getByRole('table').getByRole('row').nth(1)).toContainText('Rosa Huamán Torres');
  await signOut(page);
});

import { messages, accountMessages } from '@aula/shared';
import type { Browser } from '@playwright/test';
import { signUpStudent } from './accounts';
import { expect, signInAs, test } from './fixtures';
import { STUDENT_PASSWORD } from './learner-records';

/**
 * /dashboard/settings (docs/product/accounts.md#settings-page): a new password, and leaving every
 * device at once.
 */
const t = accountMessages.settings;
const NEW_PASSWORD = 'Otra#Clave2026';

async function signedInElsewhere(browser: Browser, email: string, password: string) {
  const page = await (await browser.newContext({ locale: 'es-PE' })).newPage();
  await signInAs(page, email, password);
  return page;
}

test.describe('account settings', () => {
  // The other device's page is refused once its session ends: its 401s are expected.
  test.use({ expectedConsoleErrors: [/ (401|422) /] });

  test('changing the password needs the current one and ends the other sessions', async ({
    page,
    browser,
    request,
  }) => {
    const { email } = await signUpStudent(request, {
      names: 'Renata',
      lastNames: 'Salazar',
      password: STUDENT_PASSWORD,
    });
    const other = await signedInElsewhere(browser, email, STUDENT_PASSWORD);
    await signInAs(page, email, STUDENT_PASSWORD);
    await page.getByRole('button', { name: messages.shell.userMenu }).click();
    await page.getByRole('menuitem', { name: messages.shell.settings }).click();
    await expect(page).toHaveURL(/\/dashboard\/settings$/);

    const form = t.changePassword;
    await page.getByLabel(form.currentPassword, { exact: true }).fill('NoEsLaMia#1');
    await page.getByLabel(form.newPassword, { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel(form.confirmPassword, { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: form.submit }).click();
    await expect(page.getByText(accountMessages.currentPasswordWrong)).toBeVisible();

    await page.getByLabel(form.currentPassword, { exact: true }).fill(STUDENT_PASSWORD);
    await page.getByRole('button', { name: form.submit }).click();
    await expect(page.getByText(form.changed)).toBeVisible();
    await expect(page.getByLabel(form.currentPassword, { exact: true })).toHaveValue('');

    // This device stays signed in; the other one is out at its next request.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await other.reload();
    await expect(other).toHaveURL(/\/login$/);
    await other.context().close();
    const fresh = await request.post('/api/auth/sign-in', { data: { email, password: NEW_PASSWORD } });
    expect(fresh.status()).toBe(200);
  });

  test('"Cerrar sesión en todos los dispositivos" signs out here and everywhere', async ({
    page,
    browser,
    request,
  }) => {
    const { email } = await signUpStudent(request, {
      names: 'Tomás',
      lastNames: 'Vilca',
      password: STUDENT_PASSWORD,
    });
    const other = await signedInElsewhere(browser, email, STUDENT_PASSWORD);
    await signInAs(page, email, STUDENT_PASSWORD);
    await page.goto('/dashboard/settings');
    await page.getByRole('button', { name: t.signOutEverywhere.button }).click();
    const dialog = page.getByRole('dialog', { name: t.signOutEverywhere.confirmTitle });
    await dialog.getByRole('button', { name: t.signOutEverywhere.confirm }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    await other.reload();
    await expect(other).toHaveURL(/\/login$/);
    await other.context().close();
  });

  test('"Sesiones activas" shows each device, marks this one, and ends another at once', async ({
    page,
    browser,
    request,
  }) => {
    const { email } = await signUpStudent(request, {
      names: 'Julia',
      lastNames: 'Paredes',
      password: STUDENT_PASSWORD,
    });
    const phone = await (
      await browser.newContext({
        locale: 'es-PE',
        userAgent:
          'Mozilla/5.0 (Linux; Android 14; SM-A155M) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      })
    ).newPage();
    await signInAs(phone, email, STUDENT_PASSWORD);
    await signInAs(page, email, STUDENT_PASSWORD);
    await page.goto('/dashboard/settings');

    const list = page.getByRole('list', { name: t.sessions.title });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(list.getByRole('listitem').first()).toContainText(t.sessions.current);
    const phoneRow = list.getByRole('listitem').filter({ hasText: 'Teléfono · Chrome 131 en Android' });
    await expect(phoneRow).toContainText(t.sessions.address('127.0.0.1'));
    await phoneRow.getByRole('button', { name: t.sessions.revoke }).click();
    const dialog = page.getByRole('dialog', { name: t.sessions.revokeConfirmTitle });
    await dialog.getByRole('button', { name: t.sessions.revokeConfirm }).click();
    await expect(page.getByText(t.sessions.revoked)).toBeVisible();
    await expect(list.getByRole('listitem')).toHaveCount(1);

    // The phone is out at its next request; this computer stays in.
    await phone.reload();
    await expect(phone).toHaveURL(/\/login$/);
    await phone.context().close();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  });
});

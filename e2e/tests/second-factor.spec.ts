import {
  invitationMessages,
  mailMessages,
  messages,
  mfaMessages,
  passwordRecoveryMessages,
} from '@aula/shared';
import type { Page } from '@playwright/test';
import { generate } from 'otplib';
import { signUpStudent } from './accounts';
import { apiToken } from './course-api';
import { expect, signIn, signInAs, signOut, test } from './fixtures';
import { linkIn, waitForMail } from './mailbox';
import { moveServerClock, serverNow } from './server-clock';

/**
 * The second factor in Chromium (issue 17, item 12; docs/decisions/0022): a nurse turns it on in
 * settings with a code her authenticator app would show (generated here from the key the page
 * gives), signs in with a code and with a recovery code; an admin created by another admin
 * chooses her password from the invitation and is taken straight to setting up the factor before
 * anything else.
 */
const m = mfaMessages;
const NURSE_PASSWORD = 'Higiene#Manos26';

/**
 * What the app on the nurse's phone shows: the key's code, for a step the server has not seen.
 * The phone keeps the server's time; a code is good once, so a second one within the same 30 s
 * needs the next step, which the server's clock is moved forward to instead of waited for
 * (docs/decisions/0027-time-in-browser-tests.md).
 */
class Authenticator {
  private lastStep = 0;
  constructor(readonly secret: string) {}
  async code(): Promise<string> {
    const step = Math.max(Math.floor(serverNow() / 30_000), this.lastStep + 1);
    // The server takes the next step's code too; past that, move its clock into the step before.
    const ahead = (step - 1) * 30_000 - serverNow();
    if (ahead > 0) moveServerClock(ahead + 500);
    this.lastStep = step;
    return generate({ secret: this.secret, epoch: step * 30 + 1 });
  }
}

/**
 * The setup flow, wherever it shows: the QR code, the key as text (which the app on the phone is
 * given here), its first code; answers the app and the recovery codes it was shown.
 */
async function setUpFromPage(page: Page) {
  await expect(page.getByRole('img', { name: m.setup.qrAlt })).toBeVisible();
  const shownKey = page.getByText(m.setup.manualKey).locator('xpath=following-sibling::code');
  const key = (await shownKey.innerText()).replace(/\s+/g, '');
  expect(key).toMatch(/^[A-Z2-7]{32}$/);
  const app = new Authenticator(key);
  await page.getByLabel(m.setup.codeLabel).fill(await app.code());
  await page.getByRole('button', { name: m.setup.confirm, exact: true }).click();
  await expect(page.getByRole('heading', { name: m.recoveryCodes.title })).toBeVisible();
  const codes = await page
    .getByRole('list', { name: m.recoveryCodes.title })
    .getByRole('listitem')
    .allInnerTexts();
  expect(codes).toHaveLength(10);
  await page.getByRole('button', { name: m.recoveryCodes.done }).click();
  return { app, codes };
}

test.describe('a nurse', () => {
  // A wrong code is answered 422, which the browser logs.
  test.use({ expectedConsoleErrors: [/ 422 .*\/api\/auth\/sign-in\/mfa/] });

  test('turns the second factor on, then signs in with her app’s code and with a recovery code', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const { email } = await signUpStudent(request, { password: NURSE_PASSWORD });
    await signInAs(page, email, NURSE_PASSWORD);
    await page.goto('/dashboard/settings');
    await expect(page.getByRole('heading', { name: m.settings.title })).toBeVisible();
    await page.getByRole('button', { name: m.settings.enable }).click();
    const { app, codes } = await setUpFromPage(page);
    await expect(page.getByText(m.settings.recoveryCodesLeft(10))).toBeVisible();

    await signOut(page);
    await signIn(page, email, NURSE_PASSWORD);
    await expect(page.getByRole('heading', { name: m.signIn.title })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel(m.signIn.codeLabel).fill('000000');
    await page.getByRole('button', { name: m.signIn.submit, exact: true }).click();
    await expect(page.getByText(m.codeWrong)).toBeVisible();
    await page.getByLabel(m.signIn.codeLabel).fill(await app.code());
    await page.getByRole('button', { name: m.signIn.submit, exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    await signOut(page);
    await signIn(page, email, NURSE_PASSWORD);
    await page.getByRole('button', { name: m.signIn.useRecoveryCode }).click();
    await page.getByLabel(m.signIn.recoveryCodeLabel).fill(codes[0]!);
    await page.getByRole('button', { name: m.signIn.submit, exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText(m.signIn.recoveryCodeUsed(9))).toBeVisible();
  });
});

test('an admin’s new admin chooses a password, then must set up the second factor before anything else', async ({
  page,
  request,
}) => {
  const adminToken = await apiToken(request, 'admin@aula.test');
  const email = `calidad-${Date.now()}@aula.test`;
  const created = await request.post('/api/users', {
    headers: { authorization: `Bearer ${adminToken}` },
    data: { email, names: 'Marta', lastNames: 'Quispe Huamán', role: 'ADMIN' },
  });
  expect(created.status(), await created.text()).toBe(201);

  // Her password, chosen from the invitation she received.
  const chosen = 'Seguridad#Paciente26';
  await page.goto(linkIn(await waitForMail(email, mailMessages.invitation.subject), '/accept-invitation'));
  await page.getByLabel(passwordRecoveryMessages.newPasswordLabel, { exact: true }).fill(chosen);
  await page.getByLabel(passwordRecoveryMessages.confirmPasswordLabel, { exact: true }).fill(chosen);
  await page.getByRole('button', { name: passwordRecoveryMessages.submit }).click();
  await expect(page.getByRole('status')).toHaveText(invitationMessages.page.done);
  await page.getByRole('link', { name: passwordRecoveryMessages.signIn }).click();
  await signIn(page, email, chosen);

  await expect(page.getByRole('heading', { name: m.setup.requiredTitle })).toBeVisible();
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await setUpFromPage(page);
  await expect(page.getByRole('heading', { level: 1, name: messages.shell.home.adminTitle })).toBeVisible();
});

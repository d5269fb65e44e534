import { mailMessages, messages, mfaMessages, passwordRecoveryMessages as m } from '@aula/shared';
import { signUpStudent } from './accounts';
import { expectNoSeriousViolations } from './axe';
import { expect, signIn, signInAs, test } from './fixtures';
import { linkIn, waitForMail } from './mailbox';

/**
 * '¿Olvidaste tu contraseña?' end to end (docs/product/accounts.md#password-recovery): the link
 * travels by real email, through the run's SMTP server (e2e/smtp-sink.ts), and is opened from the
 * message as its reader would.
 */
const OLD_PASSWORD = 'Quirofano#2027';
const NEW_PASSWORD = 'Gestión-de-Calidad-2027';

// A spent link's check is refused (410) on purpose.
test.use({ expectedConsoleErrors: [/status of 410 .*\/api\/auth\/password-reset\/check\)$/] });

test('a student chooses a new password from the emailed link, signs in with it, and the old session is gone', async ({
  page,
  browser,
  request,
}) => {
  // A sign-up, three sign-ins, two emails through the job queue and three accessibility checks.
  test.setTimeout(60_000);
  const { email } = await signUpStudent(request, { names: 'Rosa', password: OLD_PASSWORD });
  // The session opened before the reset, on another device.
  const oldSession = await (await browser.newContext({ locale: 'es-PE' })).newPage();
  await signInAs(oldSession, email, OLD_PASSWORD);

  await page.goto('/login');
  await page.getByRole('link', { name: messages.signIn.forgotPassword }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { level: 1, name: m.requestTitle })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByLabel(m.emailLabel, { exact: true }).fill(email);
  await page.getByRole('button', { name: m.requestSubmit }).click();
  await expect(page.getByRole('status')).toHaveText(m.requestSent);

  const resetMail = await waitForMail(email, mailMessages.passwordReset.subject);
  const link = linkIn(resetMail, '/reset-password');
  expect(new URL(link).origin).toBe(new URL(page.url()).origin);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: m.resetTitle })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByLabel(m.newPasswordLabel, { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel(m.confirmPasswordLabel, { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: m.submit }).click();
  await expect(page.getByRole('status')).toHaveText(m.done);

  // The new password opens the account, straight to the dashboard: a student has no second step.
  await page.getByRole('link', { name: m.signIn }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(
    page.getByRole('heading', { level: 1, name: messages.shell.home.welcome('Rosa') }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: mfaMessages.signIn.title })).toHaveCount(0);
  const old = await request.post('/api/auth/sign-in', { data: { email, password: OLD_PASSWORD } });
  expect(old.status()).toBe(401);

  // The session from before the reset ended with it.
  await oldSession.reload();
  await expect(oldSession).toHaveURL(/\/login$/);
  await oldSession.context().close();

  // The link worked once.
  await page.goto(link);
  await expect(page.getByRole('alert')).toHaveText(m.linkInvalid);
  await expect(page.getByRole('link', { name: m.requestNew })).toHaveAttribute('href', '/forgot-password');
  await expectNoSeriousViolations(page);

  const changedMail = await waitForMail(email, mailMessages.passwordChanged.subject);
  expect(changedMail.text).toContain(mailMessages.passwordChanged.body);
});

test('asking for a link for an email no account has gets the same answer', async ({ page }) => {
  await page.goto('/forgot-password');
  await page.getByLabel(m.emailLabel, { exact: true }).fill(`nadie-${Date.now()}@aula.test`);
  await page.getByRole('button', { name: m.requestSubmit }).click();
  await expect(page.getByRole('status')).toHaveText(m.requestSent);
  await expect(page.getByLabel(m.emailLabel, { exact: true })).toHaveCount(0);
  await page.getByRole('link', { name: m.backToSignIn }).click();
  await expect(page).toHaveURL(/\/login$/);
});

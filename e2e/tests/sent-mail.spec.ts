import { mailMessages, messages, sentMailMessages } from '@aula/shared';
import { signUpStudent } from './accounts';
import { expectNoSeriousViolations } from './axe';
import { expect, signInAs, test } from './fixtures';

/**
 * 'Correo enviado' (docs/product/email.md#correo-enviado): the admin finds it from 'Configuración',
 * previews a template, then reads a real message the server sent from its background job. The run
 * may send through an SMTP server or write to the outbox: both end as 'Enviado'.
 */
const m = sentMailMessages;
const t = m.screen;
const RESET = m.templates['password-reset']!;
/** The reset email's button: 'Elegir una contraseña nueva'. */
const ACTION = mailMessages.passwordReset.action;
/** The link's proof, masked in the copy kept ('••••••'), as typed or as the link encodes it. */
const MASKED_RESET_LINK = /reset-password\?token=[0-9a-f-]+\.(••••••|(%E2%80%A2){6})/;

// Reading inside the frame, Playwright's own scripts are refused by its sandbox, as the email's
// would be: Chromium says so on the console.
test.use({
  expectedConsoleErrors: [
    /^Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed/,
  ],
});

test('the admin previews the templates and reads a password reset as it went out, its link masked', async ({
  page,
  request,
}) => {
  // Signing up, signing in, waiting for the job and two accessibility checks.
  test.setTimeout(60_000);
  // A student of this test's own, so the message looked for cannot be another test's.
  const { email } = await signUpStudent(request, {
    names: 'Rocío',
    lastNames: 'Paredes',
    password: 'Cartero#2026',
  });

  await signInAs(page, 'admin@aula.test');
  await page.getByRole('button', { name: messages.shell.userMenu }).click();
  await page.getByRole('menuitem', { name: messages.shell.settings }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings$/);
  const card = page.getByRole('region', { name: t.title });
  await expect(card).toContainText(t.settingsLinkText);
  await card.getByRole('link', { name: t.open }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings\/mail$/);
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();

  // 'Plantillas': the reset cannot be turned off, and its preview is the rendered email.
  const reset = page
    .getByRole('region', { name: t.templatesTitle })
    .getByRole('listitem')
    .filter({ hasText: RESET });
  await expect(reset).toContainText(t.essential);
  await reset.getByRole('button', { name: t.preview }).click();
  const preview = page.getByRole('dialog', { name: t.previewTitle(RESET) });
  await expect(preview.locator('iframe')).toHaveAttribute('sandbox', '');
  await expect(preview.frameLocator('iframe').locator('body')).toContainText(ACTION);
  await preview.getByRole('button', { name: t.close }).click();
  await expect(preview).toBeHidden();

  // A real message: the request answers at once, the email goes out from a background job.
  const requested = await request.post('/api/auth/password-reset', { data: { email } });
  expect(requested.status(), await requested.text()).toBe(202);
  const list = page.getByRole('table', { name: t.listTitle });
  const row = list
    .getByRole('row')
    .filter({ hasText: email })
    .filter({ hasText: RESET })
    .filter({ hasText: m.states.sent });
  // The screen does not poll: it is read again until the job has sent it.
  await expect(async () => {
    await page.reload();
    // The list first, as slowly as a loaded machine shows it; then the message, at once or not yet.
    await expect(list).toBeVisible();
    await expect(row).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expectNoSeriousViolations(page, { skipToasts: true });

  await row.getByRole('button', { name: t.view }).click();
  const sent = page.getByRole('dialog', { name: t.detailTitle });
  await expect(sent).toContainText(email);
  await expect(sent.frameLocator('iframe').locator('body')).toContainText(ACTION);
  await sent.getByRole('tab', { name: t.textTab }).click();
  const text = sent.locator('pre');
  await expect(text).toContainText('reset-password?token=');
  await expect(text).toHaveText(MASKED_RESET_LINK);
  // The dialog too, on its plain text: axe cannot look inside the frame, where no script may run.
  await expect(sent.locator('iframe')).toHaveCount(0);
  await expectNoSeriousViolations(page, { skipToasts: true });
});

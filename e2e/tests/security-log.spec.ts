import { messages, securityLogMessages } from '@aula/shared';
import { signUpStudent } from './accounts';
import { expectNoSeriousViolations } from './axe';
import { expect, signIn, signInAs, test } from './fixtures';
import { STUDENT_PASSWORD } from './learner-records';

/** Issue 17, finding 10: an admin reads who did what, when and from where. */
const log = securityLogMessages;
const t = log.screen;
const unique = () => Math.random().toString(36).slice(2, 8);

// The browser logs the refused sign-in itself.
test.use({ expectedConsoleErrors: [/status of 401 .*\/api\/auth\/sign-in\)$/] });

test('the admin finds in "Registro de seguridad" the failed sign-in just made, with its account and address', async ({
  page,
  browser,
  request,
}) => {
  const names = `Nadia ${unique()}`;
  const nurse = await signUpStudent(request, {
    names,
    lastNames: 'Villca Mamani',
    password: STUDENT_PASSWORD,
  });

  // Someone at another computer tries the nurse's account with a wrong password.
  const stranger = await browser.newContext();
  const strangerPage = await stranger.newPage();
  await strangerPage.goto('/login');
  await signIn(strangerPage, nurse.email, 'NoEsLaClave#2026');
  await expect(strangerPage.getByText(messages.signIn.invalidCredentials, { exact: true })).toBeVisible();
  await stranger.close();

  await signInAs(page, 'admin@aula.test');
  await page
    .getByRole('navigation', { name: messages.shell.mainNavigation })
    .getByRole('link', { name: messages.shell.nav.security })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/security$/);
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();

  await page.getByLabel(t.typeLabel, { exact: true }).selectOption({ label: log.types.sign_in });
  await page.getByLabel(t.outcomeLabel, { exact: true }).selectOption({ label: log.outcomes.failure });
  await page.getByLabel(t.targetLabel, { exact: true }).fill(nurse.email);
  await expect(page).toHaveURL(/type=sign_in&outcome=failure&target=/);

  const rows = page.getByRole('table', { name: t.listTitle }).getByRole('row');
  await expect(rows).toHaveCount(2);
  const event = rows.nth(1);
  await expect(event.getByRole('rowheader')).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
  await expect(event).toContainText(log.types.sign_in);
  await expect(event).toContainText(log.outcomes.failure);
  await expect(event).toContainText(t.nobody);
  await expect(event).toContainText(`${names} Villca Mamani`);
  await expect(event).toContainText(t.attemptedEmail(nurse.email));
  await expect(event).toContainText('127.0.0.1');
  await expect(event).toContainText(/Chrome/);

  // The filters are in the address: a reload shows the same event.
  await page.reload();
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText(t.attemptedEmail(nurse.email));
  await expectNoSeriousViolations(page, { skipToasts: true });
});

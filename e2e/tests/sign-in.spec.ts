import { messages } from '@aula/shared';
import { DEMO_ACCOUNTS, expect, signIn, test } from './fixtures';

for (const account of DEMO_ACCOUNTS) {
  test(`${account.email} signs in and sees who they are`, async ({ page }) => {
    await page.goto('/login');
    await signIn(page, account.email);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: account.fullName })).toBeVisible();
    await expect(page.getByText(messages.shell.role(account.roleName), { exact: true })).toBeVisible();
    await expect(page.getByText(account.email, { exact: true })).toBeVisible();
  });
}

test.describe(() => {
  // The browser logs the refused sign-in itself.
  test.use({ expectedConsoleErrors: [/status of 401 .*\/api\/auth\/sign-in\)$/] });

  test('a wrong password shows the Spanish error under the password field', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, 'estudiante@aula.test', 'NoEsLaClave1');
    const password = page.getByLabel(messages.signIn.passwordLabel, { exact: true });
    await expect(password).toHaveAccessibleDescription(messages.signIn.invalidCredentials);
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel(messages.signIn.emailLabel, { exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(page).toHaveURL(/\/login$/);
  });
});

test('the form checks its fields before sending', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: messages.signIn.submit, exact: true }).click();
  await expect(page.getByLabel(messages.signIn.emailLabel, { exact: true })).toHaveAccessibleDescription(
    messages.signIn.emailRequired,
  );
  await expect(page.getByLabel(messages.signIn.passwordLabel, { exact: true })).toHaveAccessibleDescription(
    messages.signIn.passwordRequired,
  );
});

test('while signing in the button says so and cannot be pressed again', async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/auth/sign-in', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/login');
  await signIn(page, 'admin@aula.test');
  await expect(page.getByRole('button', { name: messages.signIn.submitting, exact: true })).toBeDisabled();
  release();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the password can be shown and hidden', async ({ page }) => {
  await page.goto('/login');
  const password = page.getByLabel(messages.signIn.passwordLabel, { exact: true });
  await password.fill('secreto');
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: messages.signIn.showPassword }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: messages.signIn.hidePassword }).click();
  await expect(password).toHaveAttribute('type', 'password');
});

test('after signing in the user goes back to the page they asked for', async ({ page }) => {
  await page.goto('/dashboard?vista=resumen');
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, 'instructor@aula.test');
  await expect(page).toHaveURL(/\/dashboard\?vista=resumen$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Carlos Mendoza Ríos' })).toBeVisible();
});

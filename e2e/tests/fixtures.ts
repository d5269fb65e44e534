import { messages } from '@aula/shared';
import { test as base, expect, type Page } from '@playwright/test';
import { DEMO_ADMIN_EMAIL, demoAdminTrust } from './demo-admin-mfa';

export { expect };

/** The demo accounts seeded by SEED_DEMO=true, with the names and role their dashboard shows. */
export const DEMO_PASSWORD = 'Aula2026!';
export const DEMO_ACCOUNTS = [
  { email: 'admin@aula.test', fullName: 'Ana Rodríguez Salas', roleName: 'admin' },
  { email: 'instructor@aula.test', fullName: 'Carlos Mendoza Ríos', roleName: 'instructor' },
  { email: 'estudiante@aula.test', fullName: 'Lucía Fernández Quispe', roleName: 'student' },
] as const;

/**
 * Every page a test opens is watched: an error logged to the console or thrown by the page
 * fails the test (docs/architecture.md#9-tests-that-hit-real-things), unless the test lists it
 * in `expectedConsoleErrors`.
 */
export const test = base.extend<{ expectedConsoleErrors: RegExp[]; failOnPageErrors: void }>({
  expectedConsoleErrors: [[], { option: true }],
  failOnPageErrors: [
    async ({ context, expectedConsoleErrors }, use) => {
      const errors: string[] = [];
      const watch = (page: Page) => {
        page.on('console', (message) => {
          if (message.type() !== 'error') return;
          const text = `${message.text()} (${message.location().url})`;
          if (!expectedConsoleErrors.some((expected) => expected.test(text))) errors.push(text);
        });
        page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
      };
      context.pages().forEach(watch);
      context.on('page', watch);
      await use();
      expect(errors, 'the page logged errors').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Signs in through the form, as a user would. The demo admin signs in from a browser she told to
 * remember her second factor (demo-admin-mfa.ts).
 */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  if (email === DEMO_ADMIN_EMAIL) {
    const origin = new URL(page.url()).origin;
    const { cookie } = await demoAdminTrust(origin);
    await page.context().addCookies([
      {
        ...cookie,
        domain: new URL(origin).hostname,
        path: '/api/auth/sign-in',
        httpOnly: true,
        sameSite: 'Strict',
      },
    ]);
  }
  await page.getByLabel(messages.signIn.emailLabel, { exact: true }).fill(email);
  await page.getByLabel(messages.signIn.passwordLabel, { exact: true }).fill(password);
  await page.getByRole('button', { name: messages.signIn.submit, exact: true }).click();
}

/** Opens the sign-in page and signs in; the dashboard is where a user lands. */
export async function signInAs(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/**
 * Signs out through the avatar menu and waits until the sign-in page shows: only then has the
 * server ended the session and the tab forgotten it (leaving earlier makes the next page load try
 * to restore a session that is being ended).
 */
export async function signOut(page: Page) {
  await page.getByRole('button', { name: messages.shell.userMenu }).click();
  await page.getByRole('menuitem', { name: messages.shell.signOut }).click();
  await expect(page).toHaveURL(/\/login$/);
}

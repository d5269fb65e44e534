import { messages } from '@aula/shared';
import { expect, signIn, test } from './fixtures';

const STUDENT = { email: 'estudiante@aula.test', welcome: messages.shell.home.welcome('Lucía') };

test('a reload keeps the user signed in', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, STUDENT.email);
  const heading = page.getByRole('heading', { level: 1, name: STUDENT.welcome });
  await expect(heading).toBeVisible();

  await page.reload();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(heading).toBeVisible();
});

test('"Cerrar Sesión" in the avatar menu ends the session for good', async ({ page, context }) => {
  await page.goto('/login');
  await signIn(page, STUDENT.email);
  await expect(page.getByRole('heading', { level: 1, name: STUDENT.welcome })).toBeVisible();
  const refreshCookie = (await context.cookies()).find((cookie) => cookie.name === 'aula_refresh');
  expect(refreshCookie, 'the session lives in its refresh cookie').toBeDefined();

  await page.getByRole('button', { name: messages.shell.userMenu }).click();
  await page.getByRole('menuitem', { name: messages.shell.signOut }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: messages.signIn.title })).toBeVisible();

  await page.reload();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: messages.signIn.title })).toBeVisible();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);

  // The server revoked it: even a copy of the cookie taken before signing out is refused.
  const refresh = await page.request.post('/api/auth/refresh', {
    headers: { cookie: `aula_refresh=${refreshCookie!.value}` },
  });
  expect(refresh.status()).toBe(401);

  // Signing in again starts afresh at the dashboard, not at the page of the last session.
  await signIn(page, STUDENT.email);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the access token is refreshed before it expires, and the session lives on', async ({ page }) => {
  // The page's clock is faked so that the token's 15 minutes pass in an instant.
  await page.clock.install();
  await page.goto('/login');
  await signIn(page, STUDENT.email);
  await expect(page.getByRole('heading', { level: 1, name: STUDENT.welcome })).toBeVisible();

  for (let round = 0; round < 2; round += 1) {
    const refreshed = page.waitForResponse((response) => response.url().endsWith('/api/auth/refresh'));
    // 14 minutes on: the next 30 s tick finds 60 s left, under the 90 s threshold.
    await page.clock.fastForward('14:00');
    expect((await refreshed).status()).toBe(200);
  }
  await expect(page.getByRole('heading', { level: 1, name: STUDENT.welcome })).toBeVisible();

  // The rotated cookie still restores the session: no refresh token was spent twice.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: STUDENT.welcome })).toBeVisible();
});

test('two tabs restoring the session at once do not revoke it', async ({ page, context }) => {
  await page.goto('/login');
  await signIn(page, STUDENT.email);
  await expect(page.getByRole('heading', { level: 1, name: STUDENT.welcome })).toBeVisible();

  // Both tabs trade the same refresh cookie at start-up; the Web Lock must serialize them,
  // or the server sees one token used twice and revokes the whole session.
  const tabs = [page, await context.newPage(), await context.newPage()];
  await Promise.all(tabs.map((tab) => tab.goto('/dashboard')));
  for (const tab of tabs) {
    await expect(tab.getByRole('heading', { level: 1, name: STUDENT.welcome })).toBeVisible();
  }
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: STUDENT.welcome })).toBeVisible();
});

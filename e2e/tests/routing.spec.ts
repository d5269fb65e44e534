import { messages } from '@aula/shared';
import type { Page } from '@playwright/test';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from './fixtures';

async function expectSignInForm(page: Page) {
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: messages.signIn.title })).toBeVisible();
  await expect(page.getByLabel(messages.signIn.emailLabel, { exact: true })).toBeVisible();
  await expect(page.getByLabel(messages.signIn.passwordLabel, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: messages.signIn.submit, exact: true })).toBeEnabled();
}

test('the built app loads: /dashboard without a session lands on the sign-in form', async ({ page }) => {
  await page.goto('/dashboard');
  await expectSignInForm(page);
  await expect(page).toHaveTitle('Aula');
});

test('/ and unknown paths go to /login when signed out', async ({ page }) => {
  await page.goto('/');
  await expectSignInForm(page);
  await page.goto('/no/existe');
  await expectSignInForm(page);
});

test('/login does not download the dashboard code', async ({ page }) => {
  const dashboardChunks = readdirSync(
    fileURLToPath(new URL('../../apps/web/dist/assets', import.meta.url)),
  ).filter((file) => file.startsWith('dashboard-') && file.endsWith('.js'));
  expect(dashboardChunks, 'the dashboard is its own chunk').toHaveLength(1);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/login');
  await expectSignInForm(page);
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts).not.toContain(`/assets/${dashboardChunks[0]}`);
});

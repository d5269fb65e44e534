import { CERTIFICATES_TAB_PATH, courseFormMessages, messages } from '@aula/shared';
import type { Page } from '@playwright/test';
import { expect, signIn, signInAs, test } from './fixtures';

async function expectSignInForm(page: Page) {
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: messages.signIn.title })).toBeVisible();
  await expect(page.getByLabel(messages.signIn.emailLabel, { exact: true })).toBeVisible();
  await expect(page.getByLabel(messages.signIn.passwordLabel, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: messages.signIn.submit, exact: true })).toBeEnabled();
}

async function signInAsStudent(page: Page) {
  await page.goto('/login');
  await signIn(page, 'estudiante@aula.test');
  await expect(
    page.getByRole('heading', { level: 1, name: messages.shell.home.welcome('Lucía') }),
  ).toBeVisible();
}

test('the built app loads: /dashboard without a session lands on the sign-in form', async ({ page }) => {
  await page.goto('/dashboard');
  await expectSignInForm(page);
  await expect(page).toHaveTitle('Aula');
});

test('unknown paths go to /login when signed out', async ({ page }) => {
  await page.goto('/no/existe');
  await expectSignInForm(page);
});

test('every /dashboard route requires a session', async ({ page }) => {
  for (const path of [
    '/dashboard',
    '/dashboard/users',
    '/dashboard/courses',
    '/dashboard/courses/create',
    '/dashboard/my-courses',
    '/dashboard/profile',
    '/dashboard/no-existe',
  ]) {
    await page.goto(path);
    await expectSignInForm(page);
  }
});

test('a page opened from a link starts at its top; Back returns to where the reader was', async ({
  page,
}) => {
  await page.goto('/');
  const cta = page.getByRole('link', { name: messages.publicSite.callToAction.signUp, exact: true }).last();
  await cta.scrollIntoViewIfNeeded();
  const landingY = await page.evaluate(() => window.scrollY);
  expect(landingY).toBeGreaterThan(300);
  await cta.click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('heading', { level: 1, name: messages.registration.title })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(landingY - 50);
});

test('every dashboard page has its own tab title, its heading', async ({ page }) => {
  await signInAsStudent(page);
  await expect(page).toHaveTitle(`${messages.shell.home.welcome('Lucía')} · Aula`);
  await page.goto('/dashboard/my-courses');
  await expect(page).toHaveTitle(`${messages.myCourses.title} · Aula`);
  await page.goto('/dashboard/courses');
  await expect(page).toHaveTitle(`${messages.courses.list.exploreTitle} · Aula`);
});

test('a signed-in user who opens /login or /register goes to the dashboard', async ({ page }) => {
  await signInAsStudent(page);
  for (const path of ['/login', '/register']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(
      page.getByRole('heading', { level: 1, name: messages.shell.home.welcome('Lucía') }),
    ).toBeVisible();
  }
});

test('an unknown /dashboard address shows "not found" inside the shell, with a way back', async ({
  page,
}) => {
  await signInAsStudent(page);
  await page.goto('/dashboard/no-existe');
  await expect(page).toHaveURL(/\/dashboard\/no-existe$/);
  await expect(page.getByRole('heading', { level: 1, name: messages.shell.notFoundTitle })).toBeVisible();
  await expect(page.getByRole('button', { name: messages.shell.userMenu })).toBeVisible();
  await page.getByRole('link', { name: messages.shell.backToDashboard }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(
    page.getByRole('heading', { level: 1, name: messages.shell.home.welcome('Lucía') }),
  ).toBeVisible();
});

test('/login does not download the dashboard code', async ({ page }) => {
  const scripts = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
  });
  await page.goto('/login');
  await expectSignInForm(page);
  const loadedForLogin = new Set(scripts);
  expect(loadedForLogin.size).toBeGreaterThan(0);

  // Modules load once per page: had /login fetched the dashboard's code, signing in would need no more.
  await signIn(page, 'estudiante@aula.test');
  await expect(
    page.getByRole('heading', { level: 1, name: messages.shell.home.welcome('Lucía') }),
  ).toBeVisible();
  const loadedForDashboard = [...scripts].filter((script) => !loadedForLogin.has(script));
  // Vite names a lazy route's chunk after its file: routes/dashboard/layout.tsx and home.tsx.
  expect(loadedForDashboard, 'the dashboard comes in its own chunks').toEqual(
    expect.arrayContaining([
      expect.stringMatching(/\/layout-[\w-]+\.js$/),
      expect.stringMatching(/\/home-[\w-]+\.js$/),
    ]),
  );
});

test('an instructor’s “Explorar Cursos” opens the catalogue students see, not their course management', async ({
  page,
}) => {
  await signInAs(page, 'instructor@aula.test');
  await page.goto(CERTIFICATES_TAB_PATH);
  await page.getByRole('link', { name: messages.certificates.exploreCourses }).click();
  await expect(page).toHaveURL(/\/dashboard\/browse$/);
  const list = messages.courses.list;
  await expect(page.getByRole('heading', { level: 1, name: list.exploreTitle })).toBeVisible();
  await expect(page.getByRole('link', { name: courseFormMessages.createTitle })).toHaveCount(0);
  // Its own 'Cursos' is still its management.
  await page.goto('/dashboard/courses');
  await expect(page.getByRole('heading', { level: 1, name: list.manageTitle })).toBeVisible();
});

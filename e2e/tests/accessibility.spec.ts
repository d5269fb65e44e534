import {
  messages,
  securityLogMessages,
  orderMessages,
  studentMessages,
  userMessages,
  accountMessages,
} from '@aula/shared';
import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { expect, signIn, test } from './fixtures';

/** One h1, one main, and the skip link as the first stop of the keyboard, leading to the main. */
async function expectPageStructure(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('main')).toHaveCount(1);
  await page.keyboard.press('Tab');
  const skipLink = page.getByRole('link', { name: messages.publicSite.skipToContent, exact: true });
  await expect(skipLink).toBeFocused();
  await expect(skipLink).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
}

const screens = [
  { name: 'the landing', path: '/', ready: messages.publicSite.hero.title },
  { name: 'the sign-in page', path: '/login', ready: messages.signIn.title },
  { name: 'the registration page', path: '/register' },
] as const;

for (const screen of screens) {
  test(`${screen.name} has no serious or critical violations and a sound structure`, async ({ page }) => {
    await page.goto(screen.path);
    await expect(
      page.getByRole('heading', { level: 1, ...('ready' in screen && { name: screen.ready }) }),
    ).toBeVisible();
    await expectNoSeriousViolations(page);
    await expectPageStructure(page);
  });
}

test('the dashboard shell, signed in, has no serious or critical violations and a sound structure', async ({
  page,
}) => {
  await page.goto('/login');
  await signIn(page, 'estudiante@aula.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('navigation').first()).toBeAttached();
  await expectNoSeriousViolations(page);
  await expectPageStructure(page);
});

test.describe('the landing', () => {
  test('has the landmarks: header, navigation, main, footer', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('banner')).toHaveCount(1);
    await expect(
      page.getByRole('navigation', { name: messages.publicSite.topBar.navigationLabel }),
    ).toBeVisible();
    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(page.getByRole('contentinfo')).toHaveCount(1);
  });

  test('shows where keyboard focus is', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The skip link first, then the brand's home link.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const focused = page.getByRole('link', { name: messages.publicSite.topBar.homeLink });
    await expect(focused).toBeFocused();
    const outline = await focused.evaluate((element) => {
      const style = getComputedStyle(element);
      return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
    });
    expect(outline.style).not.toBe('none');
    expect(outline.width).toBeGreaterThan(0);
  });

  test.describe('at 375 px with the menu open', () => {
    test.use({ viewport: { width: 375, height: 812 } });

    test('has no serious or critical violations', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('button', { name: messages.publicSite.topBar.menu, exact: true }).click();
      await expectNoSeriousViolations(page);
    });
  });
});

test.describe('the public pages', () => {
  for (const path of ['/terms', '/privacy', '/about', '/help', '/contact']) {
    test(`${path} has no serious or critical violations and a sound structure`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousViolations(page);
      await expectPageStructure(page);
    });
  }
});

/** The people, dashboard and purchase screens (issues 6 and 7), each as the role that uses it, once its data is in. */
const PEOPLE_SCREENS = [
  { email: 'admin@aula.test', path: '/dashboard', ready: messages.dashboard.admin.weeklyEnrollments },
  { email: 'admin@aula.test', path: '/dashboard/users', ready: userMessages.screen.listTitle },
  { email: 'instructor@aula.test', path: '/dashboard', ready: messages.dashboard.instructor.recentActivity },
  { email: 'instructor@aula.test', path: '/dashboard/students', ready: studentMessages.screen.listTitle },
  { email: 'estudiante@aula.test', path: '/dashboard', ready: messages.dashboard.student.recentAchievements },
  { email: 'estudiante@aula.test', path: '/dashboard/progress', ready: messages.myProgress.summary.courses },
  { email: 'estudiante@aula.test', path: '/dashboard/profile', ready: messages.profile.personalInfo.tab },
  {
    email: 'estudiante@aula.test',
    path: '/dashboard/settings',
    ready: accountMessages.settings.changePassword.title,
  },
  // Paid courses (issue 7).
  { email: 'estudiante@aula.test', path: '/dashboard/cart', ready: messages.cart.title },
  { email: 'estudiante@aula.test', path: '/dashboard/purchases', ready: orderMessages.mine.title },
  { email: 'admin@aula.test', path: '/dashboard/orders', ready: orderMessages.admin.listTitle },
  { email: 'admin@aula.test', path: '/dashboard/settings', ready: orderMessages.settings.title },
  // The security log (issue 17).
  { email: 'admin@aula.test', path: '/dashboard/security', ready: securityLogMessages.screen.listTitle },
] as const;

for (const viewport of [
  { width: 1366, height: 900 },
  { width: 375, height: 812 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });
    for (const screen of PEOPLE_SCREENS) {
      test(`${screen.path} as ${screen.email} has no serious violations and no sideways scroll`, async ({
        page,
      }) => {
        await page.goto('/login');
        await signIn(page, screen.email);
        await expect(page).toHaveURL(/\/dashboard$/);
        await page.goto(screen.path);
        await expect(page.getByText(screen.ready, { exact: true }).first()).toBeVisible();
        await expect(page.getByText(/^Cargando/)).toHaveCount(0);
        // The demo accounts are shared with the other tests, whose enrollments notify them: a
        // toast caught mid fade-in reads as low contrast. Toasts have their own tests.
        await expectNoSeriousViolations(page, { skipToasts: true });
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
      });
    }
  });
}

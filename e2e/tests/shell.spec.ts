import { messages, orderMessages } from '@aula/shared';
import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';

const shell = messages.shell;
const STUDENT_LINKS = [shell.nav.dashboard, shell.nav.myCourses, shell.nav.courses, shell.nav.profile];

async function signInAsStudent(page: Page) {
  await page.goto('/login');
  await signIn(page, 'estudiante@aula.test');
  await expect(page.getByRole('heading', { level: 1, name: shell.home.welcome('Lucía') })).toBeVisible();
}

async function sidebarWidth(page: Page) {
  return (await page.getByTestId('sidebar').boundingBox())?.width;
}

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the sidebar collapses to 16 units and expands to 64, and remembers it', async ({ page }) => {
    await signInAsStudent(page);
    const collapse = page.getByRole('button', { name: shell.collapseSidebar });
    await expect(collapse).toHaveAttribute('aria-expanded', 'true');
    await expect.poll(() => sidebarWidth(page)).toBe(256);

    await collapse.click();
    const expand = page.getByRole('button', { name: shell.expandSidebar });
    await expect(expand).toHaveAttribute('aria-expanded', 'false');
    await expect.poll(() => sidebarWidth(page)).toBe(64);
    // Icons only, but every link keeps its name.
    const nav = page.getByRole('navigation', { name: shell.mainNavigation });
    for (const [index, label] of STUDENT_LINKS.entries()) {
      await expect(nav.getByRole('link').nth(index)).toHaveAccessibleName(label);
    }
    // The main area follows the sidebar instead of hiding under it.
    await expect.poll(async () => (await page.getByRole('main').boundingBox())?.x).toBe(0);
    await expect(page.getByRole('main')).toHaveCSS('padding-left', '64px');

    await page.reload();
    await expect(page.getByRole('button', { name: shell.expandSidebar })).toBeVisible();
    await expect.poll(() => sidebarWidth(page)).toBe(64);

    await page.getByRole('button', { name: shell.expandSidebar }).click();
    await expect.poll(() => sidebarWidth(page)).toBe(256);
    await expect(page.getByRole('main')).toHaveCSS('padding-left', '256px');
  });

  test('the avatar shows the first letter of the names and opens the user menu', async ({ page }) => {
    await signInAsStudent(page);
    const trigger = page.getByRole('button', { name: shell.userMenu });
    await expect(trigger).toHaveText('L');
    await trigger.click();
    const menu = page.getByRole('menu');
    await expect(menu.getByText('Lucía Fernández Quispe', { exact: true })).toBeVisible();
    await expect(menu.getByText(shell.role(shell.roleNames.STUDENT), { exact: true })).toBeVisible();
    await expect(menu.getByText('estudiante@aula.test', { exact: true })).toBeVisible();
    await expect(menu.getByRole('menuitem')).toHaveText([
      orderMessages.mine.title,
      shell.settings,
      shell.signOut,
    ]);
  });

  test('everything works from the keyboard', async ({ page }) => {
    await signInAsStudent(page);

    // The first Tab reaches the skip link, which moves focus to the page's content.
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: messages.publicSite.skipToContent, exact: true });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();

    // Tab order: skip link, brand, cart, notification bell, avatar menu, sidebar toggle, then the links.
    await skip.focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: messages.common.appName })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: /^Carrito/ })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: /Notificaciones/ })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: shell.userMenu })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: shell.collapseSidebar })).toBeFocused();
    const nav = page.getByRole('navigation', { name: shell.mainNavigation });
    for (const label of STUDENT_LINKS) {
      await page.keyboard.press('Tab');
      await expect(nav.getByRole('link', { name: label, exact: true })).toBeFocused();
    }
    // Enter follows the focused link (Perfil).
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard\/profile$/);
    await expect(nav.getByRole('link', { name: shell.nav.profile, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );

    // The avatar menu: Enter opens it on its first item, the arrows move, Escape closes it back on the button.
    const trigger = page.getByRole('button', { name: shell.userMenu });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const purchases = page.getByRole('menuitem', { name: orderMessages.mine.title });
    const settings = page.getByRole('menuitem', { name: shell.settings });
    const signOut = page.getByRole('menuitem', { name: shell.signOut });
    await expect(purchases).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(settings).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(signOut).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(trigger).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(purchases).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(settings).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(signOut).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the sidebar is hidden; the menu button opens the same links in a sheet', async ({ page }) => {
    await signInAsStudent(page);
    await expect(page.getByTestId('sidebar')).toBeHidden();
    await expect(page.getByRole('main')).toHaveCSS('padding-left', '0px');

    const open = page.getByRole('button', { name: shell.openMobileMenu });
    await open.click();
    const sheet = page.getByRole('dialog', { name: shell.mobileMenuTitle });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('heading', { name: shell.mobileMenuTitle })).toBeVisible();
    const links = sheet.getByRole('navigation', { name: shell.mainNavigation }).getByRole('link');
    await expect(links).toHaveText(STUDENT_LINKS);
    await expect(links.first()).toHaveAttribute('aria-current', 'page');
    const box = await sheet.boundingBox();
    expect(box?.x, 'the sheet opens from the left edge').toBe(0);

    // Escape closes it and gives focus back to the menu button.
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(open).toBeFocused();

    // Choosing a page closes it too.
    await open.click();
    await sheet.getByRole('link', { name: shell.nav.courses, exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/courses$/);
    await expect(sheet).toBeHidden();

    // And so does its close button.
    await open.click();
    await expect(sheet.getByRole('link', { name: shell.nav.courses, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await sheet.getByRole('button', { name: shell.closeMobileMenu }).click();
    await expect(sheet).toBeHidden();
  });

  test('the page does not scroll sideways', async ({ page }) => {
    await signInAsStudent(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.goto('/dashboard/no-existe');
    await expect(page.getByRole('heading', { level: 1, name: shell.notFoundTitle })).toBeVisible();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
  });
});

import { messages } from '@aula/shared';
import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';

const t = messages.courses.list;

async function openCourses(page: Page, email: string) {
  await page.goto('/login');
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page
    .getByRole('navigation', { name: messages.shell.mainNavigation })
    .getByRole('link', { name: 'Cursos', exact: true })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/courses$/);
}

test('a student explores published courses, searches them and sees no management controls', async ({
  page,
}) => {
  await openCourses(page, 'estudiante@aula.test');
  await expect(page.getByRole('heading', { level: 1, name: t.exploreTitle })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByLabel(t.statusLabel)).toHaveCount(0);
  await expect(page.getByRole('button', { name: t.delete })).toHaveCount(0);
  await expect(page.getByLabel(t.sortLabel).locator('option', { hasText: t.sort.revenue })).toHaveCount(0);

  await page.getByLabel(t.searchLabel).fill('higiene');
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article').getByRole('heading')).toContainText('Higiene de manos');

  await page.getByLabel(t.searchLabel).fill('no existe ningún curso así');
  await expect(page.getByText(t.empty)).toBeVisible();
  await expect(page.getByText(t.emptyFiltered)).toBeVisible();
});

test('a student narrows the catalogue with filters that say how many courses each lists, kept in the address', async ({
  page,
}) => {
  const f = t.filters;
  await openCourses(page, 'estudiante@aula.test');
  const price = page.getByLabel(f.price, { exact: true });
  // The option reads 'Gratis (n)': n is what choosing it lists.
  const freeOption = price.locator('option', { hasText: new RegExp(`^${f.prices.free} \\(\\d+\\)$`) });
  await expect(freeOption).toHaveCount(1);
  const freeCount = Number((await freeOption.textContent())!.match(/\((\d+)\)/)![1]);
  expect(freeCount).toBeGreaterThan(0);
  await price.selectOption('free');
  await expect(page).toHaveURL(/[?&]price=free/);
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(Math.min(freeCount, 12));
  for (const card of await cards.all()) await expect(card.getByText(t.free, { exact: true })).toBeVisible();

  // A second filter narrows further; its options count within the free courses.
  const area = page.getByLabel(f.industry, { exact: true });
  const [firstArea] = await area
    .locator('option')
    .evaluateAll((options) =>
      options
        .slice(1)
        .map((option) => ({ value: (option as HTMLOptionElement).value, text: option.textContent! })),
    );
  const areaCount = Number(firstArea!.text.match(/\((\d+)\)$/)![1]);
  await area.selectOption(firstArea!.value);
  await expect(page).toHaveURL(new RegExp(`industry=${firstArea!.value}`));
  await expect(cards).toHaveCount(Math.min(areaCount, 12));

  // The address keeps them: a reload shows the same, Back undoes the last choice.
  await page.reload();
  await expect(page.getByLabel(f.industry, { exact: true })).toHaveValue(firstArea!.value);
  await expect(page.getByLabel(f.price, { exact: true })).toHaveValue('free');
  await expect(cards).toHaveCount(Math.min(areaCount, 12));
  await page.goBack();
  await expect(page.getByLabel(f.industry, { exact: true })).toHaveValue('');
  await expect(cards).toHaveCount(Math.min(freeCount, 12));

  await page.getByRole('button', { name: f.clear }).click();
  await expect(page).toHaveURL(/\/dashboard\/courses$/);
  await expect(page.getByLabel(f.price, { exact: true })).toHaveValue('');
  await expect(page.getByRole('button', { name: f.clear })).toHaveCount(0);
});

test('an instructor unpublishes a course after confirming, the student stops seeing it, and it is published again', async ({
  page,
  browser,
}) => {
  await openCourses(page, 'instructor@aula.test');
  await expect(page.getByRole('heading', { level: 1, name: t.manageTitle })).toBeVisible();
  await expect(page.locator('dl').getByText(t.summary.courses, { exact: true })).toBeVisible();
  // Nothing is sold in these tests: revenue is 0 in each currency of the instructor's courses
  // (other tests add courses in more currencies), one line per currency, never added up.
  const revenue = page.locator('dl > div', { hasText: t.summary.revenue }).locator('dd > span');
  await expect(revenue.filter({ hasText: 'PEN' })).toHaveText('PEN 0.00');
  await expect(revenue.filter({ hasText: 'USD' })).toHaveText('USD 0.00');
  for (const line of await revenue.allTextContents()) expect(line).toMatch(/^[A-Z]{3} 0\.00$/);
  await expect(page.getByLabel(t.sortLabel).locator('option', { hasText: t.sort.revenue })).toHaveCount(1);

  const card = page.getByRole('article', { name: /Atención humanizada/ });
  await card.getByRole('button', { name: t.unpublish }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(t.confirmUnpublish);
  await dialog.getByRole('button', { name: t.unpublish }).click();
  await expect(page.getByText(messages.courses.unpublished)).toBeVisible();
  await expect(card.getByText(t.draftBadge)).toBeVisible();

  await page.getByLabel(t.statusLabel).selectOption('draft');
  await expect(page.getByRole('article', { name: /Atención humanizada/ })).toBeVisible();

  const student = await browser.newPage();
  await openCourses(student, 'estudiante@aula.test');
  await student.getByLabel(t.searchLabel).fill('humanizada');
  await expect(student.getByText(t.empty)).toBeVisible();

  await card.getByRole('button', { name: t.publish }).click();
  await page.getByRole('dialog').getByRole('button', { name: t.publish }).click();
  await expect(page.getByText(messages.courses.published)).toBeVisible();
  await student.reload();
  await student.getByLabel(t.searchLabel).fill('humanizada');
  await expect(student.getByRole('article', { name: /Atención humanizada/ })).toBeVisible();
  await student.close();
});

test('cancelling the delete confirmation deletes nothing', async ({ page }) => {
  await openCourses(page, 'instructor@aula.test');
  const card = page.getByRole('article', { name: /Auditoría de historias/ });
  await card.getByRole('button', { name: t.delete }).click();
  await expect(page.getByRole('dialog')).toContainText(t.confirmDelete);
  await page.getByRole('dialog').getByRole('button', { name: t.cancel }).click();
  await page.reload();
  await expect(page.getByRole('article', { name: /Auditoría de historias/ })).toBeVisible();
});

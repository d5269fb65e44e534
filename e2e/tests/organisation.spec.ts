import { messages, organisationMessages } from '@aula/shared';
import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { expect, signInAs, test } from './fixtures';

/**
 * 'Organización' (docs/product/organisation.md#the-screen): the admin builds part of the tree,
 * moves a service by dragging it and with the keyboard, archives a unit and adds a position,
 * against the real server. Names carry a suffix of their own: other tests may add units too.
 */
const m = organisationMessages;
const t = m.screen;
const u = t.units;
const suffix = Math.random().toString(36).slice(2, 7);
const HOSPITAL = `Hospital Sur ${suffix}`;
const CLINIC = `Clínica Este ${suffix}`;
const SERVICE = `Emergencias ${suffix}`;
const POSITION = `Obstetra ${suffix}`;

const tree = (page: Page) => page.getByRole('tree', { name: u.treeLabel });
const line = (page: Page, name: string) => tree(page).getByRole('treeitem', { name, exact: true });

/** The unit's line and the one it sits under, as the tree shows them: level and the line above at one level less. */
async function parentOf(page: Page, name: string) {
  return line(page, name).evaluate((item) => {
    const level = Number(item.getAttribute('aria-level'));
    let above = item.previousElementSibling;
    while (above && Number(above.getAttribute('aria-level')) >= level) above = above.previousElementSibling;
    return above ? document.getElementById(above.getAttribute('aria-labelledby')!)!.textContent : null;
  });
}

/** 'Agregar subunidad' from a line's menu, opened with Intro, as the keyboard does. */
async function addUnit(page: Page, under: Locator, name: string, kind: string) {
  await under.focus();
  await under.press('Enter');
  await page.getByRole('menuitem', { name: u.addChild }).click();
  const dialog = page.getByRole('dialog', { name: u.create.title });
  await expect(dialog.getByLabel(u.kind)).toHaveValue(kind);
  await dialog.getByLabel(u.name).fill(name);
  await dialog.getByLabel(u.codeLabel).fill(`${name.split(' ')[0]}-${suffix}`);
  await dialog.getByRole('button', { name: u.create.submit }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(u.create.created(name))).toBeVisible();
  // The new unit is shown, under its parent, and has the focus.
  await expect(line(page, name)).toBeFocused();
}

test('the admin builds, moves and archives units and adds a position on "Organización"', async ({ page }) => {
  await signInAs(page, 'admin@aula.test');
  await page.getByRole('button', { name: messages.shell.userMenu }).click();
  await page.getByRole('menuitem', { name: messages.shell.settings }).click();
  await page.getByRole('region', { name: t.title }).getByRole('link', { name: t.open }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings\/organisation$/);
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();

  const root = tree(page).getByRole('treeitem').first();
  await expect(root).toHaveAttribute('aria-level', '1');
  await addUnit(page, root, HOSPITAL, 'establishment');
  await addUnit(page, line(page, HOSPITAL), SERVICE, 'service');
  await addUnit(page, root, CLINIC, 'establishment');
  expect(await parentOf(page, SERVICE)).toBe(HOSPITAL);
  await expect(line(page, SERVICE)).toHaveAttribute('aria-level', '3');

  // Dragged onto the clinic's line, the service moves there; the server's tree says so after a reload.
  await line(page, SERVICE).dragTo(line(page, CLINIC));
  await expect(page.getByText(u.moved(SERVICE, CLINIC))).toBeVisible();
  await page.reload();
  await expect(line(page, SERVICE)).toBeVisible();
  expect(await parentOf(page, SERVICE)).toBe(CLINIC);
  await expect(line(page, HOSPITAL)).not.toHaveAttribute('aria-expanded');

  // Back to the hospital with the keyboard: M on the line, then the dialog.
  await line(page, SERVICE).focus();
  await line(page, SERVICE).press('m');
  const move = page.getByRole('dialog', { name: u.moveDialog.title(SERVICE) });
  await move
    .getByLabel(u.moveDialog.parent)
    .selectOption({ label: `\u00a0\u00a0${HOSPITAL} (${m.kinds.establishment})` });
  await move.getByRole('button', { name: u.moveDialog.submit }).click();
  await expect(move).toBeHidden();
  await expect(page.getByText(u.moved(SERVICE, HOSPITAL))).toBeVisible();
  await expect(line(page, SERVICE)).toBeFocused();
  expect(await parentOf(page, SERVICE)).toBe(HOSPITAL);

  // The clinic, empty now, is archived: hidden, the focus on its parent, and shown again on demand.
  await line(page, CLINIC).focus();
  await line(page, CLINIC).press('Enter');
  await page.getByRole('menuitem', { name: u.archive }).click();
  const archive = page.getByRole('dialog', { name: u.archiveDialog.title(CLINIC) });
  await archive.getByRole('button', { name: u.archiveDialog.confirm }).click();
  await expect(archive).toBeHidden();
  await expect(page.getByText(u.archived(CLINIC))).toBeVisible();
  await expect(line(page, CLINIC)).toBeHidden();
  await expect(root).toBeFocused();
  await page.getByRole('switch', { name: u.showArchived }).click();
  await expect(line(page, CLINIC)).toContainText(t.archivedBadge);

  const positions = page.getByRole('region', { name: t.positions.title });
  await positions.getByRole('button', { name: t.positions.newPosition }).click();
  const create = page.getByRole('dialog', { name: t.positions.createDialog.title });
  await create.getByLabel(t.positions.name).fill(POSITION);
  await create.getByRole('button', { name: t.positions.createDialog.submit }).click();
  await expect(create).toBeHidden();
  await expect(page.getByText(t.positions.createDialog.created(POSITION))).toBeVisible();
  await expect(
    page.getByRole('table', { name: t.positions.title }).getByRole('rowheader', { name: POSITION }),
  ).toBeVisible();

  await expectNoSeriousViolations(page, { skipToasts: true });
});

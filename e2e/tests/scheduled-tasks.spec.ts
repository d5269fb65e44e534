import { messages, scheduledTaskMessages } from '@aula/shared';
import { expectNoSeriousViolations } from './axe';
import { expect, signInAs, test } from './fixtures';

/**
 * 'Tareas programadas': the admin finds the queue from 'Configuración'. The server under test runs
 * the real worker, which enqueues the hourly clean-up of abandoned uploads as it starts (the last
 * tick it missed) and runs it at once.
 */
const m = scheduledTaskMessages;
const t = m.screen;
const CLEANUP = m.kinds['uploads.remove-expired']!;

test('the admin opens "Tareas programadas" from Configuración and finds the clean-up done, and no failed job', async ({
  page,
}) => {
  await signInAs(page, 'admin@aula.test');
  await page.getByRole('button', { name: messages.shell.userMenu }).click();
  await page.getByRole('menuitem', { name: messages.shell.settings }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings$/);
  const card = page.getByRole('region', { name: t.title });
  await expect(card).toContainText(t.settingsLinkText);
  await card.getByRole('link', { name: t.open }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings\/tasks$/);
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();

  // Summary cells: en cola, en curso, completadas, fallidas, reintentadas.
  const summary = page.getByRole('table', { name: t.summaryTitle });
  const cleanup = summary
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: CLEANUP, exact: true }) });
  const succeeded = cleanup.getByRole('cell').nth(2);
  // The worker's first run may still be under way when a run starts with this test: the screen
  // does not poll, so it is read again until the run has ended. Each reading waits for the table
  // itself as long as any page load may take on CI's shared cores, and only the figure briefly.
  await expect(async () => {
    await page.reload();
    await expect(summary).toBeVisible();
    await expect(succeeded).toHaveText(/^[1-9]/, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });

  // Other tests' emails fill the newest pages: the admin narrows the list to the clean-up.
  await page.getByLabel(t.kindLabel, { exact: true }).selectOption({ label: CLEANUP });
  await expect(page).toHaveURL(/\?kind=uploads\.remove-expired$/);
  const jobs = page.getByRole('table', { name: t.listTitle }).getByRole('row');
  await expect(
    jobs
      .filter({ has: page.getByRole('rowheader', { name: CLEANUP, exact: true }) })
      .filter({ hasText: m.states.succeeded })
      .first(),
  ).toBeVisible();
  await expectNoSeriousViolations(page, { skipToasts: true });

  await page.getByLabel(t.stateLabel, { exact: true }).selectOption({ label: m.states.failed });
  await expect(page).toHaveURL(/\?state=failed&kind=uploads\.remove-expired$/);
  await expect(page.getByRole('cell', { name: t.empty })).toBeVisible();
  await expect(jobs).toHaveCount(2);

  await page.getByRole('link', { name: t.backToSettings }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings$/);
});

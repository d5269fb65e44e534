import { STAFF_IMPORT_FIELDS, STAFF_IMPORT_PATH, staffImportMessages as m, userMessages } from '@aula/shared';
import type { Locator } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { expect, signInAs, test } from './fixtures';

/**
 * 'Importar personal' (docs/product/staff-import.md) against the real server: the admin uploads a
 * small staff file from the users list, reviews it, imports it, and finds the result again after a
 * reload. Emails and staff numbers carry a suffix of their own, so the file always creates people.
 */
const p = m.preview;
const tag = Math.random().toString(36).slice(2, 8);
const BAD_UNIT = `NOEXISTE-${tag.toUpperCase()}`;
const FILE_NAME = `personal-${tag}.csv`;

const csvLine = (cells: string[]) => cells.map((cell) => `"${cell.replaceAll('"', '""')}"`).join(',');
/** The template's headers, so every column is proposed; three good rows and one with an unknown unit. */
const STAFF_FILE = [
  STAFF_IMPORT_FIELDS.map((field) => m.fields[field]),
  [
    `ana.${tag}@hospital.test`,
    'Ana',
    `Importada ${tag}`,
    `IMP-${tag}-1`,
    'HC-EME',
    'Enfermera asistencial',
    '',
    '',
    '2024-03-01',
  ],
  [
    `bruno.${tag}@hospital.test`,
    'Bruno',
    `Importado ${tag}`,
    `IMP-${tag}-2`,
    'Hospital Central / UCI',
    '',
    '',
    '',
    '',
  ],
  [
    `carla.${tag}@hospital.test`,
    'Carla',
    `Importada ${tag}`,
    `IMP-${tag}-3`,
    'HC-UCI',
    'Enfermera asistencial',
    '',
    '',
    '01/02/2023',
  ],
  [`diego.${tag}@hospital.test`, 'Diego', `Importado ${tag}`, `IMP-${tag}-4`, BAD_UNIT, '', '', '', ''],
]
  .map(csvLine)
  .join('\r\n');

/** The number a count card shows under its label. */
const countOf = (scope: Locator, label: string) =>
  scope.locator(`xpath=.//dt[normalize-space()="${label}"]/following-sibling::dd[1]`);

test('the admin imports a staff file: preview, run, progress to the end, and the same page after a reload', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAs(page, 'admin@aula.test');
  await page.goto('/dashboard/users');
  await expect(page.getByRole('heading', { name: userMessages.screen.listTitle })).toBeVisible();
  await page.getByRole('link', { name: m.open }).click();
  await expect(page).toHaveURL(new RegExp(`${STAFF_IMPORT_PATH}$`));
  await expect(page.getByRole('heading', { level: 1, name: m.title })).toBeVisible();

  await page
    .getByLabel(m.upload.choose)
    .setInputFiles({ name: FILE_NAME, mimeType: 'text/csv', buffer: Buffer.from(STAFF_FILE) });
  await expect(page).toHaveURL(new RegExp(`${STAFF_IMPORT_PATH}/[0-9a-f-]{36}$`));
  const importUrl = page.url();
  await expect(page.getByText(m.fileLine(FILE_NAME, 4))).toBeVisible();
  // The template's headers are proposed for their fields.
  await expect(page.getByLabel(m.fields.email, { exact: true })).toHaveValue('0');
  await expect(page.getByLabel(m.fields.hireDate, { exact: true })).toHaveValue('8');

  await page.getByRole('button', { name: m.mapping.preview }).click();
  const preview = page.getByRole('region', { name: p.heading });
  await expect(preview.getByText(p.hint)).toBeVisible();
  await expect(countOf(preview, p.create)).toHaveText('3');
  await expect(countOf(preview, p.fail)).toHaveText('1');
  await expect(countOf(preview, p.update)).toHaveText('0');
  const failure = preview.getByRole('table', { name: p.failures }).getByRole('row', { name: /Diego/ });
  await expect(failure).toContainText(m.rows.unknownUnit(BAD_UNIT));
  await expect(failure.getByRole('rowheader')).toHaveText('5');
  await expect(preview.getByRole('button', { name: m.errorFile })).toBeVisible();
  await expectNoSeriousViolations(page, { skipToasts: true });

  await preview.getByRole('button', { name: p.run }).click();
  const bar = page.getByRole('progressbar', { name: m.progress.label });
  await expect(bar).toBeVisible();
  // The job runs on the server: a reload while it runs finds the import where it is.
  await page.reload();
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAttribute('aria-valuenow', '100', { timeout: 30_000 });
  await expect(page.getByText(m.progress.done)).toBeVisible();
  await expect(page.getByText(m.progress.percent(100))).toBeVisible();

  await page.reload();
  await expect(page).toHaveURL(importUrl);
  await expect(page.getByText(m.progress.done)).toBeVisible();
  await expect(bar).toHaveAttribute('aria-valuenow', '100');
  const result = page.getByRole('region', { name: m.progress.result });
  await expect(countOf(result, p.create)).toHaveText('3');
  await expect(countOf(result, p.fail)).toHaveText('1');
  await expect(result.getByRole('row', { name: /Diego/ })).toContainText(m.rows.unknownUnit(BAD_UNIT));
  await expectNoSeriousViolations(page, { skipToasts: true });

  // The history has it, done, and the people are in the users list.
  await result.getByRole('link', { name: p.start }).click();
  const past = page.getByRole('row', { name: new RegExp(FILE_NAME) });
  await expect(past).toContainText(m.statuses.done);
  await expect(past).toContainText(m.history.countsSummary(3, 0, 1));
  await page.goto(`/dashboard/users?search=${encodeURIComponent(`ana.${tag}`)}`);
  await expect(page.getByRole('row', { name: new RegExp(`Ana Importada ${tag}`) })).toBeVisible();
});

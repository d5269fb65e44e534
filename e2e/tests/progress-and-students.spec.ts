import { messages, studentMessages } from '@aula/shared';
import { readFile } from 'node:fs/promises';
import { parseCsv } from '../../test-support/parse-csv';
import { expect, signInAs, test } from './fixtures';
import { completeLessons, enrolledStudent, STUDENT_PASSWORD, textCourse } from './learner-records';

/**
 * /dashboard/progress (docs/product/learning.md#my-progress-page) and /dashboard/students
 * (docs/product/people.md#the-enrollments-list), from real enrollments.
 */
const unique = () => Math.random().toString(36).slice(2, 8);

test('a student sees each course’s progress module by module', async ({ page, request }) => {
  const title = `Seguridad del paciente ${unique()}`;
  const courseId = await textCourse(request, title, [2, 3]);
  const student = await enrolledStudent(request, courseId, { names: 'Elsa', lastNames: 'Pinto Rivas' });
  await completeLessons(request, student.token, courseId, 3);

  await signInAs(page, student.email, STUDENT_PASSWORD);
  await page.goto('/dashboard/progress');
  const p = messages.myProgress;
  await expect(page.getByRole('heading', { level: 1, name: p.title })).toBeVisible();
  const card = page.getByRole('article').filter({ hasText: title });
  await expect(card).toContainText(p.progress(60));
  await expect(card).toContainText(p.moduleLessons(2, 2));
  await expect(card).toContainText(p.moduleLessons(1, 3));
  await card.getByRole('link', { name: messages.learning.resumeAction(60) }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/courses/watch/${courseId}`));
});

test('an instructor follows their students and exports the same rows', async ({ page, request }) => {
  const tag = unique();
  const title = `Prevención de caídas ${tag}`;
  const courseId = await textCourse(request, title, [2]);
  const ahead = await enrolledStudent(request, courseId, { names: `Nélida ${tag}`, lastNames: 'Ñaupari' });
  await enrolledStudent(request, courseId, { names: `Óscar ${tag}`, lastNames: 'Cárdenas' });
  await completeLessons(request, ahead.token, courseId, 1);

  await signInAs(page, 'instructor@aula.test');
  await page.goto(`/dashboard/students?search=${tag}`);
  const s = studentMessages.screen;
  await expect(page.getByRole('heading', { level: 1, name: s.title })).toBeVisible();
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(page.getByRole('row', { name: new RegExp(`Nélida ${tag}`) })).toContainText('50%');
  await expect(page.getByRole('row', { name: new RegExp(`Óscar ${tag}`) })).toContainText('0%');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: s.export }).click();
  const bytes = await readFile((await (await downloading).path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const [header, ...exported] = parseCsv(bytes.toString('utf8'), ',');
  expect(header).toEqual([...studentMessages.exportColumns]);
  expect(exported.map((cells) => [cells[0], cells[2], cells[3]]).sort()).toEqual(
    [
      [`Nélida ${tag} Ñaupari`, title, '50'],
      [`Óscar ${tag} Cárdenas`, title, '0'],
    ].sort(),
  );
});

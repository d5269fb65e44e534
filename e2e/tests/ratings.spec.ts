import { messages, reviewMessages } from '@aula/shared';
import { expectNoSeriousViolations } from './axe';
import { expect, signIn, signInAs, test } from './fixtures';
import { completeLessons, enrolledStudent, STUDENT_PASSWORD, textCourse } from './learner-records';

const r = reviewMessages;
const unique = () => Math.random().toString(36).slice(2, 8);

test('a student who completed half of a course rates it with a review, and the course page shows the new average, count and review', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const title = `Prevención de caídas ${unique()}`;
  const courseId = await textCourse(request, title, [2, 2]);
  // Someone rated it before: five stars, no review.
  const earlier = await enrolledStudent(request, courseId, { names: 'Beto', lastNames: 'Quispe Flores' });
  await completeLessons(request, earlier.token, courseId, 2);
  const rated = await request.put(`/api/courses/${courseId}/my-rating`, {
    headers: { authorization: `Bearer ${earlier.token}` },
    data: { stars: 5 },
  });
  expect(rated.status(), await rated.text()).toBe(200);

  // The student of this test, enrolled and not started: the page says why there is no form yet.
  const student = await enrolledStudent(request, courseId, { names: 'Rosa', lastNames: 'Huamán Torres' });
  await page.goto('/login');
  await signIn(page, student.email, STUDENT_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`/dashboard/courses/details/${courseId}`);
  const ratings = page.getByRole('region', { name: r.title });
  await expect(ratings.getByRole('img', { name: r.averageLabel('5.0', 1) })).toBeVisible();
  await expect(ratings.getByText(r.eligibility.underHalf)).toBeVisible();
  await expect(ratings.getByRole('group', { name: r.form.starsLegend })).toHaveCount(0);

  // Half of the four lessons done: the form is there.
  await completeLessons(request, student.token, courseId, 2);
  await page.reload();
  const stars = ratings.getByRole('group', { name: r.form.starsLegend });
  await expect(stars).toBeVisible();
  await expectNoSeriousViolations(page, { skipToasts: true });
  await stars
    .locator('label')
    .filter({ hasText: r.form.star(4) })
    .click();
  await expect(stars.getByRole('radio', { name: r.form.star(4) })).toBeChecked();
  const review = 'Muy útil para el turno de noche. <b>Sin marcado</b>';
  await ratings.getByLabel(r.form.reviewLabel).fill(review);
  await ratings.getByRole('button', { name: r.form.submit, exact: true }).click();
  await expect(page.getByText(r.saved)).toBeVisible();

  // The new average (5 and 4), the count, and the review as typed, with the reviewer's first name and initial.
  await expect(ratings.getByRole('img', { name: r.averageLabel('4.5', 2) })).toBeVisible();
  await expect(ratings.getByText(r.count(2), { exact: true })).toBeVisible();
  const mine = ratings.getByRole('article', { name: 'Rosa H.' });
  await expect(mine.getByText(review, { exact: true })).toBeVisible();
  await expect(mine.locator('b')).toHaveCount(0);
  // The course's summary at the top reads the same.
  const summary = page.getByRole('list', { name: messages.courseDetail.summaryLabel });
  await expect(summary.getByText(`4.5 (${r.count(2)})`)).toBeVisible();
  await expect(ratings.getByRole('button', { name: r.form.edit })).toBeVisible();

  // Stored: a reload shows the same.
  await page.reload();
  await expect(ratings.getByRole('img', { name: r.averageLabel('4.5', 2) })).toBeVisible();
  await expect(
    ratings.getByRole('article', { name: 'Rosa H.' }).getByText(review, { exact: true }),
  ).toBeVisible();

  // The course's instructor reads it in 'Reseñas'.
  const instructor = await (await browser.newContext()).newPage();
  await signInAs(instructor, 'instructor@aula.test');
  await instructor.getByRole('link', { name: r.manage.nav }).first().click();
  await expect(instructor.getByRole('heading', { level: 1, name: r.manage.title })).toBeVisible();
  await instructor.goto(`/dashboard/reviews?course=${courseId}`);
  await expect(instructor.getByRole('heading', { level: 1, name: r.manage.ofCourse(title) })).toBeVisible();
  const item = instructor.getByRole('article', { name: 'Rosa H.' });
  await expect(item.getByText(review, { exact: true })).toBeVisible();
  await expect(instructor.getByRole('article', { name: 'Beto Q.' })).toBeVisible();
  await expectNoSeriousViolations(instructor, { skipToasts: true });
  await instructor.context().close();
});

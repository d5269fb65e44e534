import { messages } from '@aula/shared';
import type { Page } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { signUpStudent } from './accounts';
import { apiToken } from './course-api';
import { expect, signInAs, signOut, test } from './fixtures';
import { completeLessons, enrolledStudent, STUDENT_PASSWORD, textCourse } from './learner-records';

/** Issue 6: 'Mi Perfil' saves for real, and the dashboard homes follow the data. */
const PHOTO_PATH = fileURLToPath(new URL('../fixtures/profile-photo.png', import.meta.url));
const info = messages.profile.personalInfo;
const home = messages.dashboard;
const unique = () => Math.random().toString(36).slice(2, 8);

/** A stat card's figure: the card is a region named by its label. */
const figure = (page: Page, label: string) => page.getByRole('region', { name: label, exact: true });
const showsFigure = (label: string, value: string) => new RegExp(`${label}\\s*${value}$`);

test('a profile saved in edit mode holds after a reload, photo included', async ({ page, request }) => {
  const { email } = await signUpStudent(request, {
    names: 'Valeria',
    lastNames: 'Campos Ruiz',
    password: STUDENT_PASSWORD,
  });
  await signInAs(page, email, STUDENT_PASSWORD);
  await page.goto('/dashboard/profile');
  await expect(page.getByLabel(info.names)).not.toBeEditable();

  await page.getByRole('button', { name: info.edit }).click();
  await page.getByLabel(info.names).fill('Valeria Sofía');
  await page.getByLabel(info.phone).fill('912345678');
  await page.getByLabel(messages.registration.photoLabel).setInputFiles(PHOTO_PATH);
  await page.getByRole('button', { name: info.save }).click();
  await expect(page.getByText(info.saved)).toBeVisible();

  await page.reload();
  await expect(page.getByLabel(info.names)).toHaveValue('Valeria Sofía');
  await expect(page.getByLabel(info.phone)).toHaveValue('912345678');
  const photo = page.getByRole('img', { name: info.photoAlt });
  // The avatar shows the photo once it has loaded; on a loaded CI machine that took over 5 s once.
  await expect(photo).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await page.getByRole('button', { name: messages.shell.userMenu }).click();
  await expect(page.getByRole('menu').getByText('Valeria Sofía Campos Ruiz')).toBeVisible();
});

test('the student’s home follows their enrollment and completions', async ({ page, request }) => {
  const courseId = await textCourse(request, `Identificación del paciente ${unique()}`, [2]);
  const student = await enrolledStudent(request, courseId, { names: 'Iris', lastNames: 'Montes' });
  await signInAs(page, student.email, STUDENT_PASSWORD);
  const s = home.student;
  await expect(figure(page, s.enrolledCourses)).toHaveText(showsFigure(s.enrolledCourses, '1'));
  await expect(figure(page, s.completedCourses)).toHaveText(showsFigure(s.completedCourses, '0'));
  await expect(figure(page, s.averageProgress)).toHaveText(showsFigure(s.averageProgress, '0%'));

  await completeLessons(request, student.token, courseId, 2);
  await page.reload();
  await expect(figure(page, s.completedCourses)).toHaveText(showsFigure(s.completedCourses, '1'));
  await expect(figure(page, s.averageProgress)).toHaveText(showsFigure(s.averageProgress, '100%'));
  const achievements = page.getByRole('region', { name: s.recentAchievements });
  await expect(achievements).toContainText(messages.achievements.catalogue.first_lesson.title);
  await expect(achievements).toContainText(messages.achievements.catalogue.first_course.title);
});

test('the admin’s and the instructor’s homes count a new enrollment', async ({ page, request }) => {
  const title = `Gestión de riesgos ${unique()}`;
  const courseId = await textCourse(request, title, [1]);
  await signInAs(page, 'admin@aula.test');
  const count = async (label: string) => Number((await figure(page, label).innerText()).replace(/\D/g, ''));
  await expect(page.getByRole('heading', { level: 1, name: messages.shell.home.adminTitle })).toBeVisible();
  await enrolledStudent(request, courseId, { names: 'Julio', lastNames: 'Paz' });

  // Other browser tests refund orders and delete accounts at the same time, so the global total
  // can fall as well as rise: the home must show the server's live figure (the API tests check
  // that one enrollment adds exactly one). Reloading until both agree allows for that traffic;
  // each round is a full reload, so a loaded CI machine needs more than the default 5 s for a few.
  const headers = { authorization: `Bearer ${await apiToken(request, 'admin@aula.test')}` };
  const served = async () =>
    ((await (await request.get('/api/dashboard/admin', { headers })).json()) as { enrollments: number })
      .enrollments;
  await expect
    .poll(
      async () => {
        await page.reload();
        const shown = await count(home.admin.enrollments);
        return shown === (await served());
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  await expect(page.getByRole('table', { name: home.admin.weeklyEnrollments })).toBeAttached();

  await signOut(page);
  await signInAs(page, 'instructor@aula.test');
  const activity = page.getByRole('region', { name: home.instructor.recentActivity });
  await expect(activity).toContainText(home.instructor.activity.enrollment('Julio Paz', title));
});

import AxeBuilder from '@axe-core/playwright';
import { messages, type SendNotificationInput } from '@aula/shared';
import type { APIRequestContext, Page } from '@playwright/test';
import { signUpStudent as signUp } from './accounts';
import { apiToken } from './course-api';
import { DEMO_ACCOUNTS, expect, signIn, signInAs, test } from './fixtures';
import { enrolledStudent, STUDENT_PASSWORD as LEARNER_PASSWORD, textCourse } from './learner-records';

const m = messages.notifications;
const STUDENT_PASSWORD = 'Campana#2026';

/** A new student through the real sign-up, which also leaves them the welcome notification. */
const signUpStudent = (request: APIRequestContext) => signUp(request, { password: STUDENT_PASSWORD });

/** The administrator sends a notice, as another person at another computer would. */
async function sendNotice(request: APIRequestContext, notice: SendNotificationInput) {
  const access_token = await apiToken(request, 'admin@aula.test');
  const response = await request.post('/api/notifications', {
    headers: { authorization: `Bearer ${access_token}` },
    data: notice,
  });
  expect(response.status(), await response.text()).toBe(201);
}

const bellOf = (page: Page) => page.getByRole('banner').getByRole('button', { name: /Notificaciones/ });
const panelOf = (page: Page) => page.getByRole('dialog', { name: m.panelTitle });
const itemButton = (page: Page, title: string) =>
  panelOf(page).getByRole('button', { name: new RegExp(`^${m.typeNames.info}: ${title}`) });

async function openPanel(page: Page) {
  await bellOf(page).click();
  await expect(panelOf(page)).toBeVisible();
  return panelOf(page);
}

test('a notice sent while the dashboard is open appears in the bell and as a toast, without a reload', async ({
  page,
  request,
}) => {
  const student = await signUpStudent(request);
  // The page's clock, so the toast's 5 seconds pass when the test says (docs/decisions/0027-time-in-browser-tests.md).
  await page.clock.install();
  await page.goto('/login');
  const streamOpen = page.waitForResponse(
    (response) => response.url().endsWith('/api/notifications/stream') && response.status() === 200,
  );
  await signIn(page, student.email, STUDENT_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  const bell = bellOf(page);
  await expect(bell).toHaveAccessibleName(m.bellLabel(1));
  await streamOpen;

  await sendNotice(request, {
    profileId: student.profileId,
    type: 'warning',
    title: 'Mantenimiento programado',
    message: 'El sábado la plataforma no estará disponible de 8:00 a 10:00.',
  });

  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Mantenimiento programado' });
  await expect(toast).toBeVisible();
  // The toast sits below the header: the bell stays reachable while it is shown.
  const header = (await page.getByRole('banner').boundingBox())!;
  // (polled: the toast slides in from above before it settles)
  await expect
    .poll(async () => (await toast.boundingBox())!.y)
    .toBeGreaterThanOrEqual(header.y + header.height);
  await expect(bell).toHaveAccessibleName(m.bellLabel(2));
  await expect(bell).toContainText('2');

  const panel = await openPanel(page);
  await expect(panel.getByText(m.unreadSummary(2))).toBeVisible();
  await expect(
    panel.getByRole('button', { name: new RegExp(`^${m.typeNames.warning}: Mantenimiento programado`) }),
  ).toContainText(m.minutesAgo(0));

  // The toast closes by itself after 5 seconds (docs/product/learning.md#notification-toasts).
  await page.clock.fastForward(5000);
  await expect(toast).toBeHidden();
});

test('reading, removing and clearing notifications last across reloads', async ({ page, request }) => {
  const student = await signUpStudent(request);
  for (const title of ['Aviso uno', 'Aviso dos']) {
    await sendNotice(request, { profileId: student.profileId, title, message: `Contenido de ${title}.` });
  }
  await page.goto('/login');
  await signIn(page, student.email, STUDENT_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(bellOf(page)).toHaveAccessibleName(m.bellLabel(3));

  // Opening one without a link marks it read and leaves the panel open.
  let panel = await openPanel(page);
  await expect(panel.getByText(m.unreadSummary(3))).toBeVisible();
  await itemButton(page, 'Aviso uno').click();
  await expect(panel.getByText(m.unreadSummary(2))).toBeVisible();

  // Escape closes it and gives focus back to the bell.
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(bellOf(page)).toBeFocused();

  await page.reload();
  await expect(bellOf(page)).toHaveAccessibleName(m.bellLabel(2));
  panel = await openPanel(page);
  await panel.getByRole('button', { name: m.remove('Aviso dos') }).click();
  await expect(itemButton(page, 'Aviso dos')).toBeHidden();
  await expect(panel.getByText(m.unreadSummary(1))).toBeVisible();

  await page.reload();
  panel = await openPanel(page);
  await expect(itemButton(page, 'Aviso uno')).toBeVisible();
  await expect(itemButton(page, 'Aviso dos')).toHaveCount(0);
  await panel.getByRole('button', { name: m.markAllRead }).click();
  await expect(panel.getByText(m.unreadSummary(0))).toBeVisible();

  await page.reload();
  await expect(bellOf(page)).toHaveAccessibleName(m.bellLabel(0));
  panel = await openPanel(page);
  await panel.getByRole('button', { name: m.clearAll }).click();
  await expect(panel.getByText(m.empty)).toBeVisible();

  await page.reload();
  panel = await openPanel(page);
  await expect(panel.getByText(m.empty)).toBeVisible();
});

test('the bell works from the keyboard and its panel passes an accessibility check', async ({
  page,
  request,
}) => {
  const student = await signUpStudent(request);
  await page.goto('/login');
  await signIn(page, student.email, STUDENT_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);

  await bellOf(page).focus();
  await page.keyboard.press('Enter');
  const panel = panelOf(page);
  await expect(panel).toBeFocused();
  await expect(panel.getByText(m.unreadSummary(1))).toBeVisible();
  const box = await panel.boundingBox();
  expect(box!.width).toBe(320);
  expect(box!.height).toBeLessThanOrEqual(384);

  const results = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);

  // Tab walks into the panel's actions; Escape from there still closes it.
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('button', { name: m.markAllRead })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(bellOf(page)).toBeFocused();

  // Following the welcome notification's link marks it read and goes there.
  await page.keyboard.press('Enter');
  await panelOf(page)
    .getByRole('button', { name: new RegExp(`^${m.typeNames.success}: `) })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/courses$/);
  await expect(bellOf(page)).toHaveAccessibleName(m.bellLabel(0));
});

/** Posts a comment under a lesson through the API, as its author at another computer would. */
async function comment(
  request: APIRequestContext,
  token: string,
  courseId: string,
  lessonId: string,
  body: string,
) {
  const response = await request.post(`/api/courses/${courseId}/lessons/${lessonId}/comments`, {
    headers: { authorization: `Bearer ${token}` },
    data: { body },
  });
  expect(response.status(), await response.text()).toBe(201);
}

test('the instructor’s answer appears under the lesson the student is reading, with a toast, without a reload', async ({
  page,
  request,
}) => {
  const courseId = await textCourse(request, `Higiene de manos ${Date.now()}`, [1]);
  const student = await enrolledStudent(request, courseId, { names: 'Rosa', lastNames: 'Quispe Díaz' });
  const headers = { authorization: `Bearer ${student.token}` };
  const player = (await (await request.get(`/api/courses/${courseId}/player`, { headers })).json()) as {
    modules: Array<{ lessons: Array<{ id: string }> }>;
  };
  const lessonId = player.modules[0]!.lessons[0]!.id;
  await comment(request, student.token, courseId, lessonId, '¿Cuánto debe durar la fricción?');

  await signInAs(page, student.email, LEARNER_PASSWORD);
  const streamOpen = page.waitForResponse(
    (response) => response.url().endsWith('/api/notifications/stream') && response.status() === 200,
  );
  await page.goto(`/dashboard/courses/watch/${courseId}?lesson=${lessonId}`);
  const comments = page.getByRole('region', { name: messages.comments.title });
  await expect(comments.getByRole('article', { name: 'Rosa Quispe Díaz' })).toContainText(
    '¿Cuánto debe durar la fricción?',
  );
  await streamOpen;
  // A reload would start a new document, which would not carry this mark.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));

  const instructorToken = await apiToken(request, 'instructor@aula.test');
  await comment(request, instructorToken, courseId, lessonId, 'Entre 40 y 60 segundos.');

  const reply = messages.comments.replyNotification;
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: reply.title })).toBeVisible();
  const instructor = DEMO_ACCOUNTS[1].fullName;
  await expect(comments.getByRole('article', { name: instructor })).toContainText('Entre 40 y 60 segundos.');
  await expect(comments.getByText(messages.comments.count(2))).toBeVisible();
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
});

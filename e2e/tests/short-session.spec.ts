import { messages } from '@aula/shared';
import { apiToken } from './course-api';
import { DEMO_PASSWORD, expect, signIn, test } from './fixtures';

/**
 * Against the instance whose access tokens live 95 s (playwright.config.ts): a user who stays
 * on a page longer than that keeps working, because the app renews the token before it ends.
 */
const SHORT_SESSION_URL = 'http://127.0.0.1:3101';
const TOKEN_LIFETIME_MS = 95_000;

test.use({ baseURL: SHORT_SESSION_URL });

test('a user who stays longer than the token lifetime stays signed in, without an interruption', async ({
  page,
  request,
}) => {
  test.setTimeout(TOKEN_LIFETIME_MS + 90_000);
  const refreshes: number[] = [];
  const unauthorized: string[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/api/auth/refresh')) refreshes.push(response.status());
    if (response.status() === 401) unauthorized.push(response.url());
  });

  await page.goto('/login');
  await signIn(page, 'estudiante@aula.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  const signedInAt = Date.now();

  // Outlive the first access token, then act: a notice arrives and is marked read.
  await page.waitForTimeout(TOKEN_LIFETIME_MS + 10_000 - (Date.now() - signedInAt));
  const adminToken = await apiToken(request, 'admin@aula.test');
  const student = await request.post('/api/auth/sign-in', {
    data: { email: 'estudiante@aula.test', password: DEMO_PASSWORD },
  });
  const { user } = (await student.json()) as { user: { id: string } };
  const sent = await request.post('/api/notifications', {
    headers: { authorization: `Bearer ${adminToken}` },
    data: { profileId: user.id, title: 'Turno de capacitación', message: 'Tu sesión sigue activa.' },
  });
  expect(sent.status()).toBe(201);

  const bell = page.getByRole('banner').getByRole('button', { name: /Notificaciones/ });
  await expect(bell).toHaveAccessibleName(/sin leer/);
  await bell.click();
  const markedRead = page.waitForResponse((response) =>
    response.url().endsWith('/api/notifications/read-all'),
  );
  await page.getByRole('button', { name: messages.notifications.markAllRead }).click();
  expect((await markedRead).status()).toBe(204);

  await expect(page).toHaveURL(/\/dashboard$/);
  expect(refreshes.length).toBeGreaterThanOrEqual(1);
  expect(refreshes.every((status) => status === 200)).toBe(true);
  expect(unauthorized).toEqual([]);
});

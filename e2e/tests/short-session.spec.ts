import { messages, SESSION_TICK_MS } from '@aula/shared';
import { E2E_SERVERS, originOf } from '../e2e-servers';
import { apiToken } from './course-api';
import { DEMO_PASSWORD, expect, signIn, test } from './fixtures';
import { moveServerClock } from './server-clock';

/**
 * Against the instance whose access tokens live 95 s (playwright.config.ts): a user who stays
 * on a page longer than that keeps working, because the app renews the token before it ends.
 * Time passes on both clocks, the page's and the server's, tick by tick, instead of for real
 * (docs/decisions/0027-time-in-browser-tests.md).
 */
const SERVER = E2E_SERVERS.shortSession;
const TOKEN_LIFETIME_MS = 95_000;

test.use({ baseURL: originOf(SERVER) });

test('a user who stays longer than the token lifetime stays signed in, without an interruption', async ({
  page,
  request,
}) => {
  const refreshes: number[] = [];
  const unauthorized: string[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/api/auth/refresh')) refreshes.push(response.status());
    if (response.status() === 401) unauthorized.push(response.url());
  });

  await page.clock.install();
  await page.goto('/login');
  await signIn(page, 'estudiante@aula.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  const tokenOfTheStart = await apiToken(request, 'estudiante@aula.test');

  // Outlive the first access token, one session tick at a time: at each, the token has less than
  // the refresh threshold left, and the app renews it while it is still good.
  for (let elapsed = 0; elapsed <= TOKEN_LIFETIME_MS; elapsed += SESSION_TICK_MS) {
    const renewed = page.waitForResponse((response) => response.url().endsWith('/api/auth/refresh'));
    moveServerClock(SESSION_TICK_MS, SERVER);
    await page.clock.fastForward(SESSION_TICK_MS);
    await renewed;
  }
  // On the server, a token from the start has ended by now.
  const stale = await request.get('/api/auth/me', {
    headers: { authorization: `Bearer ${tokenOfTheStart}` },
  });
  expect(stale.status()).toBe(401);
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

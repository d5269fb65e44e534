import { messages, reviewMessages } from '@aula/shared';
import { expect, signIn, test } from './fixtures';

const nav = messages.shell.nav;
const roles = messages.shell.roleNames;

/**
 * What each demo account must see after signing in: its home's heading and its role's menu
 * (docs/product/interface.md#menus-by-role).
 */
const ACCOUNTS = [
  {
    email: 'admin@aula.test',
    fullName: 'Ana Rodríguez Salas',
    role: roles.ADMIN,
    heading: messages.shell.home.adminTitle,
    links: [
      ['/dashboard', nav.dashboard],
      ['/dashboard/users', nav.users],
      ['/dashboard/courses', nav.courses],
      ['/dashboard/students', nav.enrollments],
      ['/dashboard/reviews', reviewMessages.manage.nav],
      ['/dashboard/orders', nav.orders],
      ['/dashboard/security', nav.security],
    ],
  },
  {
    email: 'instructor@aula.test',
    fullName: 'Carlos Mendoza Ríos',
    role: roles.INSTRUCTOR,
    heading: messages.shell.home.welcome('Carlos'),
    links: [
      ['/dashboard', nav.dashboard],
      ['/dashboard/courses', nav.courses],
      ['/dashboard/courses/create', nav.createCourse],
      ['/dashboard/students', nav.students],
      ['/dashboard/reviews', reviewMessages.manage.nav],
    ],
  },
  {
    email: 'estudiante@aula.test',
    fullName: 'Lucía Fernández Quispe',
    role: roles.STUDENT,
    heading: messages.shell.home.welcome('Lucía'),
    links: [
      ['/dashboard', nav.dashboard],
      ['/dashboard/my-courses', nav.myCourses],
      ['/dashboard/courses', nav.courses],
      ['/dashboard/profile', nav.profile],
    ],
  },
] as const;

for (const account of ACCOUNTS) {
  test(`${account.email} lands on the dashboard with the ${account.role} menu`, async ({ page }) => {
    await page.goto('/login');
    await signIn(page, account.email);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: account.heading })).toBeVisible();

    const sidebar = page.getByRole('navigation', { name: messages.shell.mainNavigation });
    const links = sidebar.getByRole('link');
    await expect(links).toHaveText(account.links.map(([, label]) => label));
    for (const [index, [href]] of account.links.entries()) {
      await expect(links.nth(index)).toHaveAttribute('href', href);
    }

    // Exact-path highlight: only the link of the page being shown is current.
    const expectCurrent = async (current: string) => {
      for (const [href, label] of account.links) {
        const link = sidebar.getByRole('link', { name: label, exact: true });
        if (href === current) await expect(link).toHaveAttribute('aria-current', 'page');
        else await expect(link).not.toHaveAttribute('aria-current');
      }
    };
    await expectCurrent('/dashboard');
    const [lastHref, lastLabel] = account.links[account.links.length - 1]!;
    await sidebar.getByRole('link', { name: lastLabel, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${lastHref}$`));
    await expectCurrent(lastHref);

    await page.getByRole('button', { name: messages.shell.userMenu }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByText(account.fullName, { exact: true })).toBeVisible();
    await expect(menu.getByText(messages.shell.role(account.role), { exact: true })).toBeVisible();
    await expect(menu.getByText(account.email, { exact: true })).toBeVisible();
  });
}

test('the instructor\'s "Crear Curso" lights up alone, not "Cursos" as well', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'instructor@aula.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  const sidebar = page.getByRole('navigation', { name: messages.shell.mainNavigation });
  await sidebar.getByRole('link', { name: nav.createCourse, exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/courses\/create$/);
  await expect(sidebar.getByRole('link', { name: nav.createCourse, exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(sidebar.getByRole('link', { name: nav.courses, exact: true })).not.toHaveAttribute(
    'aria-current',
  );
});

test.describe(() => {
  // The browser logs the refused sign-in itself.
  test.use({ expectedConsoleErrors: [/status of 401 .*\/api\/auth\/sign-in\)$/] });

  test('a wrong password shows the Spanish error under the password field and flags the email', async ({
    page,
  }) => {
    await page.goto('/login');
    await signIn(page, 'estudiante@aula.test', 'NoEsLaClave1');
    const password = page.getByLabel(messages.signIn.passwordLabel, { exact: true });
    const email = page.getByLabel(messages.signIn.emailLabel, { exact: true });
    await expect(password).toHaveAccessibleDescription(messages.signIn.invalidCredentials);
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    // Flagged without text of its own: red border, nothing to read out.
    await expect(email).toHaveAccessibleDescription('');
    await expect(email).toHaveCSS('border-top-color', 'rgb(185, 28, 28)');
    await expect(page.getByText(messages.signIn.invalidCredentials, { exact: true })).toHaveCount(1);
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe(() => {
  test.use({ expectedConsoleErrors: [/status of 429 .*\/api\/auth\/sign-in\)$/] });

  test("too many attempts shows the server's Spanish message", async ({ page }) => {
    await page.route('**/api/auth/sign-in', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'rate_limited', message: messages.common.rateLimited }),
      }),
    );
    await page.goto('/login');
    await signIn(page, 'estudiante@aula.test');
    await expect(page.getByRole('alert')).toHaveText(messages.common.rateLimited);
    await expect(page.getByRole('button', { name: messages.signIn.submit, exact: true })).toBeEnabled();
  });
});

test('the form checks its fields before sending', async ({ page }) => {
  await page.goto('/login');
  const email = page.getByLabel(messages.signIn.emailLabel, { exact: true });
  await expect(email).toHaveAttribute('type', 'email');
  await expect(email).toHaveAttribute('placeholder', messages.signIn.emailPlaceholder);
  await expect(email).toHaveAttribute('required', '');
  await page.getByRole('button', { name: messages.signIn.submit, exact: true }).click();
  await expect(email).toHaveAccessibleDescription(messages.signIn.emailRequired);
  await expect(page.getByLabel(messages.signIn.passwordLabel, { exact: true })).toHaveAccessibleDescription(
    messages.signIn.passwordRequired,
  );
  await email.fill('no-es-un-correo');
  await page.getByLabel(messages.signIn.passwordLabel, { exact: true }).fill('corta');
  await page.getByRole('button', { name: messages.signIn.submit, exact: true }).click();
  await expect(email).toHaveAccessibleDescription(messages.signIn.emailInvalid);
  await expect(page.getByLabel(messages.signIn.passwordLabel, { exact: true })).toHaveAccessibleDescription(
    messages.signIn.passwordTooShort,
  );
});

test('while signing in the button says so and cannot be pressed again', async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/auth/sign-in', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/login');
  await signIn(page, 'admin@aula.test');
  await expect(page.getByRole('button', { name: messages.signIn.submitting, exact: true })).toBeDisabled();
  release();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the password can be shown and hidden', async ({ page }) => {
  await page.goto('/login');
  const password = page.getByLabel(messages.signIn.passwordLabel, { exact: true });
  await password.fill('secreto');
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: messages.signIn.showPassword }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: messages.signIn.hidePassword }).click();
  await expect(password).toHaveAttribute('type', 'password');
});

test('the login screen links home and to registration, and shows its promotional panel', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: messages.signIn.title })).toBeVisible();
  await expect(page.getByText(messages.signIn.subtitle, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: messages.signIn.backToHome })).toHaveAttribute('href', '/');
  await expect(page.getByRole('link', { name: messages.signIn.register })).toHaveAttribute(
    'href',
    '/register',
  );
  for (const feature of messages.signIn.promo.features) {
    await expect(page.getByRole('heading', { name: feature.title })).toBeVisible();
  }
  for (const figure of messages.signIn.promo.figures) {
    await expect(page.getByText(figure.value, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('figure', { name: messages.signIn.promo.testimonialLabel })).toBeVisible();
});

test('after signing in the user goes back to the page they asked for', async ({ page }) => {
  await page.goto('/dashboard/courses?vista=resumen');
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, 'instructor@aula.test');
  await expect(page).toHaveURL(/\/dashboard\/courses\?vista=resumen$/);
  await expect(
    page
      .getByRole('navigation', { name: messages.shell.mainNavigation })
      .getByRole('link', { name: nav.courses, exact: true }),
  ).toHaveAttribute('aria-current', 'page');
});

import { messages, orderMessages } from '@aula/shared';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { signUpStudent } from './accounts';
import { expectNoSeriousViolations } from './axe';
import { apiToken } from './course-api';
import { expect, signInAs, test } from './fixtures';
import { STUDENT_PASSWORD, textCourse } from './learner-records';

/**
 * Issue 7: paid courses bought by bank transfer. The tests of this file run one after another in
 * one worker, and no other file approves orders, so the revenue figures move only by what they do.
 */
const cart = messages.cart;
const orders = orderMessages;
const admin = orders.admin;
const unique = () => Math.random().toString(36).slice(2, 8);
const ORDER_CODE = /AU-[0-9A-Z]{5}-[0-9A-Z]{5}/;

// The player asks for a course the student has no access to, and the server answers 403.
test.use({ expectedConsoleErrors: [/status of 403 .*\/api\/courses\/[^/]+\/player\)$/] });
// Each test builds paid courses with their media and signs several people in: slow on a busy
// 2-core machine, where the default 30 s is not enough.
test.describe.configure({ timeout: 180_000 });

/** A page of its own for another person, as a second browser would be. */
async function pageAs(browser: Browser, email: string, password?: string) {
  const page = await (await browser.newContext()).newPage();
  await signInAs(page, email, password);
  return page;
}

/** Amounts per currency in a card of the page, as it shows them ('PEN 1,234.50'). */
async function moneyIn(page: Page, label: string): Promise<Record<string, number>> {
  const card = page.getByRole('region', { name: label, exact: true });
  await expect(card).toContainText(/[A-Z]{3} [\d,]+\.\d{2}/);
  const amounts: Record<string, number> = {};
  for (const [, code, amount] of (await card.innerText()).matchAll(/([A-Z]{3}) ([\d,]+\.\d{2})/g)) {
    amounts[code!] = Number(amount!.replaceAll(',', ''));
  }
  return amounts;
}

/** The admin home's 'Ingresos Totales' and the instructor home's 'Ingresos del Mes'. */
async function revenue(adminPage: Page, instructorPage: Page) {
  await Promise.all([adminPage.goto('/dashboard'), instructorPage.goto('/dashboard')]);
  return {
    total: await moneyIn(adminPage, messages.dashboard.admin.revenue),
    month: await moneyIn(instructorPage, messages.dashboard.instructor.monthlyRevenue),
  };
}

const plus = (figures: Record<string, number>, sold: Record<string, number>) =>
  Object.fromEntries(
    [...new Set([...Object.keys(figures), ...Object.keys(sold)])].map((code) => [
      code,
      Math.round(((figures[code] ?? 0) + (sold[code] ?? 0)) * 100) / 100,
    ]),
  );

/** Two paid text courses of the demo instructor, one in soles and one in dollars. */
async function paidCourses(request: APIRequestContext) {
  const tag = unique();
  const soles = { title: `Gestión de la calidad ${tag}`, price: 150 };
  const dollars = { title: `Indicadores de calidad ${tag}`, price: 35.5 };
  return {
    soles: { ...soles, id: await textCourse(request, soles.title, [2], { price: 150, currency: 'PEN' }) },
    dollars: {
      ...dollars,
      id: await textCourse(request, dollars.title, [1], { price: 35.5, currency: 'USD' }),
    },
  };
}

/** A new student who buys the courses through the API; answers who they are and the order. */
async function studentWithOrder(request: APIRequestContext, courseIds: string[]) {
  const student = await signUpStudent(request, {
    names: 'Paola',
    lastNames: 'Vargas Lino',
    password: STUDENT_PASSWORD,
  });
  const token = await apiToken(request, student.email, STUDENT_PASSWORD);
  const headers = { authorization: `Bearer ${token}` };
  for (const courseId of courseIds) {
    expect((await request.post('/api/cart/items', { headers, data: { courseId } })).status()).toBe(201);
  }
  const { items } = (await (await request.get('/api/cart', { headers })).json()) as {
    items: Array<{ courseId: string; price: number }>;
  };
  const placed = await request.post('/api/cart/checkout', {
    headers,
    data: { items: items.map(({ courseId, price }) => ({ courseId, price })) },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()) as { id: string; code: string };
  return { ...student, token, order };
}

async function openOrder(adminPage: Page, code: string, student: string) {
  await adminPage.goto('/dashboard/orders');
  await adminPage.getByLabel(admin.studentLabel).fill(student);
  // The search applies once typing pauses; the list then holds this student's orders only.
  await expect(adminPage).toHaveURL(/student=/);
  await expect(adminPage.getByRole('link', { name: /^Ver detalle del pedido / })).toHaveCount(1);
  await adminPage.getByRole('link', { name: admin.viewLabel(code) }).click();
  await expect(adminPage.getByRole('heading', { level: 1, name: code })).toBeVisible();
}

/** The student reaches the lessons of a course: the player shows its first lesson. */
async function expectPlayerOpens(page: Page, courseId: string) {
  await page.goto(`/dashboard/courses/watch/${courseId}`);
  await expect(page).toHaveURL(new RegExp(`/watch/${courseId}$`));
  await expect(page.getByRole('heading', { level: 2, name: 'Lección 1.1' })).toBeVisible();
}

/** Without a live enrollment the player shows no lesson, only the way to the course's page. */
async function expectPlayerClosed(page: Page, courseId: string) {
  await page.goto(`/dashboard/courses/watch/${courseId}`);
  await expect(page.getByRole('heading', { name: messages.player.load.notEnrolledTitle })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Lección 1.1' })).toHaveCount(0);
  await page.getByRole('link', { name: messages.player.load.goToDetails }).click();
  await expect(page).toHaveURL(new RegExp(`/details/${courseId}$`));
}

test('a student buys two paid courses by transfer; once the admin approves, both open and revenue rises by exactly their prices', async ({
  page,
  browser,
  request,
}) => {
  const courses = await paidCourses(request);
  const adminPage = await pageAs(browser, 'admin@aula.test');
  const instructorPage = await pageAs(browser, 'instructor@aula.test');
  const before = await revenue(adminPage, instructorPage);

  const student = await signUpStudent(request, {
    names: 'Paola',
    lastNames: 'Vargas Lino',
    password: STUDENT_PASSWORD,
  });
  await signInAs(page, student.email, STUDENT_PASSWORD);
  for (const course of [courses.soles, courses.dollars]) {
    await page.goto(`/dashboard/courses/details/${course.id}`);
    await page.getByRole('button', { name: cart.addToCart }).click();
    await expect(page.getByText(cart.inCart, { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: cart.goToCart })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: cart.iconLabel(2) })).toBeVisible();

  await page.getByRole('link', { name: cart.goToCart }).click();
  await expect(page.getByRole('heading', { level: 1, name: cart.title })).toBeVisible();
  const items = page.getByRole('region', { name: cart.itemsLabel });
  await expect(items).toContainText(courses.soles.title);
  await expect(items).toContainText(courses.dollars.title);
  const summary = page.getByRole('region', { name: cart.summary });
  await expect(summary.getByText(cart.totalIn('PEN')).locator('..')).toHaveText(
    `${cart.totalIn('PEN')}PEN 150.00`,
  );
  await expect(summary.getByText(cart.totalIn('USD')).locator('..')).toHaveText(
    `${cart.totalIn('USD')}USD 35.50`,
  );
  await expect(page.getByText('Banco Demo del Perú')).toBeVisible();

  await page.getByRole('button', { name: cart.checkout }).click();
  const placed = page.getByRole('region', { name: cart.orderPlacedTitle });
  await expect(placed).toBeVisible();
  const code = (await placed.innerText()).match(ORDER_CODE)![0];
  await expect(page.getByRole('link', { name: cart.iconLabel(0) })).toBeVisible();

  // Nothing opens until the academy confirms the payment; the course says it is pending.
  await expectPlayerClosed(page, courses.soles.id);
  await expect(page.getByText(cart.pendingPayment, { exact: true })).toBeVisible();
  await expect(page.getByText(cart.pendingPaymentNote(code))).toBeVisible();
  expect(await revenue(adminPage, instructorPage)).toEqual(before);

  await openOrder(adminPage, code, student.email);
  await adminPage.getByRole('button', { name: admin.approve, exact: true }).click();
  const dialog = adminPage.getByRole('dialog', { name: admin.approveTitle });
  await dialog.getByLabel(admin.approveNote).fill('Operación 0045871');
  await dialog.getByRole('button', { name: admin.approve, exact: true }).click();
  await expect(adminPage.getByText(admin.approved).first()).toBeVisible();
  const trail = adminPage.getByRole('region', { name: admin.trail });
  await expect(trail).toContainText(orders.event.approved);
  await expect(trail).toContainText(orders.by('Ana Rodríguez Salas'));
  await expect(trail).toContainText('Operación 0045871');
  await expect(adminPage.getByText(/^Se puede reembolsar hasta el \d{2}\/\d{2}\/\d{4}\.$/)).toBeVisible();
  await expectNoSeriousViolations(adminPage, { skipToasts: true });

  // The student hears of it without reloading (the toast may have gone: the bell keeps it), and
  // both courses open.
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Notificaciones/ })
    .click();
  const bell = page.getByRole('dialog', { name: messages.notifications.panelTitle });
  await expect(bell).toContainText(orders.notify.approved.title);
  await expect(bell).toContainText(code);
  await page.keyboard.press('Escape');
  await expectPlayerOpens(page, courses.soles.id);
  await expectPlayerOpens(page, courses.dollars.id);
  await page.goto('/dashboard/purchases');
  await expect(page.getByRole('article', { name: code })).toContainText(orders.status.approved);

  expect(await revenue(adminPage, instructorPage)).toEqual({
    total: plus(before.total, { PEN: 150, USD: 35.5 }),
    month: plus(before.month, { PEN: 150, USD: 35.5 }),
  });
});

test('a rejected order gives no access and tells why; a refund ends the access it gave', async ({
  page,
  browser,
  request,
}) => {
  const { soles, dollars } = await paidCourses(request);
  const student = await studentWithOrder(request, [soles.id]);
  const adminPage = await pageAs(browser, 'admin@aula.test');

  await openOrder(adminPage, student.order.code, student.email);
  await adminPage.getByRole('button', { name: admin.reject, exact: true }).click();
  const rejection = adminPage.getByRole('dialog', { name: admin.rejectTitle });
  await rejection.getByRole('button', { name: admin.reject, exact: true }).click();
  await expect(rejection.getByText(orders.reasonRequired)).toBeVisible();
  await rejection.getByLabel(orders.reason).fill('El monto transferido no coincide');
  await rejection.getByRole('button', { name: admin.reject, exact: true }).click();
  await expect(adminPage.getByText(admin.rejected).first()).toBeVisible();
  await expect(adminPage.getByRole('button', { name: admin.approve, exact: true })).toHaveCount(0);

  await signInAs(page, student.email, STUDENT_PASSWORD);
  await expectPlayerClosed(page, soles.id);
  // The course is for sale again.
  await expect(page.getByRole('button', { name: cart.addToCart })).toBeVisible();
  await page.goto('/dashboard/purchases');
  const rejected = page.getByRole('article', { name: student.order.code });
  await expect(rejected).toContainText(orders.status.rejected);
  await expect(rejected).toContainText('El monto transferido no coincide');

  // A second order, approved, then refunded: the access it gave ends, the history stays.
  const headers = { authorization: `Bearer ${student.token}` };
  await request.post('/api/cart/items', { headers, data: { courseId: dollars.id } });
  const second = (await (
    await request.post('/api/cart/checkout', {
      headers,
      data: { items: [{ courseId: dollars.id, price: 35.5 }] },
    })
  ).json()) as { id: string; code: string };
  const adminToken = await apiToken(request, 'admin@aula.test');
  const approved = await request.post(`/api/orders/${second.id}/approve`, {
    headers: { authorization: `Bearer ${adminToken}` },
    data: {},
  });
  expect(approved.status()).toBe(200);
  await expectPlayerOpens(page, dollars.id);

  await adminPage.goto(`/dashboard/orders/${second.id}`);
  await adminPage.getByRole('button', { name: admin.refund, exact: true }).click();
  const refund = adminPage.getByRole('dialog', { name: admin.refundTitle });
  await refund.getByLabel(orders.reason).fill('Solicitud de la estudiante');
  await refund.getByRole('button', { name: admin.refund, exact: true }).click();
  await expect(adminPage.getByText(admin.refunded).first()).toBeVisible();
  await expect(adminPage.getByRole('region', { name: admin.trail })).toContainText(orders.event.refunded);

  await expectPlayerClosed(page, dollars.id);
  await page.goto('/dashboard/purchases');
  const refunded = page.getByRole('article', { name: second.code });
  await expect(refunded).toContainText(orders.status.refunded);
  await expect(refunded).toContainText(orders.event.approved);
  await expect(refunded).toContainText('Solicitud de la estudiante');
});

test('an order approved from two tabs enrolls the student once, and the second tab is told', async ({
  page,
  browser,
  request,
}) => {
  const { soles } = await paidCourses(request);
  const student = await studentWithOrder(request, [soles.id]);
  const firstTab = await pageAs(browser, 'admin@aula.test');
  const secondTab = await firstTab.context().newPage();
  await secondTab.goto(`/dashboard/orders/${student.order.id}`);
  await firstTab.goto(`/dashboard/orders/${student.order.id}`);

  for (const tab of [firstTab, secondTab]) {
    await tab.getByRole('button', { name: admin.approve, exact: true }).click();
    await tab
      .getByRole('dialog', { name: admin.approveTitle })
      .getByRole('button', { name: admin.approve, exact: true })
      .click();
  }
  await expect(firstTab.getByText(admin.approved).first()).toBeVisible();
  await expect(secondTab.getByRole('alert').filter({ hasText: orders.notPending })).toBeVisible();
  await expect(
    secondTab.getByRole('region', { name: admin.trail }).getByText(orders.event.approved),
  ).toHaveCount(1);

  await signInAs(page, student.email, STUDENT_PASSWORD);
  await page.goto('/dashboard/my-courses');
  await expect(page.getByRole('heading', { name: soles.title })).toHaveCount(1);
});

test('a student sees only their own orders and never the admin’s screens', async ({ page, request }) => {
  const { soles } = await paidCourses(request);
  const ana = await studentWithOrder(request, [soles.id]);
  const bruno = await signUpStudent(request, {
    names: 'Bruno',
    lastNames: 'Salas',
    password: STUDENT_PASSWORD,
  });
  await signInAs(page, bruno.email, STUDENT_PASSWORD);

  await page.goto('/dashboard/purchases');
  await expect(page.getByText(orders.mine.empty)).toBeVisible();
  await expect(page.getByText(ana.order.code)).toHaveCount(0);
  for (const path of ['/dashboard/orders', `/dashboard/orders/${ana.order.id}`]) {
    await page.goto(path);
    await expect(page.getByText(admin.noAccessTitle)).toBeVisible();
    await expect(page.getByText(ana.order.code)).toHaveCount(0);
  }

  const token = await apiToken(request, bruno.email, STUDENT_PASSWORD);
  const headers = { authorization: `Bearer ${token}` };
  expect((await request.get(`/api/orders/${ana.order.id}`, { headers })).status()).toBe(404);
  expect((await request.post(`/api/orders/${ana.order.id}/approve`, { headers, data: {} })).status()).toBe(
    403,
  );
  expect((await request.get('/api/cart', { headers })).status()).toBe(200);
});

test('a student withdraws an unpaid order: it shows as cancelled to both sides and the course can be bought again', async ({
  page,
  browser,
  request,
}) => {
  const { soles } = await paidCourses(request);
  const student = await studentWithOrder(request, [soles.id]);
  await signInAs(page, student.email, STUDENT_PASSWORD);
  await page.goto('/dashboard/purchases');
  const card = page.getByRole('article', { name: student.order.code });
  await card.getByRole('button', { name: orders.mine.cancel }).click();
  const dialog = page.getByRole('dialog', { name: orders.mine.cancelTitle });
  await expect(dialog).toContainText(orders.mine.cancelText(student.order.code));
  await dialog.getByRole('button', { name: orders.mine.cancel }).click();
  await expect(card).toContainText(orders.status.cancelled);
  await expect(card.getByRole('region', { name: orders.mine.history })).toContainText(orders.event.cancelled);
  await expect(card.getByRole('button', { name: orders.mine.cancel })).toHaveCount(0);
  await expect(card.getByRole('region', { name: orders.mine.howToPay })).toHaveCount(0);

  // The course no longer waits on a payment: it can go in the cart again.
  await page.goto(`/dashboard/courses/details/${soles.id}`);
  await page.getByRole('button', { name: cart.addToCart }).click();
  await expect(page.getByText(cart.inCart, { exact: true })).toBeVisible();

  // The admin sees who withdrew it, and has nothing left to decide.
  const adminPage = await pageAs(browser, 'admin@aula.test');
  await openOrder(adminPage, student.order.code, student.email);
  await expect(adminPage.getByText(orders.status.cancelled, { exact: true })).toBeVisible();
  const trail = adminPage.getByRole('region', { name: admin.trail });
  await expect(trail).toContainText(orders.event.cancelled);
  await expect(trail).toContainText(orders.by('Paola Vargas Lino'));
  await expect(adminPage.getByRole('button', { name: admin.approve, exact: true })).toHaveCount(0);
  await expect(adminPage.getByRole('button', { name: admin.reject, exact: true })).toHaveCount(0);
});

test('Mis Compras, open while the admin approves, shows the approval and its toast without a reload', async ({
  page,
  request,
}) => {
  const { soles } = await paidCourses(request);
  const student = await studentWithOrder(request, [soles.id]);
  await signInAs(page, student.email, STUDENT_PASSWORD);
  const streamOpen = page.waitForResponse(
    (response) => response.url().endsWith('/api/notifications/stream') && response.status() === 200,
  );
  await page.goto('/dashboard/purchases');
  const card = page.getByRole('article', { name: student.order.code });
  await expect(card.getByText(orders.status.pending, { exact: true })).toBeVisible();
  await streamOpen;
  // A reload would start a new document, which would not carry this mark.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));

  const adminToken = await apiToken(request, 'admin@aula.test');
  const approved = await request.post(`/api/orders/${student.order.id}/approve`, {
    headers: { authorization: `Bearer ${adminToken}` },
    data: {},
  });
  expect(approved.status(), await approved.text()).toBe(200);

  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: orders.notify.approved.title }),
  ).toBeVisible();
  await expect(card.getByText(orders.status.approved, { exact: true })).toBeVisible();
  await expect(card.getByText(orders.status.pending, { exact: true })).toHaveCount(0);
  await expect(card.getByRole('region', { name: orders.mine.history })).toContainText(orders.event.approved);
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
});

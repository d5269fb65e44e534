import {
  invitationMessages,
  mailMessages,
  messages,
  passwordRecoveryMessages,
  roleDisplayName,
  ROLE_CODES,
  studentMessages,
  userMessages,
} from '@aula/shared';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { parseCsv } from '../../test-support/parse-csv';
import { apiToken, createCourseViaApi } from './course-api';
import { signUpStudent } from './accounts';
import { expectNoSeriousViolations } from './axe';
import { expect, signIn, signInAs, test } from './fixtures';
import { linkIn, waitForMail } from './mailbox';

/** Issue 6: the user-management screen, from an admin's click to the other person's screen. */
const u = userMessages.screen;
const invitation = invitationMessages;
const CHOSEN = 'Propia#Segura26';
const DOCUMENT_NUMBER = '45871236';
const unique = () => Math.random().toString(36).slice(2, 8);

async function openUsers(page: Page, search?: string) {
  await page.goto(search ? `/dashboard/users?search=${encodeURIComponent(search)}` : '/dashboard/users');
  await expect(page.getByRole('heading', { name: u.listTitle })).toBeVisible();
}

/** The names cells of the table's body rows, as the table shows them. */
async function tableRows(page: Page) {
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows.first()).toBeVisible();
  return (await rows.allInnerTexts()).slice(1);
}

async function adminCreatesUser(page: Page, person: { email: string; names: string; lastNames: string }) {
  await page.getByRole('button', { name: u.newUser }).click();
  const drawer = page.getByRole('dialog', { name: u.create.title });
  await drawer.getByLabel(u.create.email).fill(person.email);
  await drawer.getByLabel(u.create.names).fill(person.names);
  await drawer.getByLabel(u.create.lastNames).fill(person.lastNames);
  await drawer.getByLabel(u.create.role).selectOption({ label: messages.shell.roleNames.STUDENT });
  // The document the person's certificates will carry.
  await drawer.getByLabel(u.create.documentType).selectOption({ label: 'DNI' });
  await drawer.getByLabel(u.create.doi).fill(DOCUMENT_NUMBER);
  await drawer.getByRole('button', { name: u.create.submit }).click();
  await expect(page.getByText(u.create.created(person.email))).toBeVisible();
  await expect(drawer).toBeHidden();
}

async function newPage(browser: Browser) {
  const context = await browser.newContext({ locale: 'es-PE' });
  return context.newPage();
}

test.describe('an account an admin opens', () => {
  // The deleted person's open page is refused: its failed requests are expected in its console.
  test.use({ expectedConsoleErrors: [/401|403/] });

  test('is created, its person chooses a password from the emailed invitation, is edited and is deleted with its session', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const tag = unique();
    const person = { email: `nueva-${tag}@aula.test`, names: `Gisela ${tag}`, lastNames: 'Paredes Ñahui' };
    await signInAs(page, 'admin@aula.test');
    await openUsers(page);
    await adminCreatesUser(page, person);
    const pendingRow = page.getByRole('row', { name: new RegExp(person.names) });
    await expect(pendingRow).toContainText(invitation.admin.pending);

    // The person opens the invitation from their email and chooses their own password.
    const mail = await waitForMail(person.email, mailMessages.invitation.subject);
    const theirs = await newPage(browser);
    await theirs.goto(linkIn(mail, '/accept-invitation'));
    await expect(
      theirs.getByRole('heading', { level: 1, name: invitation.page.welcome(person.names) }),
    ).toBeVisible();
    await expect(theirs.getByText(invitation.page.lead(person.email))).toBeVisible();
    await expectNoSeriousViolations(theirs);
    await theirs.getByLabel(passwordRecoveryMessages.newPasswordLabel, { exact: true }).fill(CHOSEN);
    await theirs.getByLabel(passwordRecoveryMessages.confirmPasswordLabel, { exact: true }).fill(CHOSEN);
    await theirs.getByRole('button', { name: passwordRecoveryMessages.submit }).click();
    await expect(theirs.getByRole('status')).toHaveText(invitation.page.done);
    await theirs.getByRole('link', { name: passwordRecoveryMessages.signIn }).click();
    await signIn(theirs, person.email, CHOSEN);
    await expect(
      theirs.getByRole('heading', { level: 1, name: messages.shell.home.welcome(person.names) }),
    ).toBeVisible();
    // The link worked once; the admin's table no longer shows the invitation pending.
    await page.reload();
    await expect(page.getByRole('row', { name: new RegExp(person.names) })).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(person.names) })).not.toContainText(
      invitation.admin.pending,
    );
    const account = await theirs.request.get('/api/auth/me', {
      headers: { authorization: `Bearer ${await apiToken(theirs.request, person.email, CHOSEN)}` },
    });
    expect(await account.json()).toMatchObject({
      nroDoi: DOCUMENT_NUMBER,
      typeIdentityDocument: { name: 'DNI' },
    });

    // The admin renames the person and makes them an instructor; it holds after a reload...
    await openUsers(page, tag);
    await page.getByRole('button', { name: u.editUser(`${person.names} ${person.lastNames}`) }).click();
    const drawer = page.getByRole('dialog', { name: u.edit.title });
    await drawer.getByLabel(u.edit.names).fill(`Gisela Rocío ${tag}`);
    await drawer.getByLabel(u.edit.role).selectOption({ label: messages.shell.roleNames.INSTRUCTOR });
    await drawer.getByRole('button', { name: u.edit.save, exact: true }).click();
    await expect(page.getByText(u.edit.saved)).toBeVisible();
    await page.reload();
    const row = page.getByRole('row', { name: new RegExp(`Gisela Rocío ${tag}`) });
    await expect(row).toContainText(messages.shell.roleNames.INSTRUCTOR);

    // ...and in the person's own shell: their name, their role and the instructor's menu.
    await theirs.reload();
    await theirs.getByRole('button', { name: messages.shell.userMenu }).click();
    await expect(theirs.getByText(`Gisela Rocío ${tag} ${person.lastNames}`)).toBeVisible();
    await expect(
      theirs.getByText(messages.shell.role(roleDisplayName({ code: ROLE_CODES.instructor, name: '' }))),
    ).toBeVisible();
    await theirs.keyboard.press('Escape');
    await expect(theirs.getByRole('link', { name: messages.shell.nav.createCourse })).toBeVisible();

    // The admin deletes the account: it leaves the list and the person's open session ends.
    const theirToken = await apiToken(theirs.request, person.email, CHOSEN);
    await page.getByRole('button', { name: u.deleteUser(`Gisela Rocío ${tag} ${person.lastNames}`) }).click();
    const confirm = page.getByRole('dialog', { name: u.delete.title });
    await expect(confirm).toContainText(u.delete.description(`Gisela Rocío ${tag} ${person.lastNames}`));
    await confirm.getByRole('button', { name: u.delete.confirm }).click();
    await expect(page.getByText(u.delete.deleted)).toBeVisible();
    await expect(page.getByText(u.empty)).toBeVisible();
    const me = await theirs.request.get('/api/auth/me', {
      headers: { authorization: `Bearer ${theirToken}` },
    });
    expect(me.status()).toBe(401);
    await theirs.reload();
    await expect(theirs).toHaveURL(/\/login$/);
    await theirs.context().close();
  });
});

test.describe("'Reenviar invitación'", () => {
  // The replaced link's check is refused (410) on purpose.
  test.use({ expectedConsoleErrors: [/status of 410 .*\/api\/auth\/invitation\/check\)$/] });

  test('sends the person a new link from "Editar Perfil", and the first one stops working', async ({
    page,
    request,
  }) => {
    const tag = unique();
    const email = `reenvio-${tag}@aula.test`;
    const created = await request.post('/api/users', {
      headers: { authorization: `Bearer ${await apiToken(request, 'admin@aula.test')}` },
      data: { email, names: `Ulises ${tag}`, lastNames: 'Quispe Mamani', role: 'STUDENT' },
    });
    expect(created.status(), await created.text()).toBe(201);
    const invitationLink = async () =>
      linkIn(await waitForMail(email, mailMessages.invitation.subject), '/accept-invitation');
    const first = await invitationLink();

    await signInAs(page, 'admin@aula.test');
    await openUsers(page, tag);
    await page.getByRole('button', { name: u.editUser(`Ulises ${tag} Quispe Mamani`) }).click();
    const drawer = page.getByRole('dialog', { name: u.edit.title });
    await expect(drawer).toContainText('La invitación vence el');
    await drawer.getByRole('button', { name: invitation.admin.resend }).click();
    await expect(page.getByText(invitation.admin.resent(email))).toBeVisible();

    await expect.poll(invitationLink, { timeout: 15_000 }).not.toBe(first);
    await page.goto(first);
    await expect(page.getByRole('alert')).toHaveText(invitation.page.linkInvalid);
    await page.goto(await invitationLink());
    await expect(
      page.getByRole('heading', { level: 1, name: invitation.page.welcome(`Ulises ${tag}`) }),
    ).toBeVisible();
  });
});

/** A student enrolled in one of the demo instructor's courses, and one enrolled nowhere. */
async function instructorsStudentAndStranger(request: APIRequestContext, tag: string) {
  const password = 'Enfermera#2026';
  const enrolled = await signUpStudent(request, { names: `Matías ${tag}`, lastNames: 'Inscrito', password });
  const stranger = await signUpStudent(request, { names: `Matías ${tag}`, lastNames: 'Ajeno', password });
  const instructorToken = await apiToken(request, 'instructor@aula.test');
  const courseId = await createCourseViaApi(request, instructorToken, `Bioseguridad ${tag}`, {
    published: true,
    modules: [{ title: 'Módulo 1', lessons: [{ title: 'Lectura', type: 'text', text: 'Guantes.' }] }],
  });
  const token = await apiToken(request, enrolled.email, password);
  const enrollment = await request.post(`/api/courses/${courseId}/enrollment`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(enrollment.status()).toBe(201);
  return { enrolled, stranger };
}

test('an instructor sees only the students of their own courses, read-only', async ({ page, request }) => {
  const tag = unique();
  await instructorsStudentAndStranger(request, tag);
  await signInAs(page, 'instructor@aula.test');
  await page.goto(`/dashboard/users?search=${tag}`);
  await expect(page.getByRole('heading', { level: 1, name: u.instructorTitle })).toBeVisible();
  await expect(page.getByRole('row', { name: /Inscrito/ })).toBeVisible();
  expect(await tableRows(page)).toHaveLength(1);
  await expect(page.getByRole('row', { name: /Ajeno/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Editar a / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Eliminar a / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: u.newUser })).toHaveCount(0);
  await expect(page.getByText(u.stats.instructors, { exact: true })).toHaveCount(0);
});

test('an admin tells two people of the same name apart by email, finds one by it, and opens the enrollments from the sidebar', async ({
  page,
}) => {
  await signInAs(page, 'admin@aula.test');
  await openUsers(page);
  await page.getByLabel(u.searchLabel).fill('ESTUDIANTE@aula.test');
  await expect(page).toHaveURL(/search=ESTUDIANTE%40aula\.test/);
  const row = page.getByRole('row', { name: /Lucía Fernández Quispe/ });
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell', { name: 'estudiante@aula.test', exact: true })).toBeVisible();
  expect(await tableRows(page)).toHaveLength(1);
  await expect(page.getByRole('columnheader', { name: u.columns.email })).toBeVisible();

  const sidebar = page.getByRole('navigation', { name: messages.shell.mainNavigation });
  await sidebar.getByRole('link', { name: messages.shell.nav.enrollments, exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/students$/);
  await expect(page.getByRole('heading', { name: studentMessages.screen.listTitle })).toBeVisible();
});

test('a student is told the user screen is not for them', async ({ page }) => {
  await signInAs(page, 'estudiante@aula.test');
  await page.goto('/dashboard/users');
  await expect(page.getByRole('heading', { name: u.noAccessTitle })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
});

test('"Exportar" downloads the filtered list: the same rows as the table, accents intact', async ({
  page,
  request,
}) => {
  const tag = unique();
  const adminToken = await apiToken(request, 'admin@aula.test');
  for (const [names, role] of [
    ['Íñigo', 'INSTRUCTOR'],
    ['Begoña', 'INSTRUCTOR'],
    ['Zoë', 'STUDENT'],
  ] as const) {
    const created = await request.post('/api/users', {
      headers: { authorization: `Bearer ${adminToken}` },
      data: {
        email: `${names.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()}-${tag}@aula.test`,
        names: `${names} ${tag}`,
        lastNames: 'Muñoz Güemes',
        role,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
  }
  await signInAs(page, 'admin@aula.test');
  await page.goto(`/dashboard/users?search=${tag}&role=INSTRUCTOR`);
  await expect(page.getByRole('row', { name: /Begoña/ })).toBeVisible();
  const shown = await tableRows(page);
  expect(shown).toHaveLength(2);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: u.export }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^usuarios-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = parseCsv(bytes.toString('utf8'), ',');
  expect(lines[0]).toEqual([...userMessages.exportColumns]);
  const exported = lines.slice(1).map((cells) => cells.slice(0, 2).join(' '));
  const tableNames = shown.map((row) => (/(\S+ \S+ Muñoz Güemes)/.exec(row) ?? [])[1]);
  expect(exported.sort()).toEqual(tableNames.sort());
  expect(exported.sort()).toEqual([`Begoña ${tag} Muñoz Güemes`, `Íñigo ${tag} Muñoz Güemes`]);
});

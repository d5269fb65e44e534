import { messages, placementMessages as t, type UnitTree, userMessages } from '@aula/shared';
import type { APIRequestContext } from '@playwright/test';
import { signUpStudent } from './accounts';
import { apiToken } from './course-api';
import { expect, signIn, signInAs, test } from './fixtures';

/** Issue 21: a person's place in the organisation, set by an admin, found by the list's filters, seen in the profile. */
const u = userMessages.screen;
const PASSWORD = 'Lugar#Seguro26';
const unique = () => Math.random().toString(36).slice(2, 8);

async function createUnit(request: APIRequestContext, token: string, name: string, parentId?: string) {
  const headers = { authorization: `Bearer ${token}` };
  const root = ((await (await request.get('/api/units', { headers })).json()) as UnitTree).items[0]!;
  const response = await request.post('/api/units', {
    headers,
    data: { parentId: parentId ?? root.id, kind: parentId ? 'service' : 'establishment', name, code: null },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as UnitTree).items.find((unit) => unit.name === name)!.id;
}

test('an admin places a person in a service; the list finds them under its establishment; the person sees it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const tag = unique();
  const token = await apiToken(request, 'admin@aula.test');
  const hospital = await createUnit(request, token, `Hospital ${tag}`);
  await createUnit(request, token, `Emergencias ${tag}`, hospital);
  const position = `Enfermera ${tag}`;
  expect(
    (
      await request.post('/api/positions', {
        headers: { authorization: `Bearer ${token}` },
        data: { name: position },
      })
    ).status(),
  ).toBe(201);
  const names = `Placida ${tag}`;
  const person = await signUpStudent(request, { names, password: PASSWORD });

  await signInAs(page, 'admin@aula.test');
  await page.goto(`/dashboard/users?search=${encodeURIComponent(names)}`);
  await page.getByRole('button', { name: u.editUser(`${names} Campos Ruiz`) }).click();
  const sheet = page.getByRole('dialog', { name: u.edit.title });
  await sheet.getByLabel(t.unit).selectOption({ label: `\u00a0\u00a0\u00a0\u00a0Emergencias ${tag}` });
  await sheet.getByLabel(t.position).selectOption({ label: position });
  await sheet.getByLabel(t.staffNumber).fill(`E-${tag}`);
  await sheet.getByLabel(t.hireDate).fill('2025-03-17');
  await sheet.getByRole('button', { name: t.save }).click();
  await expect(page.getByText(t.saved)).toBeVisible();
  await sheet.getByRole('button', { name: messages.common.close }).first().click();

  // The establishment's filter takes in its services' people.
  await page.goto('/dashboard/users');
  await page.getByRole('button', { name: messages.common.filters }).click();
  const filters = page.getByRole('dialog', { name: messages.common.filters });
  await filters.getByLabel(t.filters.unitLabel).selectOption({ label: `\u00a0\u00a0Hospital ${tag}` });
  await filters.getByRole('button', { name: messages.common.close }).first().click();
  await expect(page).toHaveURL(new RegExp(`unit=${hospital}`));
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText(names);

  // The person reads their place in 'Mi Perfil', read only.
  const context = await browser.newContext({ locale: 'es-PE' });
  const theirs = await context.newPage();
  await theirs.goto('/login');
  await signIn(theirs, person.email, PASSWORD);
  await expect(theirs).toHaveURL(/\/dashboard$/);
  await theirs.goto('/dashboard/profile?tab=organizacion');
  await expect(theirs.getByText(`Hospital ${tag} / Emergencias ${tag}`)).toBeVisible();
  await expect(theirs.getByText(position)).toBeVisible();
  await expect(theirs.getByText(`E-${tag}`)).toBeVisible();
  await expect(theirs.getByText('17/03/2025')).toBeVisible();
  await expect(theirs.getByText(t.readOnlyNote)).toBeVisible();
  await context.close();
});

import {
  messages,
  placementMessages,
  teamMessages as t,
  type PlacementInput,
  type UnitTree,
} from '@aula/shared';
import type { APIRequestContext } from '@playwright/test';
import { signUpStudent } from './accounts';
import { expectNoSeriousViolations } from './axe';
import { apiToken } from './course-api';
import { expect, signInAs, test } from './fixtures';

/**
 * 'Mi equipo' (docs/product/organisation.md#supervisors) against the real server: a student made
 * supervisor of a unit finds it in the sidebar, sees the people of its sub-unit and not those of
 * another unit, opens one, and is told that someone outside the team is not theirs to see.
 */
const PASSWORD = 'Equipo#Seguro26';
const tag = Math.random().toString(36).slice(2, 8);

// The one answer the browser reports as a failed load: the person outside the team.
test.use({ expectedConsoleErrors: [/status of 404 .*\/api\/team\/[^/]+\)$/] });

const NO_PLACE: PlacementInput = {
  unitId: null,
  additionalUnitIds: [],
  supervisedUnitIds: [],
  positionId: null,
  industryId: null,
  specialtyId: null,
  staffNumber: null,
  hireDate: null,
};

async function createUnit(request: APIRequestContext, token: string, name: string, parentId: string) {
  const response = await request.post('/api/units', {
    headers: { authorization: `Bearer ${token}` },
    data: { parentId, kind: 'service', name, code: null },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as UnitTree).items.find((unit) => unit.name === name)!.id;
}

async function place(
  request: APIRequestContext,
  token: string,
  profileId: string,
  change: Partial<PlacementInput>,
) {
  const response = await request.put(`/api/users/${profileId}/placement`, {
    headers: { authorization: `Bearer ${token}` },
    data: { ...NO_PLACE, ...change },
  });
  expect(response.status(), await response.text()).toBe(200);
}

test('a supervisor sees the people of their units, opens one, and nobody from elsewhere', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const token = await apiToken(request, 'admin@aula.test');
  const units = (await (
    await request.get('/api/units', { headers: { authorization: `Bearer ${token}` } })
  ).json()) as UnitTree;
  const root = units.items[0]!.id;
  const unitA = await createUnit(request, token, `Equipo A ${tag}`, root);
  const unitA1 = await createUnit(request, token, `Equipo A1 ${tag}`, unitA);
  const unitB = await createUnit(request, token, `Equipo B ${tag}`, root);

  const inA1 = await signUpStudent(request, { names: `Alba ${tag}`, password: PASSWORD });
  const inB = await signUpStudent(request, { names: `Bruno ${tag}`, password: PASSWORD });
  const boss = await signUpStudent(request, { names: `Sara ${tag}`, password: PASSWORD });
  await place(request, token, inA1.profileId, { unitId: unitA1 });
  await place(request, token, inB.profileId, { unitId: unitB });
  await place(request, token, boss.profileId, { supervisedUnitIds: [unitA] });

  await signInAs(page, boss.email, PASSWORD);
  await page
    .getByRole('navigation', { name: messages.shell.mainNavigation })
    .getByRole('link', { name: t.nav })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/team$/);
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();

  const table = page.getByRole('table', { name: t.listTitle });
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(2);
  const alba = rows.filter({ hasText: `Alba ${tag}` });
  await expect(alba).toContainText(`Equipo A ${tag} / Equipo A1 ${tag}`);
  await expect(alba).toContainText(inA1.email);
  await expect(table).not.toContainText(`Bruno ${tag}`);

  // The unit filter offers A and, below it, A1; not B.
  const unit = page.getByLabel(t.unitLabel);
  await expect(unit.getByRole('option', { name: `Equipo A1 ${tag}` })).toHaveCount(1);
  await expect(unit.getByRole('option', { name: `Equipo B ${tag}` })).toHaveCount(0);
  // The welcome notification's toast may still be fading in: it is not this screen's.
  await expectNoSeriousViolations(page, { skipToasts: true });

  await alba.getByRole('link', { name: `Alba ${tag} Campos Ruiz` }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/team/${inA1.profileId}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Alba ${tag} Campos Ruiz` })).toBeVisible();
  const organisation = page.getByRole('region', { name: t.member.placementTitle });
  await expect(organisation).toContainText(placementMessages.unit);
  await expect(organisation).toContainText(`Equipo A ${tag} / Equipo A1 ${tag}`);
  await expect(page.getByText(t.member.noCourses)).toBeVisible();
  await expectNoSeriousViolations(page, { skipToasts: true });

  await page.getByRole('link', { name: t.member.back }).click();
  await expect(page).toHaveURL(/\/dashboard\/team$/);
  await expect(rows).toHaveCount(2);

  await page.goto(`/dashboard/team/${inB.profileId}`);
  await expect(page.getByRole('heading', { level: 1, name: t.member.notFound })).toBeVisible();
  await expect(page.getByText(`Bruno ${tag}`)).toHaveCount(0);
});

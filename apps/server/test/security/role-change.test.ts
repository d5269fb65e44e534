import { ROLE_CODES } from '@aula/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendJson, signedInPerson } from '../factories';
import { createTestApp, type TestApp } from '../test-app';
import { expectAllowed, expectRefused } from './route-check';
import { ROUTES } from './route-table';
import { buildWorld, type SignedInCaller, type World } from './security-fixtures';

/**
 * Issue 17, finding 3: after an admin changed an instructor to student, that person could still
 * open their course's edit form, rewrite a lesson, reprice, unpublish and delete it (all 200):
 * ownership was checked, the role the owner holds now was not. Here the academy of the security
 * suite is built, then its instructor (who owns its courses, drafts, uploads and moderates its
 * comments) and its admin lose their roles and become students, keeping their sessions. Every
 * route must now treat each of them exactly as it treats a student, whatever they still own.
 */
const DEMOTED = ['instructor', 'admin'] as const satisfies readonly SignedInCaller[];

let app: TestApp;
let world: World;

beforeAll(async () => {
  app = await createTestApp();
  world = await buildWorld(app);
  // An admin of its own changes the roles, as 'Usuarios' does; the callers keep their sessions.
  const other = await signedInPerson(app, ROLE_CODES.admin);
  for (const caller of DEMOTED) {
    const changed = await sendJson(
      app,
      'PATCH',
      `/api/users/${world.people[caller].profileId}`,
      other.token,
      {
        names: 'Rosa',
        lastNames: 'Prueba Díaz',
        phone: '',
        role: 'STUDENT',
      },
    );
    expect(changed.status).toBe(200);
  }
}, 120_000);
afterAll(() => app.close());

describe('a caller whose role was taken away', () => {
  it.each(Object.entries(ROUTES))('%s', async (route, rule) => {
    const asStudent = rule.allow.includes('student');
    await expectRefused(world, route, rule, asStudent ? [] : DEMOTED);
    await expectAllowed(world, route, rule, asStudent ? DEMOTED : []);
  });
});

import { describe, expect, it } from 'vitest';
import { ACTIONS, can, POLICY, reaches, reachesAll, type Viewer } from './policy';

const admin: Viewer = { profileId: 'a', role: 'ADMIN' };
const instructor: Viewer = { profileId: 'i', role: 'INSTRUCTOR' };
const student: Viewer = { profileId: 's', role: 'STUDENT' };

describe('the policy', () => {
  it('lets each role do what the table says, and nothing it does not name', () => {
    for (const action of ACTIONS) {
      for (const viewer of [admin, instructor, student]) {
        const named = (POLICY[action] as Record<string, string>)[viewer.role];
        expect(can(viewer, action), `${viewer.role} ${action}`).toBe(named !== undefined);
        expect(reaches(viewer, action)).toBe(named ?? null);
      }
    }
  });

  it("limits an 'own' reach to the viewer's own resources, and an 'all' reach to none", () => {
    expect(can(instructor, 'courses.manage', { ownerId: 'i' })).toBe(true);
    expect(can(instructor, 'courses.manage', { ownerId: 'otro' })).toBe(false);
    expect(can(admin, 'courses.manage', { ownerId: 'otro' })).toBe(true);
    expect(can(student, 'courses.manage', { ownerId: 's' })).toBe(false);

    expect(can(student, 'orders.view', { ownerId: 's' })).toBe(true);
    expect(can(student, 'orders.view', { ownerId: 'otro' })).toBe(false);
    expect(can(admin, 'orders.view', { ownerId: 'otro' })).toBe(true);
    expect(reachesAll(admin, 'users.view')).toBe(true);
    expect(reachesAll(instructor, 'users.view')).toBe(false);
  });

  it('keeps admins out of buying and students out of managing', () => {
    expect(can(admin, 'cart.use')).toBe(false);
    expect(can(admin, 'orders.cancel', { ownerId: 'a' })).toBe(false);
    expect(can(student, 'courses.create')).toBe(false);
    expect(can(student, 'users.view')).toBe(false);
  });
});

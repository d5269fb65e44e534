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

  it("gives a supervisor, whatever their role, a 'team' reach over the people of their team only", () => {
    const supervisor: Viewer = { profileId: 's', role: 'STUDENT', supervisor: true };
    const instructorSupervisor: Viewer = { profileId: 'i', role: 'INSTRUCTOR', supervisor: true };
    expect(reaches(supervisor, 'team.view')).toBe('team');
    expect(reaches(instructorSupervisor, 'team.view')).toBe('team');
    expect(can(supervisor, 'team.view')).toBe(true);
    expect(can(supervisor, 'team.view', { ownerId: 'p', inTeam: true })).toBe(true);
    expect(can(supervisor, 'team.view', { ownerId: 'p', inTeam: false })).toBe(false);
    expect(can(supervisor, 'team.view', { ownerId: 'p' })).toBe(false);
    // Not supervising any more: nothing, even of someone once in their team.
    expect(can(student, 'team.view', { ownerId: 'p', inTeam: true })).toBe(false);
    expect(can(student, 'team.view')).toBe(false);
    // The role still decides what it names: an admin supervising reaches everyone; supervising
    // gives no right the table does not write for supervisors.
    expect(reaches({ ...admin, supervisor: true }, 'team.view')).toBe('all');
    expect(can(supervisor, 'users.view')).toBe(false);
    expect(can(supervisor, 'users.manage')).toBe(false);
  });
});

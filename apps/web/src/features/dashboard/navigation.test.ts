import { messages } from '@aula/shared';
import { describe, expect, it } from 'vitest';
import { dashboardNavigation } from './navigation';

const nav = messages.shell.nav;

describe('dashboardNavigation', () => {
  it("gives admins 'Pedidos', last, and nobody else", () => {
    expect(dashboardNavigation('ADMIN').map(({ to, label }) => [to, label])).toEqual([
      ['/dashboard', nav.dashboard],
      ['/dashboard/users', nav.users],
      ['/dashboard/courses', nav.courses],
      ['/dashboard/orders', nav.orders],
    ]);
    for (const role of ['INSTRUCTOR', 'STUDENT'] as const) {
      expect(dashboardNavigation(role).some(({ to }) => to === '/dashboard/orders')).toBe(false);
    }
  });
});

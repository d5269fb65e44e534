import { messages } from '@aula/shared';
import { describe, expect, it } from 'vitest';
import { dashboardNavigation } from './navigation';

const nav = messages.shell.nav;

describe('dashboardNavigation', () => {
  it("gives admins 'Pedidos' and 'Registro de seguridad', last, and nobody else", () => {
    expect(dashboardNavigation('ADMIN').map(({ to, label }) => [to, label])).toEqual([
      ['/dashboard', nav.dashboard],
      ['/dashboard/users', nav.users],
      ['/dashboard/courses', nav.courses],
      ['/dashboard/orders', nav.orders],
      ['/dashboard/security', nav.security],
    ]);
    for (const role of ['INSTRUCTOR', 'STUDENT'] as const) {
      const links = dashboardNavigation(role).map(({ to }) => to);
      expect(links).not.toContain('/dashboard/orders');
      expect(links).not.toContain('/dashboard/security');
    }
  });
});

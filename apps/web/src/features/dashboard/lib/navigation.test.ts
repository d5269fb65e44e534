import { messages, reviewMessages } from '@aula/shared';
import { describe, expect, it } from 'vitest';
import { dashboardNavigation } from './navigation';

const nav = messages.shell.nav;

describe('dashboardNavigation', () => {
  it("gives admins 'Inscripciones', 'Pedidos' and 'Registro de seguridad', and nobody else the last two", () => {
    expect(dashboardNavigation('ADMIN').map(({ to, label }) => [to, label])).toEqual([
      ['/dashboard', nav.dashboard],
      ['/dashboard/users', nav.users],
      ['/dashboard/courses', nav.courses],
      ['/dashboard/students', nav.enrollments],
      ['/dashboard/reviews', reviewMessages.manage.nav],
      ['/dashboard/orders', nav.orders],
      ['/dashboard/security', nav.security],
    ]);
    for (const role of ['INSTRUCTOR', 'STUDENT'] as const) {
      const links = dashboardNavigation(role).map(({ to }) => to);
      expect(links).not.toContain('/dashboard/orders');
      expect(links).not.toContain('/dashboard/security');
    }
  });

  it("opens the enrollment report (email, course, progress) from an instructor's 'Estudiantes'", () => {
    expect(dashboardNavigation('INSTRUCTOR').map(({ to, label }) => [to, label])).toContainEqual([
      '/dashboard/students',
      nav.students,
    ]);
    expect(dashboardNavigation('INSTRUCTOR').map(({ to }) => to)).not.toContain('/dashboard/users');
  });

  it("gives instructors and admins 'Reseñas', and students none", () => {
    const reviews = ['/dashboard/reviews', reviewMessages.manage.nav];
    for (const role of ['INSTRUCTOR', 'ADMIN'] as const) {
      expect(dashboardNavigation(role).map(({ to, label }) => [to, label])).toContainEqual(reviews);
    }
    expect(dashboardNavigation('STUDENT').map(({ to }) => to)).not.toContain('/dashboard/reviews');
  });
});

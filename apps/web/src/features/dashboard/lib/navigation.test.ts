import { messages, reviewMessages, teamMessages } from '@aula/shared';
import { describe, expect, it } from 'vitest';
import { dashboardNavigation } from './navigation';

const nav = messages.shell.nav;
const notSupervising = { supervisor: false };

describe('dashboardNavigation', () => {
  it("gives admins 'Inscripciones', 'Pedidos' and 'Registro de seguridad', and nobody else the last two", () => {
    expect(dashboardNavigation('ADMIN', notSupervising).map(({ to, label }) => [to, label])).toEqual([
      ['/dashboard', nav.dashboard],
      ['/dashboard/users', nav.users],
      ['/dashboard/courses', nav.courses],
      ['/dashboard/students', nav.enrollments],
      ['/dashboard/reviews', reviewMessages.manage.nav],
      ['/dashboard/orders', nav.orders],
      ['/dashboard/security', nav.security],
    ]);
    for (const role of ['INSTRUCTOR', 'STUDENT'] as const) {
      const links = dashboardNavigation(role, notSupervising).map(({ to }) => to);
      expect(links).not.toContain('/dashboard/orders');
      expect(links).not.toContain('/dashboard/security');
    }
  });

  it("opens the enrollment report (email, course, progress) from an instructor's 'Estudiantes'", () => {
    expect(
      dashboardNavigation('INSTRUCTOR', notSupervising).map(({ to, label }) => [to, label]),
    ).toContainEqual(['/dashboard/students', nav.students]);
    expect(dashboardNavigation('INSTRUCTOR', notSupervising).map(({ to }) => to)).not.toContain(
      '/dashboard/users',
    );
  });

  it("gives instructors and admins 'Reseñas', and students none", () => {
    const reviews = ['/dashboard/reviews', reviewMessages.manage.nav];
    for (const role of ['INSTRUCTOR', 'ADMIN'] as const) {
      expect(dashboardNavigation(role, notSupervising).map(({ to, label }) => [to, label])).toContainEqual(
        reviews,
      );
    }
    expect(dashboardNavigation('STUDENT', notSupervising).map(({ to }) => to)).not.toContain(
      '/dashboard/reviews',
    );
  });

  it("gives a supervising student or instructor 'Mi equipo' right after 'Inicio', and nobody else", () => {
    const team = ['/dashboard/team', teamMessages.nav];
    for (const role of ['STUDENT', 'INSTRUCTOR'] as const) {
      const links = dashboardNavigation(role, { supervisor: true }).map(({ to, label }) => [to, label]);
      expect(links.slice(0, 2)).toEqual([['/dashboard', nav.dashboard], team]);
      // The rest of the role's menu stays as it was.
      expect(links.slice(2)).toEqual(
        dashboardNavigation(role, notSupervising)
          .slice(1)
          .map(({ to, label }) => [to, label]),
      );
      expect(dashboardNavigation(role, notSupervising).map(({ to }) => to)).not.toContain('/dashboard/team');
    }
  });

  it("gives a supervising admin no 'Mi equipo': 'Usuarios' reaches everyone", () => {
    expect(dashboardNavigation('ADMIN', { supervisor: true })).toEqual(
      dashboardNavigation('ADMIN', notSupervising),
    );
  });
});

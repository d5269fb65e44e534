import type { CurrentUser, InstructorDashboard } from '@aula/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { answer, apiServer, http, refusal } from '@/test/api-server';
import { testCurrentUser } from '@/test/fixtures/current-user';
import { id, instructorDashboard } from '@/test/fixtures/dashboard-fixtures';
import { renderWithProviders } from '@/test/render-with-providers';
import { InstructorHome } from './instructor-home';

const instructor: CurrentUser = testCurrentUser({
  names: 'Ana María',
  rol: { code: '01', name: 'instructor' },
});

let dashboard: InstructorDashboard;

beforeEach(() => {
  dashboard = instructorDashboard();
  apiServer.use(http.get('/api/dashboard/instructor', () => answer(200, dashboard)));
});

const renderHome = () =>
  renderWithProviders(<InstructorHome user={instructor} />, { path: '/dashboard', user: instructor });

/** The first read of the figures fails; the next ones get the dashboard. */
const failOnce = () =>
  apiServer.use(
    http.get('/api/dashboard/instructor', () => refusal(500, 'internal', 'boom'), { once: true }),
  );

const region = (name: string) => within(screen.getByRole('region', { name }));

describe('InstructorHome', () => {
  it("welcomes the instructor and shows their courses' figures", async () => {
    renderHome();
    expect(screen.getByRole('heading', { level: 1, name: '¡Hola, Ana María!' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Crear Nuevo Curso' }).getAttribute('href')).toBe(
      '/dashboard/courses/create',
    );
    await screen.findByRole('region', { name: 'Cursos Activos' });
    expect(region('Cursos Activos').getByText('3')).toBeTruthy();
    expect(region('Total Estudiantes').getByText('57')).toBeTruthy();
    expect(region('Tasa de Finalización').getByText('38%')).toBeTruthy();
    expect(region('Ingresos del Mes').getByRole('listitem').textContent).toBe('PEN 450.00');
  });

  it('lists the recent courses with their state and the ways to view and edit them', async () => {
    renderHome();
    const courses = within(await screen.findByRole('region', { name: 'Cursos Recientes' }));
    const [published, draft] = courses.getAllByRole('listitem');
    expect(within(published!).getByText('Publicado')).toBeTruthy();
    expect(within(published!).getByText(/1 estudiante ·/)).toBeTruthy();
    expect(within(published!).getByText('Actualizado el 24/11/2026')).toBeTruthy();
    expect(within(draft!).getByText('Borrador')).toBeTruthy();
    expect(courses.getByRole('link', { name: 'Ver el curso Higiene de manos' }).getAttribute('href')).toBe(
      `/dashboard/courses/details/${id(20)}`,
    );
    expect(
      courses.getByRole('link', { name: 'Editar el curso Triaje en emergencias' }).getAttribute('href'),
    ).toBe(`/dashboard/courses/edit/${id(21)}`);
  });

  it('tells what happened lately in the courses, with the day', async () => {
    renderHome();
    const activity = within(await screen.findByRole('region', { name: 'Actividad Reciente' }));
    expect(activity.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Lucía Fernández se inscribió en «Higiene de manos».24/11/2026',
      'Pedro Díaz completó «Higiene de manos».23/11/2026',
      'Rosa Vega comentó una lección de «Higiene de manos».22/11/2026',
    ]);
  });

  it('says when there are no courses or activity yet, and shows revenue as zero', async () => {
    dashboard = instructorDashboard({
      activeCourses: 0,
      totalStudents: 0,
      completionRate: 0,
      monthlyRevenue: [],
      recentCourses: [],
      recentActivity: [],
    });
    renderHome();
    expect(await screen.findByText('Aún no has creado cursos.')).toBeTruthy();
    expect(screen.getByText('Aún no hay actividad en tus cursos.')).toBeTruthy();
    expect(region('Ingresos del Mes').getByText('0.00')).toBeTruthy();
    expect(region('Tasa de Finalización').getByText('0%')).toBeTruthy();
  });

  it('says when the figures could not be loaded, and tries again on request', async () => {
    failOnce();
    renderHome();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('No se pudieron cargar las cifras del panel.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('region', { name: 'Cursos Recientes' })).toBeTruthy();
  });
});

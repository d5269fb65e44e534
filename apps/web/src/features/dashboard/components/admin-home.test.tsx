import type { AdminDashboard, CurrentUser } from '@aula/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, apiServer, http, refusal } from '@/test/api-server';
import { testCurrentUser } from '@/test/fixtures/current-user';
import { adminDashboard, id } from '@/test/fixtures/dashboard-fixtures';
import { renderWithProviders } from '@/test/render-with-providers';
import { AdminHome } from './admin-home';

const admin: CurrentUser = testCurrentUser({ names: 'Carmen', rol: { code: '02', name: 'admin' } });

let dashboard: AdminDashboard;

beforeEach(() => {
  // happy-dom lays nothing out: the chart gets the size a browser would give it.
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ width: 600, height: 256 }),
  );
  dashboard = adminDashboard();
  apiServer.use(http.get('/api/dashboard/admin', () => answer(200, dashboard)));
});

const renderHome = () => renderWithProviders(<AdminHome user={admin} />, { path: '/dashboard', user: admin });

/** The first read of the figures fails; the next ones get the dashboard. */
const failOnce = () =>
  apiServer.use(http.get('/api/dashboard/admin', () => refusal(500, 'internal', 'boom'), { once: true }));

const card = (name: string) => within(screen.getByRole('region', { name }));

describe('AdminHome', () => {
  it("shows the academy's figures, revenue one line per currency", async () => {
    renderHome();
    expect(screen.getByRole('heading', { level: 1, name: 'Panel de Administración' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Cargando las cifras del panel...');
    await screen.findByRole('region', { name: 'Total Usuarios' });
    expect(card('Total Usuarios').getByText('1,234')).toBeTruthy();
    expect(card('Cursos Activos').getByText('18')).toBeTruthy();
    expect(card('Inscripciones').getByText('560')).toBeTruthy();
    const revenue = card('Ingresos Totales')
      .getAllByRole('listitem')
      .map((line) => line.textContent);
    expect(revenue).toEqual(['PEN 1,234.50', 'USD 99.00']);
  });

  it('draws the 12 weeks of enrollments as bars, and gives them as a table for screen readers', async () => {
    renderHome();
    const region = await screen.findByRole('region', { name: 'Inscripciones por semana' });
    // The chart's code is loaded apart (about 400 KB): on CI's busy cores that can take seconds.
    await waitFor(() => expect(region.querySelectorAll('.recharts-bar-rectangle')).toHaveLength(12), {
      timeout: 15_000,
    });
    const chart = within(region);
    const table = within(chart.getByRole('table', { name: 'Inscripciones por semana' }));
    const rows = table.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(12);
    expect(rows.map((row) => row.textContent)).toEqual(
      dashboard.weeklyEnrollments.map(({ weekStart, count }) => {
        const [year, month, day] = weekStart.split('-');
        return `Semana del ${day}/${month}/${year}${count}`;
      }),
    );
    expect(table.getByRole('rowheader', { name: 'Semana del 07/09/2026' })).toBeTruthy();
    expect(table.getByRole('rowheader', { name: 'Semana del 23/11/2026' })).toBeTruthy();
  }, 30_000);

  it('lists the newest users with role and day, and the most popular courses', async () => {
    renderHome();
    const users = within(await screen.findByRole('region', { name: 'Usuarios Recientes' }));
    const [lucia, jorge] = users.getAllByRole('listitem');
    expect(within(lucia!).getByText('Lucía Fernández Quispe')).toBeTruthy();
    expect(within(lucia!).getByText('Estudiante')).toBeTruthy();
    expect(within(lucia!).getByText('Registrado el 20/11/2026')).toBeTruthy();
    expect(within(lucia!).getByText('L')).toBeTruthy();
    expect(within(jorge!).getByText('Instructor')).toBeTruthy();

    const popular = card('Cursos Populares');
    expect(popular.getByRole('link', { name: 'Seguridad del paciente' }).getAttribute('href')).toBe(
      `/dashboard/courses/details/${id(10)}`,
    );
    expect(popular.getByText('Ana María Ruiz Soto')).toBeTruthy();
    expect(popular.getByText('42 estudiantes')).toBeTruthy();
    expect(popular.getByText('1 completado')).toBeTruthy();
  });

  it('says when there is nothing yet, and shows revenue as zero without a currency', async () => {
    dashboard = adminDashboard({
      totalUsers: 0,
      activeCourses: 0,
      enrollments: 0,
      revenue: [],
      recentUsers: [],
      popularCourses: [],
      weeklyEnrollments: dashboard.weeklyEnrollments.map((week) => ({ ...week, count: 0 })),
    });
    renderHome();
    expect(await screen.findByText('Aún no hay usuarios registrados.')).toBeTruthy();
    expect(screen.getByText('Aún no hay inscripciones en ningún curso.')).toBeTruthy();
    expect(card('Ingresos Totales').getByText('0.00')).toBeTruthy();
    expect(screen.getAllByRole('row')).toHaveLength(13);
  });

  it('says when the figures could not be loaded, and tries again on request', async () => {
    failOnce();
    renderHome();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('No se pudieron cargar las cifras del panel.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('region', { name: 'Total Usuarios' })).toBeTruthy();
  });
});

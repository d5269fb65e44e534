import type { StudentDashboard } from '@aula/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { answer, apiServer, http, refusal } from '@/test/api-server';
import { studentDashboard } from '@/test/fixtures/dashboard-fixtures';
import { renderWithProviders } from '@/test/render-with-providers';
import { StudentStatistics } from './student-statistics';

let dashboard: StudentDashboard;

beforeEach(() => {
  dashboard = studentDashboard({
    enrolledCourses: 6,
    completedCourses: 2,
    certificates: 2,
    studyHours: 20.25,
  });
  apiServer.use(http.get('/api/dashboard/student', () => answer(200, dashboard)));
});

const renderCard = () => renderWithProviders(<StudentStatistics />, { user: 'STUDENT' });

/** The first read of the figures fails; the next ones get them. */
const failOnce = () =>
  apiServer.use(http.get('/api/dashboard/student', () => refusal(500, 'internal', 'boom'), { once: true }));

describe('StudentStatistics', () => {
  it("shows the student's real figures: enrolled, completed, certificates and study hours", async () => {
    renderCard();
    expect(screen.getByRole('heading', { name: 'Estadísticas' })).toBeTruthy();
    await screen.findByText('Cursos Inscritos');
    const figures = [...document.querySelectorAll('dl > div')].map((row) => [
      row.querySelector('dt')?.textContent,
      row.querySelector('dd')?.textContent,
    ]);
    expect(figures).toEqual([
      ['Cursos Inscritos', '6'],
      ['Cursos Completados', '2'],
      ['Certificados', '2'],
      ['Horas de Estudio', '20.25 h'],
    ]);
  });

  it('says when the figures could not be loaded, and tries again on request', async () => {
    failOnce();
    renderCard();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('No se pudieron cargar tus estadísticas.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Cursos Inscritos')).toBeTruthy();
  });
});

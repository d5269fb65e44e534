import type { CurrentUser, StudentDashboard } from '@aula/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { answer, apiServer, http, refusal } from '@/test/api-server';
import { testCurrentUser } from '@/test/fixtures/current-user';
import { id, studentDashboard } from '@/test/fixtures/dashboard-fixtures';
import { renderWithProviders } from '@/test/render-with-providers';
import { StudentHome } from './student-home';

const student: CurrentUser = testCurrentUser();

let dashboard: StudentDashboard;

beforeEach(() => {
  dashboard = studentDashboard();
  apiServer.use(http.get('/api/dashboard/student', () => answer(200, dashboard)));
});

const renderHome = () =>
  renderWithProviders(<StudentHome user={student} />, { path: '/dashboard', user: student });

/** The first read of the figures fails; the next ones get the dashboard. */
const failOnce = () =>
  apiServer.use(http.get('/api/dashboard/student', () => refusal(500, 'internal', 'boom'), { once: true }));

const region = (name: string) => within(screen.getByRole('region', { name }));

describe('StudentHome', () => {
  it('welcomes the student and shows their learning figures', async () => {
    renderHome();
    expect(screen.getByRole('heading', { level: 1, name: '¡Hola, Lucía!' })).toBeTruthy();
    await screen.findByRole('region', { name: 'Cursos Inscritos' });
    expect(region('Cursos Inscritos').getByText('4')).toBeTruthy();
    expect(region('Horas de Estudio').getByText('12.5 h')).toBeTruthy();
    expect(region('Cursos Completados').getByText('1')).toBeTruthy();
    expect(region('Progreso Promedio').getByText('55%')).toBeTruthy();
  });

  it('takes the student back to the lesson to pick up', async () => {
    renderHome();
    const card = within(await screen.findByRole('region', { name: 'Continuar aprendiendo' }));
    expect(card.getByRole('heading', { name: 'Comunicación efectiva' })).toBeTruthy();
    expect(card.getByText('Lección: Escucha activa')).toBeTruthy();
    expect(
      card
        .getByRole('progressbar', { name: 'Avance en Comunicación efectiva' })
        .getAttribute('aria-valuenow'),
    ).toBe('40');
    expect(card.getByText('40% Completado')).toBeTruthy();
    expect(card.getByRole('link', { name: 'Continuar' }).getAttribute('href')).toBe(
      `/dashboard/courses/watch/${id(30)}?lesson=${id(31)}`,
    );
  });

  it('opens a course not started yet at its start, when it has no lesson to name', async () => {
    dashboard = studentDashboard({
      continueLearning: {
        courseId: id(30),
        courseTitle: 'Comunicación efectiva',
        thumbnailUrl: null,
        lessonId: null,
        lessonTitle: null,
        progress: 0,
      },
    });
    renderHome();
    const card = within(await screen.findByRole('region', { name: 'Continuar aprendiendo' }));
    expect(card.getByRole('link', { name: 'Empezar' }).getAttribute('href')).toBe(
      `/dashboard/courses/watch/${id(30)}`,
    );
    expect(card.queryByText(/^Lección:/)).toBeNull();
  });

  it('shows the recent achievements in their rarity colours, with the way to all of them', async () => {
    renderHome();
    const achievements = within(await screen.findByRole('region', { name: 'Logros Recientes' }));
    const course = within(achievements.getByRole('article', { name: 'Curso completado' }));
    expect(course.getByText('Poco común').className).toContain('bg-green-100');
    expect(course.getByText('Obtenido el 20/11/2026')).toBeTruthy();
    const lesson = within(achievements.getByRole('article', { name: 'Primer paso' }));
    expect(lesson.getByText('Común').className).toContain('bg-slate-100');
    expect(achievements.getByRole('link', { name: 'Ver todos mis logros' }).getAttribute('href')).toBe(
      '/dashboard/profile?tab=logros',
    );
  });

  it('recommends courses, each a link to its page', async () => {
    renderHome();
    const recommended = within(await screen.findByRole('region', { name: 'Cursos Recomendados' }));
    const link = recommended.getByRole('link', { name: /Gestión de riesgos/ });
    expect(link.getAttribute('href')).toBe(`/dashboard/courses/details/${id(40)}`);
    expect(within(link).getByText('Gratis')).toBeTruthy();
    expect(within(link).getByText('12 estudiantes')).toBeTruthy();
  });

  it('says what to do when there is nothing to continue, no achievement and nothing to recommend', async () => {
    dashboard = studentDashboard({
      continueLearning: null,
      recentAchievements: [],
      recommendedCourses: [],
      enrolledCourses: 0,
      studyHours: 0,
      completedCourses: 0,
      averageProgress: 0,
      certificates: 0,
    });
    renderHome();
    const card = within(await screen.findByRole('region', { name: 'Continuar aprendiendo' }));
    expect(card.getByText('No tienes cursos en curso. Explora el catálogo para empezar uno.')).toBeTruthy();
    expect(card.getByRole('link', { name: 'Explorar cursos' }).getAttribute('href')).toBe(
      '/dashboard/courses',
    );
    expect(
      region('Logros Recientes').getByText(
        'Todavía no tienes logros. Completa tu primera lección para obtener el primero.',
      ),
    ).toBeTruthy();
    expect(
      region('Cursos Recomendados').getByText('No hay más cursos para recomendarte por ahora.'),
    ).toBeTruthy();
    expect(region('Horas de Estudio').getByText('0 h')).toBeTruthy();
  });

  it('says when the figures could not be loaded, and tries again on request', async () => {
    failOnce();
    renderHome();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('No se pudieron cargar las cifras del panel.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('region', { name: 'Continuar aprendiendo' })).toBeTruthy();
  });
});

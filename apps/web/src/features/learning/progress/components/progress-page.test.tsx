import { messages, type CourseProgress, type MyProgress } from '@aula/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { answer, apiServer, http, refusal } from '@/test/api-server';
import { id } from '@/test/fixtures/my-course-fixtures';
import { renderWithProviders } from '@/test/render-with-providers';
import { ProgressPage } from './progress-page';

const t = messages.myProgress;

/** An enrollment as GET /api/learning/progress answers it; midday UTC keeps the day in any time zone. */
function courseProgress(
  n: number,
  progress: number,
  overrides: Partial<CourseProgress> = {},
): CourseProgress {
  return {
    course: {
      id: id(n),
      title: `Curso ${n}`,
      thumbnailUrl: null,
      instructor: { id: id(101), names: 'Ana María', lastNames: 'Ruiz Soto' },
    },
    progress,
    enrolledAt: '2026-10-01T12:00:00.000Z',
    completedAt: progress === 100 ? '2026-11-20T12:00:00.000Z' : null,
    lastActivityAt: '2026-11-24T12:00:00.000Z',
    modules: [],
    ...overrides,
  };
}

/** What GET /api/learning/progress answers from now on: later answers win over earlier ones. */
const progressAnswers = (progress: MyProgress) =>
  apiServer.use(http.get('/api/learning/progress', () => answer(200, progress)));

beforeEach(() => progressAnswers({ summary: { courses: 0, completed: 0, averageProgress: 0 }, items: [] }));

const renderPage = () =>
  renderWithProviders(<ProgressPage />, { path: '/dashboard/progress', user: 'STUDENT' });

describe('ProgressPage', () => {
  it('sums up the courses, then shows each one module by module', async () => {
    const progress: MyProgress = {
      summary: { courses: 2, completed: 1, averageProgress: 70 },
      items: [
        courseProgress(1, 40, {
          modules: [
            { id: id(11), title: 'Introducción', completedLessons: 3, totalLessons: 5 },
            { id: id(12), title: 'Bioseguridad', completedLessons: 0, totalLessons: 1 },
          ],
        }),
        courseProgress(2, 100, {
          modules: [{ id: id(21), title: 'Único módulo', completedLessons: 2, totalLessons: 2 }],
        }),
      ],
    };
    progressAnswers(progress);
    renderPage();

    const summary = within(await screen.findByRole('region', { name: t.summaryLabel }));
    const figure = (label: string) => summary.getByText(label).nextElementSibling?.textContent;
    expect(figure(t.summary.courses)).toBe('2');
    expect(figure(t.summary.completed)).toBe('1');
    expect(figure(t.summary.averageProgress)).toBe('70%');

    const first = within(screen.getByRole('article', { name: 'Curso 1' }));
    expect(first.getByRole('heading', { name: 'Curso 1' })).toBeTruthy();
    expect(first.getByText('Ana María Ruiz Soto')).toBeTruthy();
    expect(first.getByRole('progressbar', { name: 'Avance en Curso 1' }).getAttribute('aria-valuenow')).toBe(
      '40',
    );
    expect(first.getByText('40% Completado')).toBeTruthy();
    expect(first.getByText('Última actividad: 24/11/2026')).toBeTruthy();
    const modules = within(first.getByRole('list', { name: t.modulesTitle }));
    const rows = modules.getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Introducción3 de 5 lecciones',
      'Bioseguridad0 de 1 lección',
    ]);
    expect(
      modules
        .getByRole('progressbar', { name: 'Avance en el módulo Introducción' })
        .getAttribute('aria-valuenow'),
    ).toBe('60');
    expect(first.getByRole('link', { name: messages.learning.resumeAction(50) }).getAttribute('href')).toBe(
      `/dashboard/courses/watch/${id(1)}`,
    );

    const second = within(screen.getByRole('article', { name: 'Curso 2' }));
    expect(second.getByText('2 de 2 lecciones')).toBeTruthy();
    expect(second.getByText('Completado el 20/11/2026')).toBeTruthy();
  });

  it("reads 'Empezar' before the first lesson and says when a course has no lessons yet", async () => {
    progressAnswers({
      summary: { courses: 1, completed: 0, averageProgress: 0 },
      items: [courseProgress(3, 0)],
    });
    renderPage();
    const card = within(await screen.findByRole('article', { name: 'Curso 3' }));
    expect(card.getByRole('link', { name: messages.learning.resumeAction(0) }).getAttribute('href')).toBe(
      `/dashboard/courses/watch/${id(3)}`,
    );
    expect(card.getByText(t.noModules)).toBeTruthy();
  });

  it('points to the catalogue when there are no enrollments', async () => {
    renderPage();
    expect(await screen.findByText(t.empty)).toBeTruthy();
    expect(screen.getByRole('link', { name: t.explore }).getAttribute('href')).toBe('/dashboard/courses');
    expect(screen.queryByRole('region', { name: t.summaryLabel })).toBeNull();
  });

  it('says when the progress could not be loaded, and tries again', async () => {
    apiServer.use(http.get('/api/learning/progress', () => refusal(500, 'internal', 'boom')));
    renderPage();
    expect(screen.getByRole('status').textContent).toBe(t.loading);
    expect((await screen.findByRole('alert')).textContent).toContain(t.loadError);
    progressAnswers({
      summary: { courses: 1, completed: 0, averageProgress: 10 },
      items: [courseProgress(4, 10)],
    });
    fireEvent.click(screen.getByRole('button', { name: t.retry }));
    expect(await screen.findByRole('article', { name: 'Curso 4' })).toBeTruthy();
  });
});

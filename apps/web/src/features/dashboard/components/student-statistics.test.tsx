import type { StudentDashboard } from '@aula/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApiServer as server } from '@/test/fake-api-client';
import { json, studentDashboard } from '@/test/fixtures/dashboard-fixtures';
import { StudentStatistics } from './student-statistics';

// The real typed client, answering from a fake server at the fetch level.
vi.mock('@/lib/api/client', async () => (await import('@/test/fake-api-client')).clientModule);

let answer: StudentDashboard;
let failing: boolean;

beforeEach(() => {
  answer = studentDashboard({ enrolledCourses: 6, completedCourses: 2, certificates: 2, studyHours: 20.25 });
  failing = false;
  server.handle.mockImplementation(async (request) => {
    const url = new URL(request.url);
    if (request.method !== 'GET' || url.pathname !== '/api/dashboard/student') {
      throw new Error(`unexpected ${request.method} ${url.pathname}`);
    }
    return failing ? json(500, { message: 'boom', code: 'internal' }) : json(200, answer);
  });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function renderCard() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <StudentStatistics />
    </QueryClientProvider>,
  );
}

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
    failing = true;
    renderCard();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('No se pudieron cargar tus estadísticas.');
    failing = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Cursos Inscritos')).toBeTruthy();
  });
});

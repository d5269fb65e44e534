import type { MyCourse } from '@aula/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { answer, apiServer, http, refusal } from '@/test/api-server';
import { enrolled, id } from '@/test/fixtures/my-course-fixtures';
import { renderWithProviders } from '@/test/render-with-providers';
import { MyCoursesSummary } from './my-courses-summary';

let items: MyCourse[];
let total: number;
const seen: URLSearchParams[] = [];

beforeEach(() => {
  items = [];
  total = 0;
  seen.length = 0;
  apiServer.use(
    http.get('/api/enrollments', ({ request }) => {
      seen.push(new URL(request.url).searchParams);
      return answer(200, { items, page: 1, pageSize: 6, total });
    }),
  );
});

const renderBlock = () =>
  renderWithProviders(<MyCoursesSummary />, { path: '/dashboard/profile', user: 'STUDENT' });

describe('MyCoursesSummary', () => {
  it('asks for the six courses touched last and shows their progress and the way back in', async () => {
    items = [enrolled(1, 100), enrolled(2, 35)];
    total = 5;
    renderBlock();
    const first = within(await screen.findByRole('article', { name: 'Curso 1' }));
    expect(seen[0]?.get('sort')).toBe('updated');
    expect(seen[0]?.get('pageSize')).toBe('6');
    expect(first.getByRole('progressbar', { name: 'Avance en Curso 1' }).getAttribute('aria-valuenow')).toBe(
      '100',
    );
    expect(first.getByText('100% Completado')).toBeTruthy();
    expect(first.getByRole('link', { name: 'Continuar' }).getAttribute('href')).toBe(
      `/dashboard/courses/watch/${id(1)}`,
    );
    expect(within(screen.getByRole('article', { name: 'Curso 2' })).getByText('35% Completado')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver todos mis cursos' }).getAttribute('href')).toBe(
      '/dashboard/my-courses',
    );
  });

  it('invites a student without courses to the catalogue', async () => {
    renderBlock();
    expect(await screen.findByText('No tienes cursos inscritos aún')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Explorar cursos' }).getAttribute('href')).toBe(
      '/dashboard/courses',
    );
    expect(screen.queryByRole('link', { name: 'Ver todos mis cursos' })).toBeNull();
  });

  it('says when the courses could not be loaded, and tries again on request', async () => {
    apiServer.use(http.get('/api/enrollments', () => refusal(500, 'internal', 'boom'), { once: true }));
    renderBlock();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('No se pudieron cargar tus cursos.');
    items = [enrolled(1, 10)];
    total = 1;
    fireEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('article', { name: 'Curso 1' })).toBeTruthy();
  });
});

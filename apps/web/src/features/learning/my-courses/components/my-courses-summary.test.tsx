import type { MyCourse } from '@aula/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApiServer as server } from '@/test/fake-api-client';
import { MyCoursesSummary } from './my-courses-summary';
import { enrolled, id, json } from '@/test/fixtures/my-course-fixtures';

// The real typed client, answering from a fake server at the fetch level.
vi.mock('@/lib/api/client', async () => (await import('@/test/fake-api-client')).clientModule);

let items: MyCourse[];
let total: number;
let failing: boolean;
const seen: URLSearchParams[] = [];

beforeEach(() => {
  items = [];
  total = 0;
  failing = false;
  seen.length = 0;
  server.handle.mockImplementation(async (request) => {
    const url = new URL(request.url);
    if (request.method !== 'GET' || url.pathname !== '/api/enrollments') {
      throw new Error(`unexpected ${request.method} ${url.pathname}`);
    }
    seen.push(url.searchParams);
    if (failing) return json(500, { message: 'boom', code: 'internal' });
    return json(200, { items, page: 1, pageSize: 6, total });
  });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function renderBlock() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/dashboard/profile', element: <MyCoursesSummary /> }], {
    initialEntries: ['/dashboard/profile'],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

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
    failing = true;
    renderBlock();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('No se pudieron cargar tus cursos.');
    failing = false;
    items = [enrolled(1, 10)];
    total = 1;
    fireEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('article', { name: 'Curso 1' })).toBeTruthy();
  });
});

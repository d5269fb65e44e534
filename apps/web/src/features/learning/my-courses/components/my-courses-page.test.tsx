import type { MyCourse } from '@aula/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApiServer as server } from '@/test/fake-api-client';
import { enrolled, id, json } from '@/test/fixtures/my-course-fixtures';
import { MyCoursesPage } from './my-courses-page';

// The real typed client, answering from a fake server at the fetch level.
vi.mock('@/lib/api/client', async () => (await import('@/test/fake-api-client')).clientModule);

let items: MyCourse[];
let failing: boolean;
const seen: URLSearchParams[] = [];

beforeEach(() => {
  items = [];
  failing = false;
  seen.length = 0;
  server.handle.mockImplementation(async (request) => {
    const url = new URL(request.url);
    if (request.method !== 'GET' || url.pathname !== '/api/enrollments') {
      throw new Error(`unexpected ${request.method} ${url.pathname}`);
    }
    seen.push(url.searchParams);
    if (failing) return json(500, { message: 'boom', code: 'internal' });
    const search = url.searchParams.get('search')?.toLowerCase();
    const found = search ? items.filter((item) => item.course.title.toLowerCase().includes(search)) : items;
    return json(200, { items: found, page: 1, pageSize: 12, total: found.length });
  });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/dashboard/my-courses', element: <MyCoursesPage /> }], {
    initialEntries: ['/dashboard/my-courses'],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const cardOf = (title: string) => within(screen.getByRole('article', { name: title }));

describe('MyCoursesPage', () => {
  it('shows each course with its details and progress', async () => {
    items = [enrolled(1, 40, { price: 49.9 }), enrolled(2, 0, { thumbnailUrl: null })];
    renderPage();
    const first = within(await screen.findByRole('article', { name: 'Curso 1' }));
    expect(first.getByRole('img', { name: 'Imagen del curso Curso 1' })).toBeTruthy();
    expect(first.getByText('Enfermería')).toBeTruthy();
    expect(first.getByRole('heading', { name: 'Curso 1' })).toBeTruthy();
    expect(first.getByText('Descripción del curso 1')).toBeTruthy();
    expect(first.getByText('Ana María Ruiz Soto')).toBeTruthy();
    expect(first.getByText('8 h')).toBeTruthy();
    expect(first.getByText('3 módulos')).toBeTruthy();
    expect(first.getByText('PEN 49.90')).toBeTruthy();
    expect(first.getByRole('progressbar', { name: 'Avance en Curso 1' }).getAttribute('aria-valuenow')).toBe(
      '40',
    );
    expect(first.getByText('40% Completado')).toBeTruthy();

    // No thumbnail: a placeholder, not a broken image.
    const second = cardOf('Curso 2');
    expect(second.queryByRole('img')).toBeNull();
    expect(second.getByText('Gratis')).toBeTruthy();
  });

  it("reads 'Empezar' at 0 and 'Continuar' above, in the theme's palette, each to the player", async () => {
    items = [enrolled(1, 0), enrolled(2, 55), enrolled(3, 100)];
    renderPage();
    await screen.findByRole('article', { name: 'Curso 1' });
    const buttons = [1, 2, 3].map((n) => cardOf(`Curso ${n}`).getByRole('link'));
    expect(buttons.map((link) => link.textContent)).toEqual(['Empezar', 'Continuar', 'Continuar']);
    expect(buttons.map((link) => link.getAttribute('href'))).toEqual(
      [1, 2, 3].map((n) => `/dashboard/courses/watch/${id(n)}`),
    );
    // Outlined, filled, done: the theme's tokens, no colour from outside the palette.
    expect(buttons[0]!.className).toMatch(/\bborder-primary\b/);
    expect(buttons[1]!.className).toMatch(/\bbg-primary\b/);
    expect(buttons[2]!.className).toMatch(/\bbg-success\b/);
    for (const button of buttons)
      expect(button.className).not.toMatch(/\b(bg|text|border)-(indigo|blue|sky)-/);
    expect(cardOf('Curso 3').getByText('100% Completado')).toBeTruthy();
  });

  it('asks the server for the chosen sort', async () => {
    items = [enrolled(1, 10)];
    renderPage();
    await screen.findByRole('article', { name: 'Curso 1' });
    expect(seen.at(-1)!.get('sort')).toBe('updated');
    const sort = screen.getByLabelText('Ordenar por');
    expect(
      within(sort)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Última actualización', 'Calificación']);
    fireEvent.change(sort, { target: { value: 'rating' } });
    await waitFor(() => expect(seen.at(-1)!.get('sort')).toBe('rating'));
  });

  it('says there are no enrollments yet, with a way to the catalogue', async () => {
    renderPage();
    expect(await screen.findByText('No se encontraron cursos')).toBeTruthy();
    expect(screen.getByText('No tienes cursos inscritos aún')).toBeTruthy();
    expect(screen.queryByText('Intenta ajustar tu búsqueda')).toBeNull();
    expect(screen.getByRole('link', { name: 'Explorar cursos' }).getAttribute('href')).toBe(
      '/dashboard/courses',
    );
  });

  it('searches on the server and suggests adjusting the search when nothing matches', async () => {
    items = [enrolled(1, 10)];
    renderPage();
    await screen.findByRole('article', { name: 'Curso 1' });
    const search = screen.getByPlaceholderText('Buscar cursos, instructores...');
    fireEvent.change(search, { target: { value: 'radiología' } });
    expect(await screen.findByText('Intenta ajustar tu búsqueda')).toBeTruthy();
    expect(screen.getByText('No se encontraron cursos')).toBeTruthy();
    expect(screen.queryByText('No tienes cursos inscritos aún')).toBeNull();
    expect(seen.at(-1)!.get('search')).toBe('radiología');
  });

  it('offers Reintentar when the list could not be loaded', async () => {
    failing = true;
    items = [enrolled(1, 10)];
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('No se pudieron cargar tus cursos.');
    failing = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('article', { name: 'Curso 1' })).toBeTruthy();
  });
});

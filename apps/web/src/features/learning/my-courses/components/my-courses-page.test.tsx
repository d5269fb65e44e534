import type { MyCourse } from '@aula/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { answer, apiServer, http, refusal } from '@/test/api-server';
import { enrolled, id } from '@/test/fixtures/my-course-fixtures';
import { renderWithProviders } from '@/test/render-with-providers';
import { MyCoursesPage } from './my-courses-page';

let items: MyCourse[];
const seen: URLSearchParams[] = [];

beforeEach(() => {
  items = [];
  seen.length = 0;
  apiServer.use(
    http.get('/api/enrollments', ({ request }) => {
      const url = new URL(request.url);
      seen.push(url.searchParams);
      const search = url.searchParams.get('search')?.toLowerCase();
      const found = search ? items.filter((item) => item.course.title.toLowerCase().includes(search)) : items;
      // The page asked for, as the server cuts it.
      const page = Number(url.searchParams.get('page') ?? 1);
      const pageSize = Number(url.searchParams.get('pageSize') ?? 12);
      const shown = found.slice((page - 1) * pageSize, page * pageSize);
      return answer(200, { items: shown, page, pageSize, total: found.length });
    }),
  );
});

function renderPage(path = '/dashboard/my-courses') {
  return renderWithProviders(<MyCoursesPage />, { path, route: '/dashboard/my-courses', user: 'STUDENT' })
    .router;
}

const cardOf = (title: string) => within(screen.getByRole('article', { name: title }));
const address = (router: ReturnType<typeof renderPage>) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));
const lastRequest = () => Object.fromEntries(seen.at(-1)!);
const searchBox = () => screen.getByPlaceholderText('Buscar cursos, instructores...') as HTMLInputElement;
const sortSelect = () => screen.getByLabelText('Ordenar por') as HTMLSelectElement;
/** 30 enrollments: three pages of 12. */
const thirty = () => Array.from({ length: 30 }, (_, index) => enrolled(index + 1, 10));

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
    apiServer.use(http.get('/api/enrollments', () => refusal(500, 'internal', 'boom'), { once: true }));
    items = [enrolled(1, 10)];
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('No se pudieron cargar tus cursos.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('article', { name: 'Curso 1' })).toBeTruthy();
  });
});

describe('MyCoursesPage: the list in the address (docs/product/interface.md#the-list-in-the-address)', () => {
  it('reads the search, the order and the page from the address on load', async () => {
    items = thirty();
    renderPage('/dashboard/my-courses?search=curso&sort=rating&page=2');
    expect(await screen.findByText('Página 2 de 3')).toBeTruthy();
    // The first request already asks for what the address holds.
    expect(seen).toHaveLength(1);
    expect(lastRequest()).toEqual({ search: 'curso', sort: 'rating', page: '2', pageSize: '12' });
    expect(searchBox().value).toBe('curso');
    expect(sortSelect().value).toBe('rating');
    expect(screen.getByRole('article', { name: 'Curso 13' })).toBeTruthy();
  });

  it('writes a page turn, a new order and a pause in typing to the address, each but the turn from page 1', async () => {
    items = thirty();
    const router = renderPage();
    expect(await screen.findByText('Página 1 de 3')).toBeTruthy();
    expect(address(router)).toEqual({});

    fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByRole('article', { name: 'Curso 13' })).toBeTruthy();
    expect(address(router)).toEqual({ page: '2' });
    expect(lastRequest()).toMatchObject({ sort: 'updated', page: '2' });

    fireEvent.change(sortSelect(), { target: { value: 'rating' } });
    await waitFor(() => expect(lastRequest()).toMatchObject({ sort: 'rating', page: '1' }));
    expect(address(router)).toEqual({ sort: 'rating' });

    fireEvent.click(await screen.findByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(address(router)).toEqual({ sort: 'rating', page: '2' }));

    fireEvent.change(searchBox(), { target: { value: 'curso 2' } });
    await waitFor(() => expect(address(router)).toEqual({ search: 'curso 2', sort: 'rating' }));
    await waitFor(() =>
      expect(lastRequest()).toMatchObject({ search: 'curso 2', sort: 'rating', page: '1' }),
    );
    // Typing takes the place of the history entry instead of adding one.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows again the search, order and page of the entry Back and Forward go to', async () => {
    items = thirty();
    const router = renderPage();
    await screen.findByText('Página 1 de 3');
    fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    await screen.findByText('Página 2 de 3');
    fireEvent.change(sortSelect(), { target: { value: 'rating' } });
    fireEvent.change(searchBox(), { target: { value: 'curso 2' } });
    await waitFor(() => expect(address(router)).toEqual({ search: 'curso 2', sort: 'rating' }));

    await act(() => router.navigate(-1));
    expect(address(router)).toEqual({ page: '2' });
    expect(await screen.findByText('Página 2 de 3')).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Curso 13' })).toBeTruthy();
    expect(sortSelect().value).toBe('updated');
    expect(searchBox().value).toBe('');
    expect(lastRequest()).toMatchObject({ sort: 'updated', page: '2' });

    await act(() => router.navigate(1));
    expect(address(router)).toEqual({ search: 'curso 2', sort: 'rating' });
    await waitFor(() => expect(searchBox().value).toBe('curso 2'));
    expect(sortSelect().value).toBe('rating');
  });

  it('falls back to the default for a hand-edited value, and goes to the last page from one past the end', async () => {
    items = thirty();
    const router = renderPage('/dashboard/my-courses?sort=precio&page=9');
    expect(await screen.findByText('Página 3 de 3')).toBeTruthy();
    expect(seen[0]!.get('sort')).toBe('updated');
    expect(sortSelect().value).toBe('updated');
    expect(address(router)).toEqual({ page: '3' });
    expect(screen.getByRole('article', { name: 'Curso 25' })).toBeTruthy();
  });
});

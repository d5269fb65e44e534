import { messages, type CourseFacets, type CourseSummary } from '@aula/shared';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { answer, apiServer, http } from '@/test/api-server';
import { course, id } from '@/test/fixtures/course-detail-fixtures';
import { renderWithProviders } from '@/test/render-with-providers';
import { CourseListPage } from './course-list-page';

const t = messages.courses.list;

/** A course of the catalogue, as GET /api/courses lists it. */
function summary(n: number): CourseSummary {
  const {
    description: _description,
    previewVideoUrl: _previewVideoUrl,
    modules: _modules,
    viewerEnrollment: _viewerEnrollment,
    viewerPurchase: _viewerPurchase,
    ...rest
  } = course({ id: id(200 + n), title: `Curso ${n}` });
  return rest;
}
const NO_FACETS: CourseFacets = {
  industries: [],
  specialties: [],
  levels: [],
  languages: [],
  prices: [],
  durations: [],
};

/** 30 courses: three pages of 12. */
let courses: CourseSummary[];
let listRequests: URLSearchParams[];

beforeEach(() => {
  courses = Array.from({ length: 30 }, (_, index) => summary(index + 1));
  listRequests = [];
  apiServer.use(
    http.get('/api/courses/facets', () => answer(200, NO_FACETS)),
    http.get('/api/courses', ({ request }) => {
      const query = new URL(request.url).searchParams;
      listRequests.push(query);
      const search = query.get('search')?.toLowerCase();
      const found = search ? courses.filter((item) => item.title.toLowerCase().includes(search)) : courses;
      const page = Number(query.get('page') ?? 1);
      const pageSize = Number(query.get('pageSize') ?? 12);
      const items = found.slice((page - 1) * pageSize, page * pageSize);
      return answer(200, { items, page, pageSize, total: found.length, totals: null });
    }),
  );
});

const renderPage = (path = '/dashboard/courses') =>
  renderWithProviders(<CourseListPage manage={false} />, { path }).router;

const address = (router: ReturnType<typeof renderPage>) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));
const lastRequest = () => Object.fromEntries(listRequests.at(-1)!);
const searchBox = () => screen.getByLabelText(t.searchLabel) as HTMLInputElement;
const sortSelect = () => screen.getByLabelText(t.sortLabel) as HTMLSelectElement;

describe('CourseListPage: the list in the address (docs/product/interface.md#the-list-in-the-address)', () => {
  it('reads the search, the order and the page from the address on load', async () => {
    renderPage('/dashboard/courses?search=curso&sort=rating&page=2');
    expect(await screen.findByText('Página 2 de 3')).toBeTruthy();
    // The first request already asks for what the address holds.
    expect(listRequests).toHaveLength(1);
    expect(lastRequest()).toEqual({
      search: 'curso',
      status: 'all',
      sort: 'rating',
      page: '2',
      pageSize: '12',
    });
    expect(searchBox().value).toBe('curso');
    expect(sortSelect().value).toBe('rating');
    expect(screen.getByRole('article', { name: 'Curso 13' })).toBeTruthy();
  });

  it('writes a page turn, a new order and a pause in typing to the address, each but the turn from page 1', async () => {
    const router = renderPage();
    expect(await screen.findByText('Página 1 de 3')).toBeTruthy();
    expect(address(router)).toEqual({});

    fireEvent.click(screen.getByRole('button', { name: t.next }));
    expect(await screen.findByRole('article', { name: 'Curso 13' })).toBeTruthy();
    expect(address(router)).toEqual({ page: '2' });
    expect(lastRequest()).toMatchObject({ sort: 'updated', page: '2' });

    fireEvent.change(sortSelect(), { target: { value: 'title' } });
    await waitFor(() => expect(lastRequest()).toMatchObject({ sort: 'title', page: '1' }));
    expect(address(router)).toEqual({ sort: 'title' });

    fireEvent.click(await screen.findByRole('button', { name: t.next }));
    await waitFor(() => expect(address(router)).toEqual({ sort: 'title', page: '2' }));

    fireEvent.change(searchBox(), { target: { value: 'curso 2' } });
    await waitFor(() => expect(address(router)).toEqual({ search: 'curso 2', sort: 'title' }));
    await waitFor(() => expect(lastRequest()).toMatchObject({ search: 'curso 2', sort: 'title', page: '1' }));
    // Typing takes the place of the history entry instead of adding one.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows again the search, order and page of the entry Back and Forward go to', async () => {
    const router = renderPage();
    await screen.findByText('Página 1 de 3');
    fireEvent.click(screen.getByRole('button', { name: t.next }));
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
    const router = renderPage('/dashboard/courses?sort=precio&price=barato&page=9');
    expect(await screen.findByText('Página 3 de 3')).toBeTruthy();
    expect(Object.fromEntries(listRequests[0]!)).toEqual({
      status: 'all',
      sort: 'updated',
      page: '9',
      pageSize: '12',
    });
    expect(sortSelect().value).toBe('updated');
    expect(address(router)).toEqual({ page: '3' });
    expect(screen.getByRole('article', { name: 'Curso 25' })).toBeTruthy();
  });
});

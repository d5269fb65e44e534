import { messages, studentMessages } from '@aula/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, apiServer, http, HttpResponse, recordRequests, refusal } from '@/test/api-server';
import { COURSES, enrollment, studentList, viewer } from '@/test/fixtures/student-fixtures';
import { renderWithProviders } from '@/test/render-with-providers';
import { StudentsPage } from './students-page';

const fakeToast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast: fakeToast }));

const t = studentMessages.screen;

/** What GET /api/students answers next; each request's query is kept to check what was asked. */
let answerList: (params: URLSearchParams) => Response;
const listRequests: URLSearchParams[] = [];
let requests: string[];

/** A list of `total` enrollments, answering the page and page size it is asked for. */
const paged = (total: number) => (params: URLSearchParams) => {
  const page = Number(params.get('page') ?? 1);
  const pageSize = Number(params.get('pageSize') ?? 10);
  const first = (page - 1) * pageSize + 1;
  const count = Math.max(0, Math.min(pageSize, total - first + 1));
  const items = Array.from({ length: count }, (_, index) => enrollment(first + index));
  return answer(200, studentList(items, { page, pageSize, total }));
};

beforeEach(() => {
  answerList = () => answer(200, studentList([enrollment(1)]));
  listRequests.length = 0;
  requests = recordRequests();
  apiServer.use(
    http.get('/api/students', ({ request }) => {
      const params = new URL(request.url).searchParams;
      listRequests.push(params);
      return answerList(params);
    }),
  );
});

function renderPage(role: 'ADMIN' | 'INSTRUCTOR' | 'STUDENT', path = '/dashboard/students') {
  const signedIn = viewer(role);
  const { router } = renderWithProviders(<StudentsPage viewer={signedIn} />, {
    path,
    user: signedIn,
    routes: [{ path: '/dashboard', element: <p>Inicio</p> }],
  });
  return router;
}

const rowOf = async (name: string) => within(await screen.findByRole('row', { name: new RegExp(name) }));
const lastRequest = () => Object.fromEntries(listRequests.at(-1)!);
const address = (router: ReturnType<typeof renderPage>) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));

describe('StudentsPage', () => {
  it('shows each enrollment: student with photo fallback and email, course, progress and dates', async () => {
    answerList = () =>
      answer(
        200,
        studentList([
          enrollment(1, { progress: 75 }),
          enrollment(2, {
            course: { id: COURSES[1]!.id, title: COURSES[1]!.title },
            progress: 100,
            student: { ...enrollment(2).student, urlImage: '/api/files/a.png?sig=1' },
          }),
        ]),
      );
    renderPage('INSTRUCTOR');
    const first = await rowOf('Persona 1 Apellido 1');
    expect(first.getByText('P')).toBeTruthy();
    expect(first.getByText('persona1@aula.test')).toBeTruthy();
    expect(first.getByText('Seguridad del Paciente')).toBeTruthy();
    expect(
      first
        .getByRole('progressbar', { name: 'Avance de Persona 1 Apellido 1 en Seguridad del Paciente' })
        .getAttribute('aria-valuenow'),
    ).toBe('75');
    expect(first.getByText('75%')).toBeTruthy();
    expect(first.getByText('03/10/2026')).toBeTruthy();
    expect(first.getByText('20/11/2026')).toBeTruthy();
    const second = await rowOf('Persona 2 Apellido 2');
    expect(second.getByText('Higiene de Manos')).toBeTruthy();
    expect(second.getByText('100%')).toBeTruthy();
    expect(
      within(screen.getByRole('table', { name: t.listTitle }))
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Estudiante', 'Curso', 'Progreso', 'Inscripción', 'Última actividad']);
    expect(screen.getByRole('heading', { level: 1, name: t.title })).toBeTruthy();
  });

  it("pages on the server: 'Página X de Y', next and previous, '{n} por página'", async () => {
    answerList = paged(23);
    const router = renderPage('INSTRUCTOR');
    await rowOf('Persona 1 ');
    const pagination = within(screen.getByRole('navigation', { name: t.pagination }));
    expect(pagination.getByText('Página 1 de 3')).toBeTruthy();
    expect(lastRequest()).toEqual({ status: 'all', page: '1', pageSize: '10' });
    expect(
      within(pagination.getByLabelText(t.pageSizeLabel))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['10 por página', '25 por página', '50 por página', '100 por página']);
    expect((pagination.getByRole('button', { name: t.previousPage }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    fireEvent.click(pagination.getByRole('button', { name: t.nextPage }));
    await rowOf('Persona 11 ');
    expect(lastRequest()).toMatchObject({ page: '2', pageSize: '10' });
    expect(pagination.getByText('Página 2 de 3')).toBeTruthy();
    expect(address(router)).toEqual({ page: '2' });

    fireEvent.change(pagination.getByLabelText(t.pageSizeLabel), { target: { value: '25' } });
    await waitFor(() => expect(lastRequest()).toMatchObject({ page: '1', pageSize: '25' }));
    expect(await pagination.findByText('Página 1 de 1')).toBeTruthy();
    expect((pagination.getByRole('button', { name: t.nextPage }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('filters by course (from the answer), status and a search for the name', async () => {
    const router = renderPage('INSTRUCTOR', '/dashboard/students?page=2');
    await rowOf('Persona 1 ');
    const course = screen.getByLabelText(t.courseLabel);
    expect(
      within(course)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([t.courseAll, 'Seguridad del Paciente (12)', 'Higiene de Manos (3)']);
    fireEvent.change(course, { target: { value: COURSES[1]!.id } });
    await waitFor(() => expect(lastRequest()).toMatchObject({ courseId: COURSES[1]!.id, page: '1' }));

    const status = screen.getByLabelText(t.statusLabel);
    expect(
      within(status)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Todos', 'En curso', 'Completados']);
    fireEvent.change(status, { target: { value: 'completed' } });
    await waitFor(() =>
      expect(lastRequest()).toMatchObject({ courseId: COURSES[1]!.id, status: 'completed' }),
    );

    fireEvent.change(screen.getByLabelText(t.searchLabel), { target: { value: ' lucía ' } });
    await waitFor(() =>
      expect(lastRequest()).toEqual({
        courseId: COURSES[1]!.id,
        search: 'lucía',
        status: 'completed',
        page: '1',
        pageSize: '10',
      }),
    );
    expect(address(router)).toEqual({ courseId: COURSES[1]!.id, search: 'lucía', status: 'completed' });
  });

  it('says when nobody matches, and when nobody is enrolled yet', async () => {
    answerList = () => answer(200, studentList([]));
    renderPage('INSTRUCTOR', '/dashboard/students?status=completed');
    expect(await screen.findByText(t.empty)).toBeTruthy();
    cleanup();
    renderPage('INSTRUCTOR');
    expect(await screen.findByText(t.emptyNone)).toBeTruthy();
    expect(screen.getByText('Página 1 de 1')).toBeTruthy();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    answerList = () => refusal(500, 'internal', 'boom');
    renderPage('ADMIN');
    expect((await screen.findByRole('alert')).textContent).toContain(t.loadError);
    answerList = () => answer(200, studentList([enrollment(1)]));
    fireEvent.click(screen.getByRole('button', { name: t.retry }));
    await rowOf('Persona 1 ');
  });

  describe('no access', () => {
    it('tells students they have no access, without asking for the list', () => {
      renderPage('STUDENT');
      expect(screen.getByRole('heading', { name: t.noAccessTitle })).toBeTruthy();
      expect(screen.getByRole('link', { name: t.backToDashboard }).getAttribute('href')).toBe('/dashboard');
      expect(screen.queryByRole('table')).toBeNull();
      expect(requests).toEqual([]);
    });

    it('shows the same when the server refuses the list', async () => {
      answerList = () => refusal(403, 'forbidden', messages.common.forbidden);
      renderPage('INSTRUCTOR');
      expect(await screen.findByRole('heading', { name: t.noAccessTitle })).toBeTruthy();
      expect(screen.queryByRole('table')).toBeNull();
    });
  });

  describe('Exportar', () => {
    let saved: { href: string; download: string }[];
    beforeEach(() => {
      saved = [];
      vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:http://aula.test/csv-1');
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        saved.push({ href: this.href, download: this.download });
      });
    });

    it("downloads the filtered list under the server's file name, with the session's token", async () => {
      const exports: Request[] = [];
      apiServer.use(
        http.get('/api/students/export.csv', ({ request }) => {
          exports.push(request);
          return new HttpResponse('\uFEFFEstudiante\n', {
            headers: {
              'Content-Type': 'text/csv; charset=utf-8',
              'Content-Disposition': 'attachment; filename="estudiantes-2026-11-25.csv"',
            },
          });
        }),
      );
      renderPage(
        'INSTRUCTOR',
        `/dashboard/students?courseId=${COURSES[0]!.id}&search=ana&status=in_progress&page=2`,
      );
      await rowOf('Persona 1 ');
      fireEvent.click(screen.getByRole('button', { name: t.export }));
      await waitFor(() =>
        expect(saved).toEqual([
          { href: 'blob:http://aula.test/csv-1', download: 'estudiantes-2026-11-25.csv' },
        ]),
      );
      const url = new URL(exports[0]!.url);
      expect(url.pathname).toBe('/api/students/export.csv');
      expect(Object.fromEntries(url.searchParams)).toEqual({
        courseId: COURSES[0]!.id,
        search: 'ana',
        status: 'in_progress',
      });
      expect(exports[0]!.headers.get('Authorization')).toBe('Bearer test-token');
      expect(fakeToast.error).not.toHaveBeenCalled();
    });

    it('says so when the file cannot be had', async () => {
      apiServer.use(
        http.get('/api/students/export.csv', () =>
          refusal(503, 'service_unavailable', messages.common.serviceUnavailable),
        ),
      );
      renderPage('ADMIN');
      await rowOf('Persona 1 ');
      fireEvent.click(screen.getByRole('button', { name: t.export }));
      await waitFor(() =>
        expect(fakeToast.error).toHaveBeenCalledWith(t.exportError, {
          description: messages.common.serviceUnavailable,
        }),
      );
      expect(saved).toEqual([]);
    });
  });
});

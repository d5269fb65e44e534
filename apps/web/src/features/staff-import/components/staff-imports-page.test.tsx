import {
  formatDay,
  messages,
  STAFF_IMPORT_CONTENT_TYPES,
  STAFF_IMPORT_MAX_BYTES,
  STAFF_IMPORT_MAX_MEGABYTES,
  STAFF_IMPORT_PATH,
  staffImportMessages as m,
} from '@aula/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, apiServer, http, HttpResponse, recordRequests, refusal } from '@/test/api-server';
import { counts, history, importer, staffImport } from '@/test/fixtures/staff-import-fixtures';
import { renderWithProviders } from '@/test/render-with-providers';
import { StaffImportsPage } from './staff-imports-page';

const fakeToast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast: fakeToast }));

const h = m.history;

/** What the mock API answers next, and what the screen sent it. */
let answerHistory: (params: URLSearchParams) => Response;
let answerUpload: () => Response | Promise<Response>;
let uploads: { url: URL; contentType: string | null; body: string }[];
let requests: string[];

beforeEach(() => {
  answerHistory = () => answer(200, history([]));
  answerUpload = () => answer(201, staffImport(5));
  uploads = [];
  requests = recordRequests();
  apiServer.use(
    http.get('/api/staff-imports', ({ request }) => answerHistory(new URL(request.url).searchParams)),
    http.post('/api/staff-imports', async ({ request }) => {
      uploads.push({
        url: new URL(request.url),
        contentType: request.headers.get('Content-Type'),
        body: await request.text(),
      });
      return answerUpload();
    }),
  );
});

function renderPage(user = importer()) {
  return renderWithProviders(<StaffImportsPage viewer={user} />, {
    path: STAFF_IMPORT_PATH,
    user,
    routes: [
      { path: `${STAFF_IMPORT_PATH}/:id`, element: <p>Página de la importación</p> },
      { path: '/dashboard', element: <p>Inicio</p> },
    ],
  });
}

const picker = () => screen.getByLabelText(m.upload.choose) as HTMLInputElement;
const choose = (file: File) => fireEvent.change(picker(), { target: { files: [file] } });
const csvFile = (name = 'personal marzo.csv', text = 'Correo electrónico,Nombres,Apellidos\n') =>
  new File([text], name, { type: 'text/csv' });
const posted = () => requests.filter((request) => request === 'POST /api/staff-imports');

describe('StaffImportsPage', () => {
  it('lists the imports done before: file, who, when, status and what each did, each opening its page', async () => {
    answerHistory = () =>
      answer(
        200,
        history([
          staffImport(1, { status: 'done', counts: counts({ create: 12, update: 3, fail: 2 }) }),
          staffImport(2, { fileName: 'planilla.xlsx', status: 'uploaded', by: 'Luis Paz Soto' }),
        ]),
      );
    renderPage();
    const first = within(await screen.findByRole('row', { name: /personal-marzo\.csv/ }));
    expect(
      within(screen.getByRole('table', { name: h.heading }))
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([h.file, h.by, h.when, h.status, h.counts]);
    expect(first.getByRole('link', { name: h.open('personal-marzo.csv') }).getAttribute('href')).toBe(
      `${STAFF_IMPORT_PATH}/${staffImport(1).id}`,
    );
    expect(first.getByText('Carmen Rojas Vega')).toBeTruthy();
    expect(first.getByText(formatDay(new Date('2026-03-02T12:00:00.000Z')))).toBeTruthy();
    expect(first.getByText(m.statuses.done)).toBeTruthy();
    expect(first.getByText(h.countsSummary(12, 3, 2))).toBeTruthy();
    const second = within(screen.getByRole('row', { name: /planilla\.xlsx/ }));
    expect(second.getByText(m.statuses.uploaded)).toBeTruthy();
    expect(second.getByText(m.noValue)).toBeTruthy();
    expect(second.getByText('Luis Paz Soto')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: h.pagination })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: m.title })).toBeTruthy();
    expect(screen.getByRole('link', { name: m.back }).getAttribute('href')).toBe('/dashboard/users');
  });

  it('pages the history through the address', async () => {
    const asked: Record<string, string>[] = [];
    answerHistory = (params) => {
      asked.push(Object.fromEntries(params));
      const page = Number(params.get('page'));
      return answer(200, history([staffImport(page)], { page, total: 12 }));
    };
    const { router } = renderPage();
    await screen.findByRole('row', { name: /personal-marzo/ });
    const pagination = within(screen.getByRole('navigation', { name: h.pagination }));
    expect(pagination.getByText(h.page(1, 2))).toBeTruthy();
    fireEvent.click(pagination.getByRole('button', { name: h.nextPage }));
    await waitFor(() => expect(pagination.getByText(h.page(2, 2))).toBeTruthy());
    expect(router.state.location.search).toBe('?page=2');
    expect(asked).toEqual([
      { page: '1', pageSize: '10' },
      { page: '2', pageSize: '10' },
    ]);
  });

  it('says so when nothing has been imported yet', async () => {
    renderPage();
    expect(await screen.findByText(h.empty)).toBeTruthy();
  });

  it('offers a retry when the history cannot be loaded', async () => {
    answerHistory = () => refusal(503, 'service_unavailable', messages.common.serviceUnavailable);
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(m.historyError);
    answerHistory = () => answer(200, history([staffImport(1)]));
    fireEvent.click(within(alert).getByRole('button', { name: m.retry }));
    expect(await screen.findByRole('row', { name: /personal-marzo/ })).toBeTruthy();
  });

  it('refuses a file over the limit and an empty one before sending anything', async () => {
    renderPage();
    await screen.findByText(h.empty);
    const large = csvFile();
    Object.defineProperty(large, 'size', { value: STAFF_IMPORT_MAX_BYTES + 1 });
    choose(large);
    expect((await screen.findByRole('alert')).textContent).toBe(m.fileTooLarge(STAFF_IMPORT_MAX_MEGABYTES));
    expect(picker().getAttribute('aria-invalid')).toBe('true');

    choose(csvFile('vacio.csv', ''));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(m.fileRequired));
    expect(posted()).toEqual([]);
  });

  it('sends the file as it is, with its name and type, says it is reading it, and opens its import', async () => {
    let release = () => {};
    answerUpload = () =>
      new Promise((resolve) => {
        release = () => resolve(answer(201, staffImport(5)));
      });
    const { router } = renderPage();
    await screen.findByText(h.empty);
    choose(
      csvFile('personal marzo.csv', 'Correo electrónico,Nombres,Apellidos\nana@hospital.test,Ana,Torres\n'),
    );
    expect(await screen.findByText(m.upload.uploading)).toBeTruthy();
    expect(picker().disabled).toBe(true);
    release();
    expect(await screen.findByText('Página de la importación')).toBeTruthy();
    expect(router.state.location.pathname).toBe(`${STAFF_IMPORT_PATH}/${staffImport(5).id}`);
    expect(uploads).toHaveLength(1);
    expect(uploads[0]!.url.searchParams.get('name')).toBe('personal marzo.csv');
    expect(uploads[0]!.contentType).toBe(STAFF_IMPORT_CONTENT_TYPES.csv);
    expect(uploads[0]!.body).toBe('Correo electrónico,Nombres,Apellidos\nana@hospital.test,Ana,Torres\n');
  });

  it('takes a workbook dropped on the zone, sent as Excel', async () => {
    renderPage();
    await screen.findByText(h.empty);
    const workbook = new File(['PK'], 'Planilla.XLSX', { type: STAFF_IMPORT_CONTENT_TYPES.xlsx });
    const zone = screen.getByText(m.upload.drop).closest('div')!.parentElement!;
    fireEvent.dragOver(zone, { dataTransfer: { files: [workbook] } });
    fireEvent.drop(zone, { dataTransfer: { files: [workbook] } });
    expect(await screen.findByText('Página de la importación')).toBeTruthy();
    expect(uploads[0]!.contentType).toBe(STAFF_IMPORT_CONTENT_TYPES.xlsx);
    expect(uploads[0]!.url.searchParams.get('name')).toBe('Planilla.XLSX');
  });

  it("says the server's refusal beside the picker, and takes another file", async () => {
    answerUpload = () => refusal(422, 'validation_failed', m.fileEmpty, { file: m.fileEmpty });
    const { router } = renderPage();
    await screen.findByText(h.empty);
    choose(csvFile());
    expect((await screen.findByRole('alert')).textContent).toBe(m.fileEmpty);
    expect(picker().getAttribute('aria-describedby')).toContain('staff-file-error');
    expect(router.state.location.pathname).toBe(STAFF_IMPORT_PATH);

    answerUpload = () => answer(201, staffImport(6));
    choose(csvFile('corregido.csv'));
    expect(await screen.findByText('Página de la importación')).toBeTruthy();
    expect(uploads.map((upload) => upload.url.searchParams.get('name'))).toEqual([
      'personal marzo.csv',
      'corregido.csv',
    ]);
  });

  it("downloads the templates under the server's file name", async () => {
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:http://aula.test/plantilla');
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const formats: (string | null)[] = [];
    apiServer.use(
      http.get('/api/staff-imports/template', ({ request }) => {
        const format = new URL(request.url).searchParams.get('format');
        formats.push(format);
        return new HttpResponse('PK', {
          headers: {
            'Content-Type': STAFF_IMPORT_CONTENT_TYPES.xlsx,
            'Content-Disposition': `attachment; filename="plantilla-personal.${format}"`,
          },
        });
      }),
    );
    renderPage();
    await screen.findByText(h.empty);
    const templates = within(screen.getByRole('group', { name: m.upload.template }));
    fireEvent.click(templates.getByRole('button', { name: m.upload.templateXlsx }));
    await waitFor(() => expect(saved).toEqual(['plantilla-personal.xlsx']));
    fireEvent.click(templates.getByRole('button', { name: m.upload.templateCsv }));
    await waitFor(() => expect(saved).toEqual(['plantilla-personal.xlsx', 'plantilla-personal.csv']));
    expect(formats).toEqual(['xlsx', 'csv']);
    expect(fakeToast.error).not.toHaveBeenCalled();
  });

  it('tells anyone but an admin they have no access, without asking the server', async () => {
    renderPage(importer('INSTRUCTOR'));
    expect(await screen.findByRole('heading', { name: m.noAccessTitle })).toBeTruthy();
    expect(screen.getByText(m.noAccessText)).toBeTruthy();
    expect(screen.queryByLabelText(m.upload.choose)).toBeNull();
    expect(requests).toEqual([]);
  });
});

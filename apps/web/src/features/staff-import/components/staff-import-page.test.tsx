import {
  messages,
  STAFF_IMPORT_FIELDS,
  STAFF_IMPORT_PATH,
  type StaffImport,
  staffImportMessages as m,
} from '@aula/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, apiServer, http, HttpResponse, recordRequests, refusal } from '@/test/api-server';
import {
  absent,
  absentPerson,
  counts,
  failingRow,
  importer,
  previewed,
  rows,
  staffImport,
  TEMPLATE_HEADERS,
} from '@/test/fixtures/staff-import-fixtures';
import { renderWithProviders } from '@/test/render-with-providers';
import { StaffImportPage } from './staff-import-page';

const fakeToast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast: fakeToast }));

const p = m.preview;
const ID = staffImport(1).id;
const UNKNOWN_UNIT = m.rows.unknownUnit('NO-EXISTE');

/** What the mock API answers next, and what the screen sent it. */
let answerImport: () => Response | Promise<Response>;
let answerPlan: (body: unknown) => Response;
let answerRun: () => Response;
let answerRows: (params: URLSearchParams) => Response;
let answerAbsent: (params: URLSearchParams) => Response;
let plans: unknown[];
let requests: string[];

beforeEach(() => {
  answerImport = () => answer(200, staffImport(1));
  answerPlan = () => answer(200, previewed(1));
  answerRun = () => answer(202, previewed(1, { status: 'queued' }));
  answerRows = () => answer(200, rows([failingRow(5, UNKNOWN_UNIT)]));
  answerAbsent = () => answer(200, absent([absentPerson(1), absentPerson(2)]));
  plans = [];
  requests = recordRequests({ query: true });
  apiServer.use(
    http.get('/api/staff-imports/:id', () => answerImport()),
    http.put('/api/staff-imports/:id/plan', async ({ request }) => {
      const body = await request.json();
      plans.push(body);
      return answerPlan(body);
    }),
    http.post('/api/staff-imports/:id/run', () => answerRun()),
    http.get('/api/staff-imports/:id/rows', ({ request }) => answerRows(new URL(request.url).searchParams)),
    http.get('/api/staff-imports/:id/absent', ({ request }) =>
      answerAbsent(new URL(request.url).searchParams),
    ),
  );
});

function renderPage(user = importer()) {
  return renderWithProviders(<StaffImportPage importId={ID} viewer={user} />, {
    path: `${STAFF_IMPORT_PATH}/${ID}`,
    route: `${STAFF_IMPORT_PATH}/:id`,
    user,
    routes: [
      { path: STAFF_IMPORT_PATH, element: <p>Subir otro archivo</p> },
      { path: '/dashboard', element: <p>Inicio</p> },
    ],
  });
}

const columnOf = (field: (typeof STAFF_IMPORT_FIELDS)[number]) =>
  screen.getByLabelText(m.fields[field]) as HTMLSelectElement;
/** The number a count card shows under its label. */
const countOf = (label: string, within: HTMLElement = document.body) =>
  [...within.querySelectorAll('dt')].find((term) => term.textContent === label)?.nextElementSibling
    ?.textContent;
const runButton = () => screen.getByRole('button', { name: p.run }) as HTMLButtonElement;
const review = () => fireEvent.click(screen.getByRole('button', { name: m.mapping.preview }));
const imports = () => requests.filter((request) => request === `GET /api/staff-imports/${ID}`);
const runs = () => requests.filter((request) => request === `POST /api/staff-imports/${ID}/run`);

describe('StaffImportPage', () => {
  describe('the columns', () => {
    it('proposes a column of the file for each datum, with its hint, the required ones marked', async () => {
      renderPage();
      expect(await screen.findByRole('heading', { name: m.mapping.heading })).toBeTruthy();
      expect(screen.getByText(m.fileLine('personal-marzo.csv', 4))).toBeTruthy();
      expect(screen.getByText(m.statuses.uploaded)).toBeTruthy();
      for (const [index, field] of STAFF_IMPORT_FIELDS.entries()) {
        const select = columnOf(field);
        expect(select.value).toBe(String(index));
        expect(select.getAttribute('aria-describedby')).toBe(`staff-import-column-${field}-hint`);
        expect(document.getElementById(`staff-import-column-${field}-hint`)!.textContent).toBe(
          m.fieldHints[field],
        );
      }
      expect(
        within(columnOf('email'))
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual([m.mapping.none, ...TEMPLATE_HEADERS]);
      expect(
        STAFF_IMPORT_FIELDS.filter((field) => columnOf(field).getAttribute('aria-required') === 'true'),
      ).toEqual(['email', 'names', 'lastNames']);
      expect((screen.getByLabelText(m.mapping.createUnits) as HTMLInputElement).checked).toBe(false);
      expect((screen.getByLabelText(m.mapping.fullRoster) as HTMLInputElement).checked).toBe(false);
      // Nothing reviewed yet: no preview, and nothing to import.
      expect(screen.queryByRole('heading', { name: p.heading })).toBeNull();
      expect(screen.queryByRole('button', { name: p.run })).toBeNull();
    });

    it("names a column without a header by its place, and reads 'No importar' as no column", async () => {
      answerImport = () =>
        answer(
          200,
          staffImport(1, { headers: ['correo', ''], mapping: { ...staffImport(1).mapping, unit: null } }),
        );
      renderPage();
      await screen.findByRole('heading', { name: m.mapping.heading });
      expect(
        within(columnOf('unit'))
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual([m.mapping.none, 'correo', m.mapping.columnOption(2, '')]);
      expect(columnOf('unit').value).toBe('');
    });

    it("sends the chosen columns and options to 'Revisar', then shows the preview", async () => {
      renderPage();
      await screen.findByRole('heading', { name: m.mapping.heading });
      fireEvent.change(columnOf('staffNumber'), { target: { value: '' } });
      fireEvent.change(columnOf('hireDate'), { target: { value: '3' } });
      fireEvent.click(screen.getByLabelText(m.mapping.createUnits));
      review();
      expect(await screen.findByRole('heading', { name: p.heading })).toBeTruthy();
      expect(plans).toEqual([
        {
          mapping: {
            email: 0,
            names: 1,
            lastNames: 2,
            staffNumber: null,
            unit: 4,
            position: 5,
            profession: 6,
            specialty: 7,
            hireDate: 3,
          },
          createUnits: true,
          fullRoster: false,
        },
      ]);
      await waitFor(() =>
        expect(document.activeElement).toBe(screen.getByRole('heading', { name: p.heading })),
      );
    });

    it('says in Spanish why the server refused the columns, beside the column at fault', async () => {
      const message = m.mappingRequired(m.fields.email);
      answerPlan = () => refusal(422, 'validation_failed', message, { 'mapping.email': message });
      renderPage();
      await screen.findByRole('heading', { name: m.mapping.heading });
      fireEvent.change(columnOf('email'), { target: { value: '' } });
      review();
      await waitFor(() =>
        expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([message, message]),
      );
      expect(columnOf('email').getAttribute('aria-invalid')).toBe('true');
      expect(columnOf('email').getAttribute('aria-describedby')).toContain('staff-import-column-email-error');
      expect(screen.queryByRole('heading', { name: p.heading })).toBeNull();
      // A new choice clears the refusal.
      fireEvent.change(columnOf('email'), { target: { value: '0' } });
      expect(screen.queryByRole('alert')).toBeNull();
    });
  });

  describe('the preview', () => {
    it('shows what the import would do: the counts, the units it creates, each failing row with its reason', async () => {
      answerImport = () =>
        answer(
          200,
          previewed(1, {
            counts: counts({ create: 3, update: 1, unchanged: 2, fail: 1 }),
            unitsToCreate: ['Clínica Sur', 'Clínica Sur / Pediatría'],
          }),
        );
      renderPage();
      const preview = await screen.findByRole('region', { name: p.heading });
      expect(within(preview).getByText(p.hint)).toBeTruthy();
      expect(countOf(p.create, preview)).toBe('3');
      expect(countOf(p.update, preview)).toBe('1');
      expect(countOf(p.unchanged, preview)).toBe('2');
      expect(countOf(p.fail, preview)).toBe('1');
      expect(countOf(p.deactivate, preview)).toBeUndefined();
      expect(within(preview).getByText(p.unitsToCreate(2))).toBeTruthy();
      expect(within(preview).getByText('Clínica Sur / Pediatría')).toBeTruthy();

      const row = within(await screen.findByRole('row', { name: /Persona 5 Apellido 5/ }));
      expect(row.getByRole('rowheader').textContent).toBe('5');
      expect(row.getByText('fila5@hospital.test')).toBeTruthy();
      expect(row.getByText(UNKNOWN_UNIT)).toBeTruthy();
      expect(
        within(screen.getByRole('table', { name: p.failures }))
          .getAllByRole('columnheader')
          .map((header) => header.textContent),
      ).toEqual([p.line, p.person, p.reason]);
      expect(requests).toContain(`GET /api/staff-imports/${ID}/rows?outcome=fail&page=1&pageSize=10`);
      expect(screen.getByRole('button', { name: m.errorFile })).toBeTruthy();
      expect(runButton().disabled).toBe(false);
      // The columns stay on the page, as reviewed.
      expect(columnOf('email').value).toBe('0');
    });

    it('says so when no row fails, without asking for the failing rows', async () => {
      answerImport = () => answer(200, previewed(1, { counts: counts({ create: 4 }) }));
      renderPage();
      expect(await screen.findByText(p.noFailures)).toBeTruthy();
      expect(screen.queryByRole('button', { name: m.errorFile })).toBeNull();
      expect(requests.filter((request) => request.includes('/rows'))).toEqual([]);
    });

    it("keeps 'Importar' disabled when the file changes nothing", async () => {
      answerImport = () => answer(200, previewed(1, { counts: counts({ unchanged: 3, fail: 1 }) }));
      renderPage();
      await screen.findByRole('heading', { name: p.heading });
      expect(runButton().disabled).toBe(true);
      expect(screen.getByText(p.nothingToDo).id).toBe(runButton().getAttribute('aria-describedby'));
      fireEvent.click(runButton());
      expect(runs()).toEqual([]);
    });

    it('asks for another review once the columns or the options change', async () => {
      answerImport = () => answer(200, previewed(1));
      renderPage();
      await screen.findByRole('heading', { name: p.heading });
      expect(runButton().disabled).toBe(false);

      fireEvent.change(columnOf('position'), { target: { value: '' } });
      expect(runButton().disabled).toBe(true);
      expect(screen.getByText(p.stale)).toBeTruthy();
      fireEvent.change(columnOf('position'), { target: { value: '5' } });
      expect(runButton().disabled).toBe(false);

      fireEvent.click(screen.getByLabelText(m.mapping.fullRoster));
      expect(runButton().disabled).toBe(true);
      answerPlan = () => answer(200, previewed(1, { fullRoster: true }));
      review();
      await waitFor(() => expect(runButton().disabled).toBe(false));
      expect(screen.queryByText(p.stale)).toBeNull();
      expect(plans).toEqual([expect.objectContaining({ fullRoster: true })]);
    });

    it('lists whom a full roster deactivates, and asks before importing', async () => {
      answerImport = () =>
        answer(
          200,
          previewed(1, { fullRoster: true, counts: counts({ create: 3, fail: 1, deactivate: 2 }) }),
        );
      renderPage();
      const preview = await screen.findByRole('region', { name: p.heading });
      expect(countOf(p.deactivate, preview)).toBe('2');
      const person = within(await screen.findByRole('row', { name: /Ausente 1 Apellido 1/ }));
      expect(person.getByText('ausente1@hospital.test')).toBeTruthy();
      expect(person.getByText('HC-1')).toBeTruthy();
      expect(within(screen.getByRole('table', { name: p.absent })).getAllByRole('row')).toHaveLength(3);

      fireEvent.click(runButton());
      const dialog = await screen.findByRole('dialog', { name: p.run });
      expect(within(dialog).getByText(p.confirmFullRoster(2))).toBeTruthy();
      fireEvent.click(within(dialog).getByRole('button', { name: p.cancel }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(runs()).toEqual([]);

      fireEvent.click(runButton());
      fireEvent.click(
        within(await screen.findByRole('dialog', { name: p.run })).getByRole('button', { name: p.run }),
      );
      expect(await screen.findByText(m.progress.queued)).toBeTruthy();
      expect(runs()).toHaveLength(1);
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('says why the server refused to run it, and reads the import again', async () => {
      answerImport = () => answer(200, previewed(1));
      answerRun = () => refusal(409, 'conflict', m.alreadyRun);
      renderPage();
      await screen.findByRole('heading', { name: p.heading });
      const before = imports().length;
      fireEvent.click(runButton());
      expect((await screen.findByRole('alert')).textContent).toBe(m.alreadyRun);
      await waitFor(() => expect(imports().length).toBe(before + 1));
    });
  });

  describe('the run', () => {
    it('shows the progress bar and reads the import every second until it is done', async () => {
      const answers: StaffImport[] = [
        previewed(1, { status: 'running', rowCount: 20, progress: { done: 9, total: 20 } }),
        previewed(1, { status: 'running', rowCount: 20, progress: { done: 15, total: 20 } }),
        previewed(1, {
          status: 'done',
          rowCount: 20,
          counts: counts({ create: 18, update: 1, fail: 1 }),
          progress: { done: 20, total: 20 },
        }),
      ];
      answerImport = () => answer(200, answers.length > 1 ? answers.shift() : answers[0]);
      renderPage();

      const bar = await screen.findByRole('progressbar', { name: m.progress.label });
      expect(bar.getAttribute('aria-valuenow')).toBe('45');
      expect(screen.getByText(m.progress.rows(9, 20))).toBeTruthy();
      expect(screen.getByText(m.progress.percent(45))).toBeTruthy();
      expect(screen.getByRole('status').textContent).toBe(m.progress.running);
      // Running, nothing to choose any more.
      expect(screen.queryByRole('heading', { name: m.mapping.heading })).toBeNull();

      await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('75'), { timeout: 5000 });
      expect(await screen.findByText(m.progress.done, {}, { timeout: 5000 })).toBeTruthy();
      expect(screen.getByRole('progressbar', { name: m.progress.label }).getAttribute('aria-valuenow')).toBe(
        '100',
      );
      expect(screen.getByText(m.progress.percent(100))).toBeTruthy();

      const result = screen.getByRole('region', { name: m.progress.result });
      expect(countOf(p.create, result)).toBe('18');
      expect(countOf(p.update, result)).toBe('1');
      expect(countOf(p.fail, result)).toBe('1');
      expect(await within(result).findByText(UNKNOWN_UNIT)).toBeTruthy();
      expect(within(result).getByText(p.failuresDoneHint)).toBeTruthy();
      expect(within(result).getByRole('link', { name: p.start }).getAttribute('href')).toBe(
        STAFF_IMPORT_PATH,
      );
      expect(requests).toContain(`GET /api/staff-imports/${ID}/rows?outcome=fail&page=1&pageSize=10`);

      // Done: the page stops asking.
      const asked = imports().length;
      expect(asked).toBe(3);
      await new Promise((resolve) => setTimeout(resolve, 1300));
      expect(imports().length).toBe(asked);
    });

    it('says so when the job stopped', async () => {
      answerImport = () => answer(200, previewed(1, { status: 'failed', progress: { done: 2, total: 4 } }));
      renderPage();
      expect((await screen.findByRole('alert')).textContent).toBe(m.progress.failed);
      expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50');
    });

    it("downloads the rows with errors under the server's name", async () => {
      const saved: string[] = [];
      vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:http://aula.test/errores');
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        saved.push(this.download);
      });
      apiServer.use(
        http.get(
          '/api/staff-imports/:id/errors',
          () =>
            new HttpResponse('Correo electrónico,Error\n', {
              headers: {
                'Content-Type': 'text/csv; charset=utf-8',
                'Content-Disposition': `attachment; filename*=UTF-8''errores-personal-marzo.csv`,
              },
            }),
        ),
      );
      answerImport = () => answer(200, previewed(1, { status: 'done', progress: { done: 4, total: 4 } }));
      renderPage();
      fireEvent.click(await screen.findByRole('button', { name: m.errorFile }));
      await waitFor(() => expect(saved).toEqual(['errores-personal-marzo.csv']));
      expect(fakeToast.error).not.toHaveBeenCalled();
    });
  });

  describe('its states', () => {
    it('says it is loading, then that an unknown import does not exist', async () => {
      let release = () => {};
      answerImport = () =>
        new Promise((resolve) => {
          release = () => resolve(refusal(404, 'not_found', m.notFound));
        });
      renderPage();
      expect(await screen.findByText(m.loading)).toBeTruthy();
      release();
      expect(await screen.findByRole('heading', { name: m.notFound })).toBeTruthy();
      expect(screen.getByRole('link', { name: m.open }).getAttribute('href')).toBe(STAFF_IMPORT_PATH);
    });

    it('offers a retry when the import cannot be loaded', async () => {
      answerImport = () => refusal(503, 'service_unavailable', messages.common.serviceUnavailable);
      renderPage();
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain(m.loadError);
      answerImport = () => answer(200, staffImport(1));
      fireEvent.click(within(alert).getByRole('button', { name: m.retry }));
      expect(await screen.findByRole('heading', { name: m.mapping.heading })).toBeTruthy();
    });

    it('tells anyone but an admin they have no access, without asking the server', async () => {
      renderPage(importer('INSTRUCTOR'));
      expect(await screen.findByRole('heading', { name: m.noAccessTitle })).toBeTruthy();
      expect(requests).toEqual([]);
    });
  });
});

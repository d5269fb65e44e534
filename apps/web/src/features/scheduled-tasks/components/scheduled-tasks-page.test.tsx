import {
  formatDay,
  formatTimeOfDay,
  type Job,
  type JobList,
  type JobSummary,
  messages,
  scheduledTaskMessages,
} from '@aula/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, apiServer, http, recordRequests, refusal } from '@/test/api-server';
import { TEST_ROLES, testCurrentUser, testId as id } from '@/test/fixtures/current-user';
import { renderWithProviders } from '@/test/render-with-providers';
import { ScheduledTasksPage } from './scheduled-tasks-page';

const fakeToast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast: fakeToast }));

const m = scheduledTaskMessages;
const t = m.screen;
const CLEANUP = 'uploads.remove-expired';

/** A job as the API answers it: the hourly clean-up, done at its first attempt, at midday UTC. */
function job(n: number, overrides: Partial<Job> = {}): Job {
  return {
    id: id(n),
    kind: CLEANUP,
    state: 'succeeded',
    attempts: 1,
    maxAttempts: 3,
    runAt: '2026-03-15T12:00:00.000Z',
    createdAt: '2026-03-15T12:00:00.000Z',
    startedAt: '2026-03-15T12:00:01.000Z',
    finishedAt: '2026-03-15T12:00:02.000Z',
    lastError: null,
    ...overrides,
  };
}

const FAILED = job(2, {
  state: 'failed',
  attempts: 3,
  finishedAt: '2026-03-15T12:10:05.000Z',
  lastError: 'El almacenamiento no respondió a tiempo (S3: RequestTimeout) al borrar uploads/abc',
});

const jobList = (items: Job[], overrides: Partial<JobList> = {}): JobList => ({
  items,
  page: 1,
  pageSize: 10,
  total: items.length,
  totalIsLowerBound: false,
  ...overrides,
});

const summary = (overrides: Partial<JobSummary> = {}): JobSummary => ({
  since: '2026-03-14T12:00:00.000Z',
  kinds: [{ kind: CLEANUP, queued: 1, running: 0, succeeded: 22, failed: 1, retried: 2 }],
  lagging: false,
  ...overrides,
});

/** What the mock API answers next; each list request's query is kept to check what was asked. */
let answerList: (params: URLSearchParams) => Response | Promise<Response>;
let answerSummary: () => Response | Promise<Response>;
let answerRetry: () => Response | Promise<Response>;
const listRequests: URLSearchParams[] = [];
let requests: string[];

beforeEach(() => {
  answerList = () => answer(200, jobList([job(1), FAILED]));
  answerSummary = () => answer(200, summary());
  answerRetry = () => answer(200, { ...FAILED, state: 'queued', attempts: 0 });
  listRequests.length = 0;
  requests = recordRequests();
  apiServer.use(
    http.get('/api/jobs', ({ request }) => {
      const params = new URL(request.url).searchParams;
      listRequests.push(params);
      return answerList(params);
    }),
    http.get('/api/jobs/summary', () => answerSummary()),
    http.post('/api/jobs/:id/retry', () => answerRetry()),
  );
});

function renderPage(role: keyof typeof TEST_ROLES = 'ADMIN', path = '/dashboard/settings/tasks') {
  const viewer = testCurrentUser({ rol: TEST_ROLES[role] });
  const { router } = renderWithProviders(<ScheduledTasksPage viewer={viewer} />, {
    path,
    user: viewer,
    routes: [{ path: '/dashboard/settings', element: <p>Configuración</p> }],
  });
  return router;
}

const jobsTable = () => screen.getByRole('table', { name: t.listTitle });
const summaryTable = () => screen.getByRole('table', { name: t.summaryTitle });
const jobRows = () => within(jobsTable()).getAllByRole('row').slice(1);
const lastRequest = () => Object.fromEntries(listRequests.at(-1)!);
const count = (call: string) => requests.filter((request) => request === call).length;
const moment = (iso: string) =>
  `${formatDay(new Date(iso))} ${formatTimeOfDay(new Date(iso), { seconds: true })}`;

describe('ScheduledTasksPage', () => {
  it("shows the last 24 hours by kind and each job's state, attempts, times and last error", async () => {
    answerList = () =>
      answer(
        200,
        jobList([
          job(1),
          FAILED,
          job(3, {
            state: 'queued',
            attempts: 1,
            runAt: '2026-03-15T12:15:00.000Z',
            finishedAt: null,
            lastError: 'Tiempo agotado',
          }),
          job(4, { kind: 'reports.weekly', state: 'running', finishedAt: null }),
        ]),
      );
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: t.title })).toBeTruthy();
    expect(screen.getByRole('link', { name: t.backToSettings }).getAttribute('href')).toBe(
      '/dashboard/settings',
    );
    await screen.findByText(FAILED.lastError!);

    expect(
      within(summaryTable())
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Tipo', 'En cola', 'En curso', 'Completadas', 'Fallidas', 'Reintentadas']);
    const [cleanup] = within(summaryTable()).getAllByRole('row').slice(1);
    expect(within(cleanup!).getByRole('rowheader').textContent).toBe('Limpieza de subidas abandonadas');
    expect(
      within(cleanup!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', '0', '22', '1', '2']);

    expect(
      within(jobsTable())
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Tipo', 'Estado', 'Intentos', 'Programada para', 'Terminó', 'Último error', 'Acciones']);
    const [done, failed, waiting, unknown] = jobRows().map((row) => within(row));
    expect(done!.getByRole('rowheader').textContent).toBe('Limpieza de subidas abandonadas');
    expect(done!.getByText('Completada')).toBeTruthy();
    expect(done!.getByText('1 de 3')).toBeTruthy();
    expect(done!.getAllByRole('cell')[4]!.textContent).toBe(t.noError);
    expect(done!.queryByRole('button')).toBeNull();

    expect(failed!.getByText('Fallida')).toBeTruthy();
    expect(failed!.getByText('3 de 3')).toBeTruthy();
    expect(failed!.getAllByRole('cell')[2]!.textContent).toBe(moment('2026-03-15T12:00:00.000Z'));
    expect(failed!.getAllByRole('cell')[3]!.textContent).toBe(moment(FAILED.finishedAt!));
    expect(failed!.getByRole('button', { name: t.retry })).toBeTruthy();

    // Tried once and waiting for its next attempt.
    expect(waiting!.getByText('En cola')).toBeTruthy();
    expect(waiting!.getAllByRole('cell')[2]!.textContent).toBe(
      `${t.retryingAt} ${moment('2026-03-15T12:15:00.000Z')}`,
    );
    expect(waiting!.getAllByRole('cell')[3]!.textContent).toBe(t.notFinished);
    expect(waiting!.queryByRole('button')).toBeNull();

    // A kind this version has no name for shows its code.
    expect(unknown!.getByRole('rowheader').textContent).toBe('reports.weekly');
    expect(unknown!.getByText('En curso')).toBeTruthy();

    expect(screen.queryByRole('alert')).toBeNull();
    expect(lastRequest()).toEqual({ state: 'all', page: '1', pageSize: '10' });
  });

  it('warns when due jobs wait longer than they should', async () => {
    answerSummary = () => answer(200, summary({ lagging: true }));
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toBe(t.lagging);
  });

  it('filters by state from page 1 and keeps the filter in the address', async () => {
    answerList = (params) => answer(200, jobList([job(1)], { page: Number(params.get('page')), total: 30 }));
    const router = renderPage('ADMIN', '/dashboard/settings/tasks?page=3');
    await screen.findByText(t.page(3, 3));
    const state = screen.getByLabelText(t.stateLabel);
    expect(
      within(state)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Todas', 'En cola', 'En curso', 'Completada', 'Fallida']);

    answerList = () => answer(200, jobList([FAILED]));
    fireEvent.change(state, { target: { value: 'failed' } });
    await waitFor(() => expect(lastRequest()).toEqual({ state: 'failed', page: '1', pageSize: '10' }));
    expect(router.state.location.search).toBe('?state=failed');
    expect(await screen.findByText(FAILED.lastError!)).toBeTruthy();
  });

  it('filters by kind, by name, and drops from the address a kind it has no name for', async () => {
    const router = renderPage('ADMIN', '/dashboard/settings/tasks?kind=reports.weekly&state=failed');
    await waitFor(() => expect(lastRequest()).toEqual({ state: 'failed', page: '1', pageSize: '10' }));
    const kind = screen.getByLabelText(t.kindLabel);
    expect((kind as HTMLSelectElement).value).toBe('all');
    expect(
      within(kind)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Todos los tipos',
      'Limpieza de subidas abandonadas',
      'Envío de correo',
      'Solicitud de recuperación de contraseña',
      'Importación de personal',
      'Asignación de capacitación obligatoria',
      'Revisión diaria de vencimientos',
      'Recordatorios de capacitación obligatoria',
    ]);

    fireEvent.change(kind, { target: { value: 'mail.send' } });
    await waitFor(() =>
      expect(lastRequest()).toEqual({ state: 'failed', kind: 'mail.send', page: '1', pageSize: '10' }),
    );
    expect(router.state.location.search).toBe('?state=failed&kind=mail.send');

    fireEvent.change(kind, { target: { value: 'all' } });
    await waitFor(() => expect(router.state.location.search).toBe('?state=failed'));
  });

  it('puts a failed job back in the queue, says so, and reads the list and the summary again', async () => {
    let release: (response: Response) => void = () => {};
    const held = new Promise<Response>((resolve) => (release = resolve));
    answerRetry = () => held;
    renderPage();
    await screen.findByText(FAILED.lastError!);
    await waitFor(() => expect(count('GET /api/jobs/summary')).toBe(1));
    const failed = within(jobRows()[1]!);

    fireEvent.click(failed.getByRole('button', { name: t.retry }));
    const pending = await failed.findByRole('button', { name: t.retrying });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(count(`POST /api/jobs/${FAILED.id}/retry`)).toBe(1));

    answerList = () =>
      answer(200, jobList([job(1), { ...FAILED, state: 'queued', attempts: 0, finishedAt: null }]));
    await act(async () => release(answer(200, { ...FAILED, state: 'queued', attempts: 0 })));
    await waitFor(() => expect(within(jobRows()[1]!).getByText('En cola')).toBeTruthy());
    expect(within(jobRows()[1]!).queryByRole('button')).toBeNull();
    expect(fakeToast.success).toHaveBeenCalledWith(m.retried);
    expect(count('GET /api/jobs')).toBe(2);
    expect(count('GET /api/jobs/summary')).toBe(2);
    expect(count(`POST /api/jobs/${FAILED.id}/retry`)).toBe(1);
  });

  it("shows the server's reason when the job is no longer failed, and its real state", async () => {
    answerRetry = () => refusal(409, 'conflict', m.notFailed);
    renderPage();
    await screen.findByText(FAILED.lastError!);
    answerList = () => answer(200, jobList([job(1), { ...FAILED, state: 'running', finishedAt: null }]));
    fireEvent.click(within(jobRows()[1]!).getByRole('button', { name: t.retry }));
    await waitFor(() => expect(fakeToast.error).toHaveBeenCalledWith(m.notFailed));
    expect(await within(jobRows()[1]!).findByText('En curso')).toBeTruthy();
    expect(within(jobRows()[1]!).queryByRole('button')).toBeNull();
    expect(fakeToast.success).not.toHaveBeenCalled();
  });

  it('says so when there is no job, and no job in the last 24 hours', async () => {
    answerList = () => answer(200, jobList([]));
    answerSummary = () => answer(200, summary({ kinds: [] }));
    renderPage();
    expect(await screen.findByRole('cell', { name: t.empty })).toBeTruthy();
    expect(await screen.findByRole('cell', { name: t.summaryEmpty })).toBeTruthy();
    expect(screen.getByText(t.page(1, 1))).toBeTruthy();
  });

  it('says when more jobs match than were counted', async () => {
    answerList = () => answer(200, jobList([job(1)], { total: 10_000, totalIsLowerBound: true }));
    renderPage();
    expect(await screen.findByText(t.pageOfMany(1, 1000))).toBeTruthy();
    expect(screen.getByText(t.manyResults)).toBeTruthy();
  });

  it('shows placeholders while the list loads, and a retry when it fails', async () => {
    let release: (response: Response) => void = () => {};
    const held = new Promise<Response>((resolve) => (release = resolve));
    answerList = () => held;
    renderPage();
    expect(screen.getByText(t.loading)).toBeTruthy();
    await act(async () => release(refusal(500, 'internal', messages.common.unexpectedError)));
    expect((await screen.findByRole('alert')).textContent).toContain(t.loadError);
    expect(screen.queryByRole('table', { name: t.listTitle })).toBeNull();
    // The summary still shows: the rest of the page keeps working.
    expect(await within(summaryTable()).findByText('22')).toBeTruthy();

    answerList = () => answer(200, jobList([FAILED]));
    fireEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: t.retry }));
    expect(await screen.findByText(FAILED.lastError!)).toBeTruthy();
  });

  it('offers a retry when the summary fails, and keeps the list', async () => {
    answerSummary = () => refusal(500, 'internal', messages.common.unexpectedError);
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toContain(t.summaryLoadError);
    expect(await screen.findByText(FAILED.lastError!)).toBeTruthy();

    answerSummary = () => answer(200, summary());
    fireEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: t.retry }));
    const table = await screen.findByRole('table', { name: t.summaryTitle });
    expect(within(table).getByText('22')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each(['STUDENT', 'INSTRUCTOR'] as const)('tells a %s they have no access, without asking', (role) => {
    renderPage(role);
    expect(screen.getByRole('heading', { name: t.noAccessTitle })).toBeTruthy();
    expect(screen.getByText(t.noAccessText)).toBeTruthy();
    expect(screen.getByRole('link', { name: t.backToSettings }).getAttribute('href')).toBe(
      '/dashboard/settings',
    );
    expect(requests).toEqual([]);
  });

  it('shows the same when the server refuses the jobs', async () => {
    answerList = () => refusal(403, 'forbidden', messages.common.forbidden);
    answerSummary = () => refusal(403, 'forbidden', messages.common.forbidden);
    renderPage();
    expect(await screen.findByRole('heading', { name: t.noAccessTitle })).toBeTruthy();
  });
});

import {
  formatDay,
  formatTimeOfDay,
  type MailDetail,
  type MailList,
  type MailSummary,
  messages,
  type RenderedMailView,
  sentMailMessages,
} from '@aula/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { answer, apiServer, http, recordRequests, refusal } from '@/test/api-server';
import { TEST_ROLES, testCurrentUser, testId as id } from '@/test/fixtures/current-user';
import { renderWithProviders } from '@/test/render-with-providers';
import { SentMailPage } from './sent-mail-page';

const m = sentMailMessages;
const t = m.screen;

/** A message as the API lists it: a password reset, written to the outbox at midday UTC. */
function mail(n: number, overrides: Partial<MailSummary> = {}): MailSummary {
  return {
    id: id(n),
    template: 'password-reset',
    to: 'lucia@aula.test',
    subject: 'Restablece tu contraseña de Aula',
    state: 'sent',
    createdAt: '2026-03-15T12:00:00.000Z',
    sentAt: '2026-03-15T12:00:02.000Z',
    transport: 'outbox',
    fileName: '20260315-120002-password-reset.eml',
    lastError: null,
    ...overrides,
  };
}

const FAILED = mail(2, {
  template: 'password-changed',
  to: 'carlos@aula.test',
  subject: 'Tu contraseña de Aula cambió',
  state: 'failed',
  sentAt: null,
  transport: null,
  fileName: null,
  lastError: '550 5.1.1 Buzón inexistente: carlos@aula.test',
});

const mailList = (items: MailSummary[], overrides: Partial<MailList> = {}): MailList => ({
  items,
  page: 1,
  pageSize: 10,
  total: items.length,
  totalIsLowerBound: false,
  transport: 'outbox',
  ...overrides,
});

const HTML =
  '<!DOCTYPE html><html lang="es"><body><p>Hola, Lucía</p><a href="http://aula.test/reset-password?token=x.%E2%80%A2%E2%80%A2%E2%80%A2%E2%80%A2%E2%80%A2%E2%80%A2">Elegir una contraseña nueva</a></body></html>';
const rendered = (overrides: Partial<RenderedMailView> = {}): RenderedMailView => ({
  subject: 'Restablece tu contraseña de Aula',
  html: HTML,
  text: 'Hola, Lucía\n\nElegir una contraseña nueva: http://aula.test/reset-password?token=x.••••••',
  ...overrides,
});
const detail = (summary: MailSummary): MailDetail => ({
  ...summary,
  rendered: rendered({ subject: summary.subject }),
});

const TEMPLATES = [
  { name: 'password-reset', essential: true },
  { name: 'course-reminder', essential: false },
];

/** What the mock API answers next; each list request's query is kept to check what was asked. */
let answerList: (params: URLSearchParams) => Response | Promise<Response>;
let answerDetail: (id: string) => Response | Promise<Response>;
let answerTemplates: () => Response | Promise<Response>;
let answerPreview: (name: string) => Response | Promise<Response>;
const listRequests: URLSearchParams[] = [];
let requests: string[];

beforeEach(() => {
  answerList = () => answer(200, mailList([mail(1), FAILED]));
  answerDetail = (mailId) => answer(200, detail(mailId === FAILED.id ? FAILED : mail(1)));
  answerTemplates = () => answer(200, { items: TEMPLATES });
  answerPreview = () => answer(200, rendered({ subject: 'Restablece tu contraseña (ejemplo)' }));
  listRequests.length = 0;
  requests = recordRequests();
  apiServer.use(
    http.get('/api/mail', ({ request }) => {
      const params = new URL(request.url).searchParams;
      listRequests.push(params);
      return answerList(params);
    }),
    http.get('/api/mail/templates', () => answerTemplates()),
    http.get('/api/mail/templates/:name/preview', ({ params }) => answerPreview(String(params.name))),
    http.get('/api/mail/:id', ({ params }) => answerDetail(String(params.id))),
  );
});

function renderPage(role: keyof typeof TEST_ROLES = 'ADMIN', path = '/dashboard/settings/mail') {
  const viewer = testCurrentUser({ rol: TEST_ROLES[role] });
  const { router } = renderWithProviders(<SentMailPage viewer={viewer} />, {
    path,
    user: viewer,
    routes: [{ path: '/dashboard/settings', element: <p>Configuración</p> }],
  });
  return router;
}

const mailTable = () => screen.getByRole('table', { name: t.listTitle });
const mailRows = () => within(mailTable()).getAllByRole('row').slice(1);
const lastRequest = () => Object.fromEntries(listRequests.at(-1)!);
const moment = (iso: string) =>
  `${formatDay(new Date(iso))} ${formatTimeOfDay(new Date(iso), { seconds: true })}`;
const templatesSection = () => within(screen.getByRole('region', { name: t.templatesTitle }));
const openTab = (name: string) => fireEvent.mouseDown(screen.getByRole('tab', { name }), { button: 0 });

describe('SentMailPage', () => {
  it("lists each message's date, recipient, subject, kind and state, with the file or the error", async () => {
    answerList = () =>
      answer(
        200,
        mailList([
          mail(1),
          FAILED,
          mail(3, { state: 'queued', sentAt: null, transport: null, fileName: null }),
          mail(4, { template: 'course-reminder', subject: 'Tu curso te espera', state: 'sending' }),
        ]),
      );
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: t.title })).toBeTruthy();
    expect(screen.getByText(t.subtitle)).toBeTruthy();
    expect(screen.getByRole('link', { name: t.backToSettings }).getAttribute('href')).toBe(
      '/dashboard/settings',
    );
    await screen.findByText(FAILED.lastError!);

    expect(
      within(mailTable())
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Fecha', 'Para', 'Asunto', 'Tipo', 'Estado', 'Acciones']);
    const [sent, failed, queued, unknown] = mailRows().map((row) => within(row));

    expect(sent!.getByRole('rowheader').textContent).toBe('Restablece tu contraseña de Aula');
    const sentCells = sent!.getAllByRole('cell').map((cell) => cell.textContent);
    expect(sentCells.slice(0, 3)).toEqual([
      moment('2026-03-15T12:00:00.000Z'),
      'lucia@aula.test',
      'Restablecer contraseña',
    ]);
    expect(sentCells[3]).toBe(`Enviado${t.file('20260315-120002-password-reset.eml')}`);
    expect(sent!.getByRole('button', { name: t.view })).toBeTruthy();

    expect(failed!.getByRole('rowheader').textContent).toBe(FAILED.subject);
    expect(failed!.getByText('Contraseña cambiada')).toBeTruthy();
    expect(failed!.getAllByRole('cell')[3]!.textContent).toBe(`Fallido${FAILED.lastError}`);

    expect(queued!.getAllByRole('cell')[3]!.textContent).toBe('En cola');
    // A kind this version has no name for shows its own.
    expect(unknown!.getByText('course-reminder')).toBeTruthy();
    expect(unknown!.getAllByRole('cell')[3]!.textContent).toBe('Enviando');

    expect(lastRequest()).toEqual({ state: 'all', page: '1', pageSize: '10' });
    expect(screen.queryByRole('alert')).toBeNull();

    // Every template, whether a person can turn it off, and its preview.
    const items = templatesSection().getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      `Restablecer contraseña${t.essential}${t.preview}`,
      `course-reminder${t.optional}${t.preview}`,
    ]);
    expect(screen.getByText(t.templatesSubtitle)).toBeTruthy();
  });

  it.each([
    ['outbox', t.outboxNotice, t.smtpNotice],
    ['smtp', t.smtpNotice, t.outboxNotice],
  ] as const)('says where messages go when they go to the %s', async (transport, shown, hidden) => {
    answerList = () => answer(200, mailList([mail(1)], { transport }));
    renderPage();
    expect(await screen.findByText(shown)).toBeTruthy();
    expect(screen.queryByText(hidden)).toBeNull();
  });

  it('filters by state from page 1 and keeps the filter in the address', async () => {
    answerList = (params) =>
      answer(200, mailList([mail(1)], { page: Number(params.get('page')), total: 30 }));
    const router = renderPage('ADMIN', '/dashboard/settings/mail?page=3');
    await screen.findByText(t.page(3, 3));
    const state = screen.getByLabelText(t.stateLabel);
    expect(
      within(state)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Todos', 'En cola', 'Enviando', 'Enviado', 'Fallido']);

    answerList = () => answer(200, mailList([FAILED]));
    fireEvent.change(state, { target: { value: 'failed' } });
    await waitFor(() => expect(lastRequest()).toEqual({ state: 'failed', page: '1', pageSize: '10' }));
    expect(router.state.location.search).toBe('?state=failed');
    expect(await screen.findByText(FAILED.lastError!)).toBeTruthy();
  });

  it("opens a message with 'Ver': its facts, the HTML in a frame with no permissions, and the plain text", async () => {
    renderPage();
    await screen.findByText(FAILED.lastError!);
    fireEvent.click(within(mailRows()[0]!).getByRole('button', { name: t.view }));

    const dialog = within(await screen.findByRole('dialog', { name: t.detailTitle }));
    const frame = await dialog.findByTitle(t.frameTitle('Restablece tu contraseña de Aula'));
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toBe(HTML);
    expect(dialog.getByText('Restablece tu contraseña de Aula')).toBeTruthy();
    expect(dialog.getByText('lucia@aula.test')).toBeTruthy();
    expect(dialog.getByText('Enviado')).toBeTruthy();
    expect(dialog.getByText(t.file('20260315-120002-password-reset.eml'))).toBeTruthy();
    expect(dialog.queryByText(t.error)).toBeNull();
    expect(dialog.getByRole('tab', { name: t.htmlTab }).getAttribute('aria-selected')).toBe('true');

    openTab(t.textTab);
    const text = await dialog.findByText(/reset-password\?token=x\.••••••/);
    expect(text.tagName).toBe('PRE');
    expect(dialog.queryByTitle(t.frameTitle('Restablece tu contraseña de Aula'))).toBeNull();
    expect(requests).toContain(`GET /api/mail/${id(1)}`);

    fireEvent.click(dialog.getByRole('button', { name: t.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows why a failed message failed, and no file', async () => {
    renderPage();
    await screen.findByText(FAILED.lastError!);
    fireEvent.click(within(mailRows()[1]!).getByRole('button', { name: t.view }));
    const dialog = within(await screen.findByRole('dialog', { name: t.detailTitle }));
    expect(await dialog.findByText(t.error)).toBeTruthy();
    expect(dialog.getByText(FAILED.lastError!)).toBeTruthy();
    expect(dialog.getByText('Fallido')).toBeTruthy();
    expect(dialog.queryByText(/^Archivo:/)).toBeNull();
  });

  it('offers a retry when a message cannot be read', async () => {
    answerDetail = () => refusal(500, 'internal', messages.common.unexpectedError);
    renderPage();
    await screen.findByText(FAILED.lastError!);
    fireEvent.click(within(mailRows()[0]!).getByRole('button', { name: t.view }));
    const dialog = within(await screen.findByRole('dialog', { name: t.detailTitle }));
    expect((await dialog.findByRole('alert')).textContent).toContain(t.detailLoadError);

    answerDetail = () => answer(200, detail(mail(1)));
    fireEvent.click(dialog.getByRole('button', { name: t.retry }));
    expect(await dialog.findByTitle(t.frameTitle('Restablece tu contraseña de Aula'))).toBeTruthy();
  });

  it('previews a template with sample data in the same dialog', async () => {
    renderPage();
    const button = (await templatesSection().findAllByRole('button', { name: t.preview }))[0]!;
    fireEvent.click(button);

    const dialog = within(
      await screen.findByRole('dialog', { name: t.previewTitle('Restablecer contraseña') }),
    );
    const frame = await dialog.findByTitle(t.frameTitle('Restablece tu contraseña (ejemplo)'));
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toBe(HTML);
    expect(dialog.getByText('Restablece tu contraseña (ejemplo)')).toBeTruthy();
    openTab(t.textTab);
    expect(await dialog.findByText(/Elegir una contraseña nueva/)).toBeTruthy();
    expect(requests).toContain('GET /api/mail/templates/password-reset/preview');
  });

  it('says so when no message was sent yet, or none has the state chosen', async () => {
    answerList = () => answer(200, mailList([]));
    renderPage();
    expect(await screen.findByRole('cell', { name: t.empty })).toBeTruthy();
    expect(screen.getByText(t.page(1, 1))).toBeTruthy();

    fireEvent.change(screen.getByLabelText(t.stateLabel), { target: { value: 'failed' } });
    expect(await screen.findByRole('cell', { name: t.emptyFiltered })).toBeTruthy();
  });

  it('says when more messages match than were counted', async () => {
    answerList = () => answer(200, mailList([mail(1)], { total: 10_000, totalIsLowerBound: true }));
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
    expect(screen.queryByText(t.outboxNotice)).toBeNull();
    // The templates still show: the rest of the page keeps working.
    expect(await templatesSection().findByText('Restablecer contraseña')).toBeTruthy();

    answerList = () => answer(200, mailList([FAILED]));
    fireEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: t.retry }));
    expect(await screen.findByText(FAILED.lastError!)).toBeTruthy();
  });

  it('offers a retry when the templates fail, and keeps the list', async () => {
    answerTemplates = () => refusal(500, 'internal', messages.common.unexpectedError);
    renderPage();
    expect(await screen.findByText(t.templatesLoading)).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toContain(t.templatesLoadError);
    expect(await screen.findByText(FAILED.lastError!)).toBeTruthy();

    answerTemplates = () => answer(200, { items: TEMPLATES });
    fireEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: t.retry }));
    expect(await templatesSection().findByText('Restablecer contraseña')).toBeTruthy();
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

  it('shows the same when the server refuses the messages', async () => {
    answerList = () => refusal(403, 'forbidden', messages.common.forbidden);
    answerTemplates = () => refusal(403, 'forbidden', messages.common.forbidden);
    renderPage();
    expect(await screen.findByRole('heading', { name: t.noAccessTitle })).toBeTruthy();
  });
});
